import type { VoucherDetail, VoucherPaymentsInput } from '../../../../../domain/sales-schemas.ts';
import { apiPut } from '../../../../lib/api-client.ts';

/** docs/requirements.md §4: replaces the payment list and answers the whole updated Dkbono. */
export function updateVoucherPayments(
  id: number,
  body: VoucherPaymentsInput,
  idempotencyKey: string,
): Promise<VoucherDetail> {
  return apiPut<VoucherDetail>(`/vouchers/${id}/payments`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
