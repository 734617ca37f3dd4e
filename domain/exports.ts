// Exports of the sale, DKbono and customer lists: the rows of the list's filters or only
// the selected ones, with the columns a person picks, as .xlsx or .csv. The column keys and their
// Spanish headers are the whitelist the server accepts and the dialog offers.
import { z } from './zod.ts';
import { recordIdSchema } from './numbers.ts';
import { customerListQuerySchema } from './customers.ts';
import { saleListQuerySchema, voucherListQuerySchema } from './sales-schemas.ts';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = { xlsx: 'Excel (.xlsx)', csv: 'CSV' };

/** The most selected rows one export names (a selection made on screen). */
const MAX_EXPORT_IDS = 1000;

/** The first columns of a sale and of a DKbono: both are a folio of a customer's season. */
const FOLIO_COLUMNS = {
  folio: 'Folio',
  date: 'Fecha',
  customer: 'Cliente',
  season: 'Temporada',
  consultant: 'Consultor',
  total: 'Total',
} as const;

export const SALE_EXPORT_COLUMNS = { ...FOLIO_COLUMNS, status: 'Estado', voucher: 'DKbono' } as const;

export const VOUCHER_EXPORT_COLUMNS = {
  ...FOLIO_COLUMNS,
  paid: 'Pagado',
  balance: 'Saldo',
  status: 'Estado',
  sale: 'Canjeado en venta',
} as const;

export const CUSTOMER_EXPORT_COLUMNS = {
  name: 'Nombre',
  phone: 'Teléfono',
  email: 'Correo',
  taxId: 'RFC',
  state: 'Estado',
  municipality: 'Municipio',
  zone: 'Zona',
  consultant: 'Consultor',
  hectares: 'Hectáreas',
  status: 'Estatus',
  createdAt: 'Alta',
} as const;

type ExportColumnKey<C extends Record<string, string>> = Extract<keyof C, string>;

const commaList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : value;

/**
 * The export's own query parameters, beside the list's filters and sort: `format`, `columns` (comma
 * separated keys of `columns`, in the order wanted), optional `ids` (comma separated) and optional
 * `check=true`: only check the request (its filters, columns, rows and the caller's right to them)
 * and answer 204, so the app can show a refusal in words before the browser follows the link.
 */
function exportQueryFields<C extends Record<string, string>>(columns: C) {
  const keys = Object.keys(columns);
  return {
    format: z.enum(EXPORT_FORMATS, { error: 'El formato debe ser xlsx o csv.' }),
    columns: z.preprocess(
      commaList,
      z
        .array(
          z.string().refine((key) => keys.includes(key), {
            error: (issue) => `La columna «${String(issue.input)}» no se puede exportar.`,
          }),
          { error: 'Elige las columnas a exportar.' },
        )
        .min(1, 'Elige al menos una columna.')
        .max(keys.length, 'Hay columnas repetidas.')
        .refine((list) => new Set(list).size === list.length, 'Hay columnas repetidas.')
        .transform((list) => list as ExportColumnKey<C>[]),
    ),
    ids: z.preprocess(
      commaList,
      z
        .array(recordIdSchema('Las filas elegidas no son válidas.'))
        .min(1, 'Elige al menos una fila.')
        .max(
          MAX_EXPORT_IDS,
          `Se pueden exportar hasta ${MAX_EXPORT_IDS} filas elegidas; usa los filtros para más.`,
        )
        .optional(),
    ),
    check: z.stringbool({ error: 'Debe ser true o false.' }).optional(),
  };
}

export const saleExportQuerySchema = saleListQuerySchema
  .omit({ page: true, size: true })
  .extend(exportQueryFields(SALE_EXPORT_COLUMNS));
export type SaleExportQuery = z.infer<typeof saleExportQuerySchema>;

export const voucherExportQuerySchema = voucherListQuerySchema
  .omit({ page: true, size: true })
  .extend(exportQueryFields(VOUCHER_EXPORT_COLUMNS));
export type VoucherExportQuery = z.infer<typeof voucherExportQuerySchema>;

export const customerExportQuerySchema = customerListQuerySchema.extend(
  exportQueryFields(CUSTOMER_EXPORT_COLUMNS),
);
export type CustomerExportQuery = z.infer<typeof customerExportQuerySchema>;
