import type { SaleDetail, UpdateSaleInput } from '../../../../domain/sales-schemas.ts';
import { apiPut } from '../../../lib/api-client.ts';

/** PUT /sales/:id with the version read; a stale version answers 409 RECORD_CHANGED. */
export function updateSale(id: number, body: UpdateSaleInput): Promise<SaleDetail> {
  return apiPut<SaleDetail>(`/sales/${id}`, body);
}
