// POST /clients and PUT /clients/{id}: record a customer or save its changes; both answer the detail.
import type { CustomerDetail, CustomerInput, CustomerUpdate } from '../../../../domain/customers.ts';
import { apiPost, apiPut } from '../../../lib/api-client.ts';

/** The key makes a retried submission (or the outbox's send of it) return the first answer. */
export function createCustomer(body: CustomerInput, idempotencyKey: string): Promise<CustomerDetail> {
  return apiPost<CustomerDetail>('/clients', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** A stale `version` answers 409 RECORD_CHANGED. */
export function updateCustomer(
  id: number,
  body: CustomerUpdate,
  idempotencyKey: string,
): Promise<CustomerDetail> {
  return apiPut<CustomerDetail>(`/clients/${id}`, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
