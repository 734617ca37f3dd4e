// Saved views as zod schemas: each list's state is checked with that list's own filter schema and
// column names (saved-views.ts), so a stored view always describes a list the app can show.
import { z } from './zod.ts';
import { recordVersionSchema } from './record-edits.ts';
import { CUSTOMER_SORTS, customerListQuerySchema } from './customers.ts';
import { SALE_SORTS } from './sales.ts';
import { saleListQuerySchema, voucherListQuerySchema } from './sales-schemas.ts';
import { hasLetterOrDigit } from './text.ts';
import { LIST_COLUMNS, MAX_VIEW_NAME_LENGTH, SAVED_VIEW_LISTS, type SavedViewList } from './saved-views.ts';

export const savedViewListSchema = z.enum(SAVED_VIEW_LISTS, { error: 'La lista no es válida.' });

function hiddenColumnsSchema(list: SavedViewList) {
  const [locked, ...rest] = LIST_COLUMNS[list];
  const column = z.enum(rest as [string, ...string[]], {
    error: (issue) =>
      issue.input === locked
        ? `La columna «${locked}» siempre se muestra.`
        : `La columna «${String(issue.input)}» no existe en esta lista.`,
  });
  return z
    .array(column)
    .max(rest.length)
    .refine((columns) => new Set(columns).size === columns.length, 'Una columna aparece dos veces.')
    .default([]);
}

const saleFilterFields = {
  q: true,
  seasonId: true,
  clientId: true,
  consultantId: true,
  status: true,
  from: true,
  to: true,
} as const;

/** The filters of each list as its page keeps them in the address; unknown fields are refused. */
const FILTER_SCHEMAS = {
  sales: saleListQuerySchema.pick(saleFilterFields).strict(),
  vouchers: voucherListQuerySchema.pick(saleFilterFields).strict(),
  customers: customerListQuerySchema
    .pick({ q: true, status: true, stateId: true, consultantId: true })
    .strict(),
};

const SORTS = { sales: SALE_SORTS, vouchers: SALE_SORTS, customers: CUSTOMER_SORTS };

/** What a view of `list` keeps: its filters, its sort and the columns it hides. */
export function viewStateSchema<L extends SavedViewList>(list: L) {
  return z
    .object({
      filters: FILTER_SCHEMAS[list],
      sort: z.enum(SORTS[list] as readonly string[] as [string, ...string[]], {
        error: 'El orden no es válido para esta lista.',
      }),
      hiddenColumns: hiddenColumnsSchema(list),
    })
    .strict();
}

const viewNameSchema = z
  .string({ error: 'Escribe un nombre para la vista.' })
  .trim()
  .overwrite((text) => text.replace(/\s+/g, ' '))
  .min(1, { message: 'Escribe un nombre para la vista.', abort: true })
  .max(MAX_VIEW_NAME_LENGTH, {
    message: `El nombre admite hasta ${MAX_VIEW_NAME_LENGTH} caracteres.`,
    abort: true,
  })
  .refine(hasLetterOrDigit, 'El nombre de la vista debe tener letras o números.');

/** The name field of the app's dialogs ("Guardar vista…", "Cambiar nombre…"), checked as the server does. */
export const viewNameInputSchema = z.object({ name: viewNameSchema });

function createFor<L extends SavedViewList>(list: L) {
  return z.object({
    list: z.literal(list),
    name: viewNameSchema,
    state: viewStateSchema(list),
    isDefault: z.boolean().default(false),
  });
}

/** POST /saved-views: the state is checked against the named list. */
export const createSavedViewSchema = z.discriminatedUnion(
  'list',
  [createFor('sales'), createFor('vouchers'), createFor('customers')],
  { error: 'La lista no es válida.' },
);

/**
 * PATCH /saved-views/:id: rename, replace the state, or mark or unmark the default, one or more at
 * once. The state is checked against the view's own list by the server (it knows the list). What
 * it leaves out is kept; `version` is the one read (a stale one is refused; optional for API clients
 * that predate it, the app sends it).
 */
export const updateSavedViewSchema = z
  .object({
    name: viewNameSchema.optional(),
    state: z.unknown().optional(),
    isDefault: z.boolean().optional(),
    version: recordVersionSchema.optional(),
  })
  .strict()
  .refine(
    (body) => body.name !== undefined || body.state !== undefined || body.isDefault !== undefined,
    'Indica qué cambia de la vista.',
  );

export const savedViewListQuerySchema = z.object({ list: savedViewListSchema });

export const savedViewSchema = z.object({
  id: z.number().int(),
  list: savedViewListSchema,
  name: z.string(),
  state: z.object({
    filters: z.record(z.string(), z.union([z.string(), z.number()])),
    sort: z.string(),
    hiddenColumns: z.array(z.string()),
  }),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What a change sends back (PATCH /saved-views/{id}): a stale one is refused. */
  version: z.number().int(),
});

export type ViewNameInput = z.infer<typeof viewNameInputSchema>;
export type CreateSavedView = z.infer<typeof createSavedViewSchema>;
export type UpdateSavedView = z.infer<typeof updateSavedViewSchema>;
export type SavedView = z.infer<typeof savedViewSchema>;
export type ViewState = SavedView['state'];
