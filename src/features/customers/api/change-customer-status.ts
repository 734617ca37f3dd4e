// PUT /clients/{id}/status: ACTIVE or INACTIVE (an inactive customer's farmer cannot sign in).
import type { CustomerDetail, CustomerStatusChange } from '../../../../domain/customers.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function changeCustomerStatus(id: number, body: CustomerStatusChange): Promise<CustomerDetail> {
  return apiPut<CustomerDetail>(`/clients/${id}/status`, body);
}
