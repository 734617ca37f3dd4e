// Sales and Dkbonos (vouchers): the statuses, payment methods, labels and sorts the lists and the
// API share. No zod here: the sales list is the consultant's first screen; the request and
// answer schemas are in sales-schemas.ts.
export const SALE_STATUSES = ['ACTIVE', 'CANCELLED'] as const;

export const VOUCHER_STATUSES = ['PENDING', 'PARTIAL', 'PAID', 'REDEEMED', 'CANCELLED'] as const;

export const PAYMENT_METHODS = ['EFECTIVO', 'TRANSFERENCIA', 'CHEQUE', 'DEPOSITO'] as const;

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

export const SALE_SORTS = [
  'date:desc',
  'date:asc',
  'total:desc',
  'total:asc',
  'folio:asc',
  'folio:desc',
  'customer:asc',
] as const;

export type SaleStatus = (typeof SALE_STATUSES)[number];
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
