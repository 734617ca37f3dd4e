// The sales import (docs/design.md §11): the template's columns, the limits, and the answer of
// POST /sales/import, shared by the import dialog and the server.
import { z } from './zod.ts';
import { saleItemSchema } from './sales-schemas.ts';

/** Columns of the template, in order; a header is matched without regard to case or accents. */
export const IMPORT_COLUMNS = [
  'Referencia',
  'Fecha',
  'Temporada',
  'Consultor',
  'Cliente',
  'Producto',
  'Cantidad',
  'Precio',
  'Descuento',
  'Hectáreas',
  'Rendimiento',
  'Inversión',
  'Notas',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_FILE_LABEL = '5 MB';
export const MAX_IMPORT_ROWS = 5000;
export const IMPORT_FILE_EXTENSIONS = ['.xlsx', '.csv'] as const;

export const importQuerySchema = z.object({
  dryRun: z.stringbool().default(false),
});

/** One problem of one row; `column` is null when it concerns the whole row. */
const importRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** A product line as read from the file: a sale line without an id yet, plus its row number. */
const importedSaleItemSchema = saleItemSchema.omit({ id: true }).extend({ row: z.number().int() });

/** A sale as read from the file: the rows sharing one Referencia. */
const importedSaleSchema = z.object({
  reference: z.string(),
  rows: z.array(z.number().int()),
  saleDate: z.string().nullable(),
  seasonId: z.number().int(),
  seasonName: z.string(),
  consultantId: z.number().int(),
  consultantEmail: z.string(),
  clientId: z.number().int(),
  customerName: z.string(),
  notes: z.string().nullable(),
  total: z.number(),
  items: z.array(importedSaleItemSchema),
  /** Set once saved (not in a dry run). */
  id: z.number().int().nullable(),
  folio: z.string().nullable(),
});
export type ImportedSale = z.infer<typeof importedSaleSchema>;

/**
 * The answer of a read file. A dry run always answers it (200), listing every error; a real import
 * answers it (201) only when every sale was saved: otherwise nothing is saved and the error body
 * of docs/design.md §4 lists each error as details [{ path: 'fila 5 · Cantidad', message }].
 */
export const importResultSchema = z.object({
  dryRun: z.boolean(),
  sales: z.array(importedSaleSchema),
  errors: z.array(importRowErrorSchema),
  created: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The details path of a row error: "fila 5 · Cantidad" (or "fila 5" for the whole row). */
export function importErrorPath(error: Pick<ImportRowError, 'row' | 'column'>): string {
  return error.column ? `fila ${error.row} · ${error.column}` : `fila ${error.row}`;
}
