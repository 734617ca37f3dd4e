// POST /clients and PUT /clients/{id}: record a customer or save its changes; both answer the detail.
import type { CustomerDetail, CustomerInput, CustomerUpdate } from '../../../../domain/customers.ts';
import { apiPost, apiPut } from '../../../lib/api-client.ts';

export function createCustomer(body: CustomerInput): Promise<CustomerDetail> {
  return apiPost<CustomerDetail>('/clients', body);
}

/** A stale `version` answers 409 RECORD_CHANGED. */
export function updateCustomer(id: number, body: CustomerUpdate): Promise<CustomerDetail> {
  return apiPut<CustomerDetail>(`/clients/${id}`, body);
}
