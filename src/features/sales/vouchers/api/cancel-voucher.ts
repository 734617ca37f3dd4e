import type { VoucherDetail } from '../../../../../domain/sales-schemas.ts';
import { apiPut } from '../../../../lib/api-client.ts';

/** PUT /vouchers/:id/cancel: allowed only while nothing is paid; answers the cancelled Dkbono. */
export function cancelVoucher(id: number): Promise<VoucherDetail> {
  return apiPut<VoucherDetail>(`/vouchers/${id}/cancel`);
}
