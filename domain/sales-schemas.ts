// Sales and Dkbonos (vouchers): the request and answer shapes shared by the forms and the API
// as zod schemas. Money travels as pesos with 2 decimals; the server computes every total
// in cents. The statuses, labels and sorts are in sales.ts.
import { z } from './zod.ts';
import { recordVersionSchema } from './record-edits.ts';
import { storedDaySchema } from './days-schemas.ts';
import { lineTotalCents, moneySchema, positiveMoneySchema, toCents } from './money.ts';
import { formatCents } from './money-format.ts';
import { atMostTwoDecimals, numeric, recordIdSchema } from './numbers.ts';
import { pagedQuerySchema } from './pagination-schemas.ts';
import { PAYMENT_METHODS, SALE_SORTS, SALE_STATUSES, VOUCHER_STATUSES } from './sales.ts';

const saleStatusSchema = z.enum(SALE_STATUSES);

export const voucherStatusSchema = z.enum(VOUCHER_STATUSES);

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Elige una forma de pago válida.' });

const isoDate = z.iso.date('Usa el formato dd/mm/aaaa.');

const storedDay = storedDaySchema('Usa el formato dd/mm/aaaa.');

const notes = z.string().trim().max(1000, 'Las notas admiten hasta 1000 caracteres.').optional();

const quantity = numeric(
  z
    // A line starts with its quantity empty: say what is missing, not that it is no number.
    .number({
      error: (issue) =>
        issue.input === undefined ? 'Escribe la cantidad de bolsas.' : 'La cantidad debe ser un número.',
    })
    .int('La cantidad debe ser un número entero de bolsas.')
    .min(1, 'La cantidad debe ser al menos 1 bolsa.')
    .max(100_000, 'La cantidad es demasiado grande.'),
);

const measureNumber = (label: string) =>
  z
    .number({ error: `${label} debe ser un número.` })
    .min(0, `${label} no puede ser negativo.`)
    .max(1_000_000, `${label} es demasiado grande.`)
    .refine(atMostTwoDecimals, `${label} admite como máximo 2 decimales.`);

const voucherItemInputSchema = z.object({
  productId: recordIdSchema('Elige un producto.'),
  quantity,
  basePrice: moneySchema('El precio'),
  discount: moneySchema('El descuento').default(0),
});

/**
 * A sale line's hectares or yield: the farmer's figure, or null when not given (empty is not 0);
 * left out of a new line it is not given either.
 */
const optionalMeasure = (label: string) =>
  // Empty text reads as not given.
  numeric(measureNumber(label).optional()).nullable().optional();

export const saleItemInputSchema = voucherItemInputSchema.extend({
  hectares: optionalMeasure('Las hectáreas'),
  productYield: optionalMeasure('El rendimiento'),
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

/** The lines of a sale or a Dkbono as stored: 1 to 50, no discount above its line. */
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

/** Every line of a sale, as the server checks them once an edit's lines are resolved. */
export const saleLinesSchema = z
  .object({ items: items(saleItemInputSchema) })
  .refine(hasPositiveTotal, positiveTotal('de la venta'));

/** Every line of a Dkbono, the same way. */
export const voucherLinesSchema = z
  .object({ items: items(voucherItemInputSchema) })
  .refine(hasPositiveTotal, positiveTotal('del DKbono'));

const voucherLineEdit = {
  id: recordIdSchema('La línea no es válida.').optional(),
  productId: recordIdSchema('Elige un producto.').optional(),
  quantity: quantity.optional(),
  basePrice: moneySchema('El precio').optional(),
  discount: moneySchema('El descuento').optional(),
};

const saleLineEdit = {
  ...voucherLineEdit,
  hectares: optionalMeasure('Las hectáreas'),
  productYield: optionalMeasure('El rendimiento'),
  investment: moneySchema('La inversión').optional(),
};

/**
 * The lines of an edit (docs/decisions.md "A line sent with its id"): a line with the `id` of one
 * of the record's stored lines keeps every field it leaves out; a line without one is new and needs
 * what a new line needs. The discounts and the total are checked on the lines once resolved
 * (`saleLinesSchema`, `voucherLinesSchema`), since a kept field is only known to the server.
 */
const editedItems = <T extends z.ZodRawShape>(shape: T, newLine: z.ZodType) =>
  z
    .array(
      z.object(shape).superRefine((line, ctx) => {
        if ((line as { id?: number }).id !== undefined) return;
        const result = newLine.safeParse(line);
        if (result.success) return;
        for (const issue of result.error.issues) {
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        }
      }),
    )
    .min(1, 'Agrega al menos un producto.')
    .max(50, 'Una operación admite hasta 50 productos.');

export const updateSaleSchema = saleFields
  .omit({ voucherId: true, items: true })
  .extend({ items: editedItems(saleLineEdit, saleItemInputSchema), version: recordVersionSchema });

const voucherFields = {
  seasonId: recordIdSchema('Elige una temporada.'),
  clientId: recordIdSchema('Elige un cliente.'),
  items: items(voucherItemInputSchema),
  notes,
};

export const createVoucherSchema = z
  .object(voucherFields)
  .refine(hasPositiveTotal, positiveTotal('del DKbono'));

export const updateVoucherSchema = z.object({
  ...voucherFields,
  items: editedItems(voucherLineEdit, voucherItemInputSchema),
  version: recordVersionSchema,
});

const voucherPaymentInputSchema = z.object({
  date: storedDay,
  amount: positiveMoneySchema('El monto'),
  method: paymentMethodSchema,
  reference: z.string().trim().max(100, 'La referencia admite hasta 100 caracteres.').optional(),
});

export const voucherPaymentsSchema = z.object({
  /** The version the editor read, required as for every other money edit: a stale one is refused (409 RECORD_CHANGED). */
  version: recordVersionSchema,
  payments: z.array(voucherPaymentInputSchema).max(100, 'Un DKbono admite hasta 100 pagos.'),
});

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

export const voucherListQuerySchema = pagedQuerySchema.extend({
  ...listFilters,
  status: voucherStatusSchema.optional(),
});

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

export const saleItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  basePrice: z.number(),
  discount: z.number(),
  total: z.number(),
  hectares: z.number().nullable(),
  productYield: z.number().nullable(),
  investment: z.number(),
});

/**
 * The customer's phone as recorded: a WhatsApp share opens that farmer's chat. The
 * server always sends it; a record the app builds before the server answers may lack it.
 */
const customerPhone = { customerPhone: z.string().nullable().optional() };

export const saleDetailSchema = saleListItemSchema.extend({
  ...customerPhone,
  notes: z.string().nullable(),
  version: z.number().int(),
  seasonIsOpen: z.boolean(),
  items: z.array(saleItemSchema),
});

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

const voucherItemSchema = saleItemSchema.pick({
  id: true,
  productId: true,
  productCode: true,
  productName: true,
  quantity: true,
  basePrice: true,
  discount: true,
  total: true,
});

const voucherPaymentSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  amount: z.number(),
  method: paymentMethodSchema,
  reference: z.string().nullable(),
  /**
   * The code of the farmer's receipt page (/r/<code>). The server always sends it (null
   * for a payment without a receipt); a payment the app holds but has not sent yet has none.
   */
  receiptCode: z.string().nullable().optional(),
});

export const voucherDetailSchema = voucherListItemSchema.extend({
  ...customerPhone,
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

export type CreateSaleInput = z.infer<typeof createSaleSchema>;
export type UpdateSaleInput = z.infer<typeof updateSaleSchema>;
export type CreateVoucherInput = z.infer<typeof createVoucherSchema>;
export type UpdateVoucherInput = z.infer<typeof updateVoucherSchema>;
export type VoucherPaymentsInput = z.infer<typeof voucherPaymentsSchema>;
export type SaleListQuery = z.infer<typeof saleListQuerySchema>;
export type VoucherListQuery = z.infer<typeof voucherListQuerySchema>;
export type SaleListItem = z.infer<typeof saleListItemSchema>;
export type SaleDetail = z.infer<typeof saleDetailSchema>;
export type VoucherListItem = z.infer<typeof voucherListItemSchema>;
export type VoucherDetail = z.infer<typeof voucherDetailSchema>;
