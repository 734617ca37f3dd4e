// GET /sales/{id} (docs/requirements.md §7): the sale with its product lines; 404 when missing or not the caller's.
import type { SaleDetail } from '../../../../domain/sales-schemas.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function getSale(id: number): Promise<SaleDetail> {
  return apiGet<SaleDetail>(`/sales/${id}`);
}
