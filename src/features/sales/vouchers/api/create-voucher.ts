import type { CreateVoucherInput, VoucherDetail } from '../../../../../domain/sales-schemas.ts';
import { apiPost } from '../../../../lib/api-client.ts';

/** POST /vouchers; the key makes a retried submission return the first answer instead of a second Dkbono. */
export function createVoucher(body: CreateVoucherInput, idempotencyKey: string): Promise<VoucherDetail> {
  return apiPost<VoucherDetail>('/vouchers', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
