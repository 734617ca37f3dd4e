// PUT /clients/{id}/approve: a self-registered customer gets its consultant and becomes ACTIVE.
import type { CustomerApproval, CustomerDetail } from '../../../../domain/customers.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function approveCustomer(id: number, body: CustomerApproval): Promise<CustomerDetail> {
  return apiPut<CustomerDetail>(`/clients/${id}/approve`, body);
}
