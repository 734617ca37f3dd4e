import type { UpdateVoucherInput, VoucherDetail } from '../../../../../domain/sales-schemas.ts';
import { apiPut } from '../../../../lib/api-client.ts';

/** PUT /vouchers/:id: allowed only while nothing is paid. */
export function updateVoucher(id: number, body: UpdateVoucherInput): Promise<VoucherDetail> {
  return apiPut<VoucherDetail>(`/vouchers/${id}`, body);
}
