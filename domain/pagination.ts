// Pagination of every list (SPEC §3, §9): page 1, size 10 by default; size=all fetches everything.
import { z } from 'zod';

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 200;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'La página debe ser 1 o mayor.').default(DEFAULT_PAGE),
  size: z
    .union([
      z.literal('all'),
      z.coerce
        .number()
        .int()
        .min(1, 'El tamaño debe ser 1 o mayor.')
        .max(MAX_PAGE_SIZE, `El tamaño máximo es ${MAX_PAGE_SIZE}.`),
    ])
    .default(DEFAULT_PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export interface PageMeta {
  page: number;
  size: number;
  totalPages: number;
  totalRecords: number;
}
export interface Page<T> extends PageMeta {
  data: T[];
}

export const EMPTY_PAGE_META: PageMeta = {
  page: DEFAULT_PAGE,
  size: DEFAULT_PAGE_SIZE,
  totalPages: 0,
  totalRecords: 0,
};

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalPages: z.number().int(),
    totalRecords: z.number().int(),
  });
}
