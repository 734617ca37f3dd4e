import type { VoucherDetail } from '../../../../../domain/sales-schemas.ts';
import { apiGet } from '../../../../lib/api-client.ts';

export function getVoucher(id: number): Promise<VoucherDetail> {
  return apiGet<VoucherDetail>(`/vouchers/${id}`);
}
