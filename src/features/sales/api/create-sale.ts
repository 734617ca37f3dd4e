import type { CreateSaleInput, SaleDetail } from '../../../../domain/sales-schemas.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /sales; the key makes a retried submission return the first answer instead of selling twice. */
export function createSale(body: CreateSaleInput, idempotencyKey: string): Promise<SaleDetail> {
  return apiPost<SaleDetail>('/sales', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
