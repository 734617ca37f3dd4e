// Sales and Dkbonos (vouchers): the request and answer shapes shared by the forms and the API
// (issue 3). Money travels as pesos with 2 decimals; the server computes every total in cents.
import { z } from './zod.ts';
import { recordVersionSchema } from './record-edits.ts';
import { storedDaySchema } from './days.ts';
import { lineTotalCents, moneySchema, positiveMoneySchema, toCents } from './money.ts';
import { formatCents } from './money-format.ts';
import { atMostTwoDecimals, numeric, recordIdSchema } from './numbers.ts';
import { pagedQuerySchema } from './pagination-schemas.ts';

export const SALE_STATUSES = ['ACTIVE', 'CANCELLED'] as const;
export const saleStatusSchema = z.enum(SALE_STATUSES);
export type SaleStatus = z.infer<typeof saleStatusSchema>;

export const VOUCHER_STATUSES = ['PENDING', 'PARTIAL', 'PAID', 'REDEEMED', 'CANCELLED'] as const;
export const voucherStatusSchema = z.enum(VOUCHER_STATUSES);
export type VoucherStatus = z.infer<typeof voucherStatusSchema>;

export const PAYMENT_METHODS = ['EFECTIVO', 'TRANSFERENCIA', 'CHEQUE', 'DEPOSITO'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Elige una forma de pago válida.' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const SALE_STATUS_LABELS: Record<SaleStatus, string> = { ACTIVE: 'Activa', CANCELLED: 'Cancelada' };
export const VOUCHER_STATUS_LABELS: Record<VoucherStatus, string> = {
  PENDING: 'Pendiente',
  PARTIAL: 'Pago parcial',
  PAID: 'Pagado',
  REDEEMED: 'Canjeado',
  CANCELLED: 'Cancelado',
};
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  EFECTIVO: 'Efectivo',
  TRANSFERENCIA: 'Transferencia',
  CHEQUE: 'Cheque',
  DEPOSITO: 'Depósito',
};

/** docs/design.md §8: a Dkbono's status follows the paid sum (REDEEMED and CANCELLED are set by actions). */
export function voucherStatusFor(paidCents: number, totalCents: number): 'PENDING' | 'PARTIAL' | 'PAID' {
  if (paidCents <= 0) return 'PENDING';
  return paidCents >= totalCents ? 'PAID' : 'PARTIAL';
}

const isoDate = z.iso.date('Usa el formato dd/mm/aaaa.');
const storedDay = storedDaySchema('Usa el formato dd/mm/aaaa.');
const notes = z.string().trim().max(1000, 'Las notas admiten hasta 1000 caracteres.').optional();
const quantity = numeric(
  z
    // A line starts with its quantity empty (issue 23): say what is missing, not that it is no number.
    .number({
      error: (issue) =>
        issue.input === undefined ? 'Escribe la cantidad de bolsas.' : 'La cantidad debe ser un número.',
    })
    .int('La cantidad debe ser un número entero de bolsas.')
    .min(1, 'La cantidad debe ser al menos 1 bolsa.')
    .max(100_000, 'La cantidad es demasiado grande.'),
);
const measure = (label: string) =>
  numeric(
    z
      .number({ error: `${label} debe ser un número.` })
      .min(0, `${label} no puede ser negativo.`)
      .max(1_000_000, `${label} es demasiado grande.`)
      .refine(atMostTwoDecimals, `${label} admite como máximo 2 decimales.`)
      .default(0),
  );

export const voucherItemInputSchema = z.object({
  productId: recordIdSchema('Elige un producto.'),
  quantity,
  basePrice: moneySchema('El precio'),
  discount: moneySchema('El descuento').default(0),
});

export const saleItemInputSchema = voucherItemInputSchema.extend({
  hectares: measure('Las hectáreas'),
  productYield: measure('El rendimiento'),
  investment: moneySchema('La inversión').default(0),
});

/** A line as priced: bags, price per bag and the line's discount, in pesos. */
interface PricedInput {
  quantity: number;
  basePrice: number;
  discount: number;
}

/**
 * docs/decisions.md "Discounts": the discount is the whole line's (total = bags × price − discount),
 * so it is never more than bags × price. The field's message of a line whose discount is, or null;
 * sales, DKbonos and the import all ask this.
 */
export function lineDiscountIssue(item: PricedInput): string | null {
  const grossCents = item.quantity * toCents(item.basePrice);
  if (toCents(item.discount) <= grossCents) return null;
  return `El descuento no puede ser mayor que el importe de la línea (${formatCents(grossCents)}).`;
}

const items = <T extends z.ZodType<PricedInput>>(item: T) =>
  z
    .array(item)
    .min(1, 'Agrega al menos un producto.')
    .max(50, 'Una operación admite hasta 50 productos.')
    .superRefine((lines, ctx) => {
      for (const [index, line] of lines.entries()) {
        const message = lineDiscountIssue(line);
        if (message) ctx.addIssue({ code: 'custom', path: [index, 'discount'], message });
      }
    });

/** Lines totalling 0 make a sale or a Dkbono worth nothing (a Dkbono no payment could settle): refused. */
const hasPositiveTotal = (input: { items: PricedInput[] }) =>
  input.items.some(
    (item) => lineTotalCents(item.quantity, toCents(item.basePrice), toCents(item.discount)) > 0,
  );
const positiveTotal = (what: 'de la venta' | 'del DKbono') => ({
  path: ['items'],
  message: `El total ${what} debe ser mayor a cero.`,
});

const saleFields = z.object({
  seasonId: recordIdSchema('Elige una temporada.'),
  clientId: recordIdSchema('Elige un cliente.'),
  voucherId: recordIdSchema('El DKbono no es válido.').optional(),
  saleDate: storedDay.optional(),
  items: items(saleItemInputSchema),
  notes,
});

export const createSaleSchema = saleFields.refine(hasPositiveTotal, positiveTotal('de la venta'));
export type CreateSaleInput = z.infer<typeof createSaleSchema>;

export const updateSaleSchema = saleFields
  .omit({ voucherId: true })
  .extend({ version: recordVersionSchema })
  .refine(hasPositiveTotal, positiveTotal('de la venta'));
export type UpdateSaleInput = z.infer<typeof updateSaleSchema>;

const voucherFields = {
  seasonId: recordIdSchema('Elige una temporada.'),
  clientId: recordIdSchema('Elige un cliente.'),
  items: items(voucherItemInputSchema),
  notes,
};

export const createVoucherSchema = z
  .object(voucherFields)
  .refine(hasPositiveTotal, positiveTotal('del DKbono'));
export type CreateVoucherInput = z.infer<typeof createVoucherSchema>;

export const updateVoucherSchema = z
  .object({ ...voucherFields, version: recordVersionSchema })
  .refine(hasPositiveTotal, positiveTotal('del DKbono'));
export type UpdateVoucherInput = z.infer<typeof updateVoucherSchema>;

export const voucherPaymentInputSchema = z.object({
  date: storedDay,
  amount: positiveMoneySchema('El monto'),
  method: paymentMethodSchema,
  reference: z.string().trim().max(100, 'La referencia admite hasta 100 caracteres.').optional(),
});
export const voucherPaymentsSchema = z.object({
  /** The version the editor read (the app sends it): a stale one is refused. docs/requirements.md §7 leaves it out. */
  version: recordVersionSchema.optional(),
  payments: z.array(voucherPaymentInputSchema).max(100, 'Un DKbono admite hasta 100 pagos.'),
});
export type VoucherPaymentsInput = z.infer<typeof voucherPaymentsSchema>;

export const SALE_SORTS = [
  'date:desc',
  'date:asc',
  'total:desc',
  'total:asc',
  'folio:asc',
  'folio:desc',
  'customer:asc',
] as const;

const listFilters = {
  q: z.string().trim().max(100).optional(),
  seasonId: recordIdSchema('La temporada no es válida.').optional(),
  clientId: recordIdSchema('El cliente no es válido.').optional(),
  consultantId: recordIdSchema('El consultor no es válido.').optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  sort: z.enum(SALE_SORTS).default('date:desc'),
};

export const saleListQuerySchema = pagedQuerySchema.extend({
  ...listFilters,
  status: saleStatusSchema.optional(),
});
export type SaleListQuery = z.infer<typeof saleListQuerySchema>;
export const voucherListQuerySchema = pagedQuerySchema.extend({
  ...listFilters,
  status: voucherStatusSchema.optional(),
});
export type VoucherListQuery = z.infer<typeof voucherListQuerySchema>;

const party = {
  clientId: z.number().int(),
  customerName: z.string(),
  seasonId: z.number().int(),
  seasonName: z.string(),
  consultantId: z.number().int(),
  consultantName: z.string(),
};

export const saleListItemSchema = z.object({
  id: z.number().int(),
  folio: z.string(),
  saleDate: z.string(),
  ...party,
  total: z.number(),
  status: saleStatusSchema,
  voucherId: z.number().int().nullable(),
  voucherFolio: z.string().nullable(),
});
export type SaleListItem = z.infer<typeof saleListItemSchema>;

export const saleItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  basePrice: z.number(),
  discount: z.number(),
  total: z.number(),
  hectares: z.number(),
  productYield: z.number(),
  investment: z.number(),
});
export const saleDetailSchema = saleListItemSchema.extend({
  notes: z.string().nullable(),
  version: z.number().int(),
  seasonIsOpen: z.boolean(),
  items: z.array(saleItemSchema),
});
export type SaleDetail = z.infer<typeof saleDetailSchema>;

export const voucherListItemSchema = z.object({
  id: z.number().int(),
  folio: z.string(),
  createdAt: z.string(),
  ...party,
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  status: voucherStatusSchema,
  saleId: z.number().int().nullable(),
  /** The folio of the sale it was redeemed into, beside its id. */
  saleFolio: z.string().nullable(),
});
export type VoucherListItem = z.infer<typeof voucherListItemSchema>;

export const voucherItemSchema = saleItemSchema.pick({
  id: true,
  productId: true,
  productCode: true,
  productName: true,
  quantity: true,
  basePrice: true,
  discount: true,
  total: true,
});
export const voucherPaymentSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  amount: z.number(),
  method: paymentMethodSchema,
  reference: z.string().nullable(),
});
export const voucherDetailSchema = voucherListItemSchema.extend({
  notes: z.string().nullable(),
  version: z.number().int(),
  /** Whether its season takes sales, and from when: a paid Dkbono is redeemed only then. */
  seasonIsOpen: z.boolean(),
  seasonStartDate: z.string(),
  /** Its season's last day: the last day a payment may carry (domain/days.ts paymentDayRange). */
  seasonEndDate: z.string(),
  /** Whether its season still takes Dkbonos: only then may an untouched one be edited. */
  seasonIsVoucherOpen: z.boolean(),
  items: z.array(voucherItemSchema),
  payments: z.array(voucherPaymentSchema),
});
export type VoucherDetail = z.infer<typeof voucherDetailSchema>;
