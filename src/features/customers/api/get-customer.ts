// GET /clients/{id}: the customer's detail; 404 when missing or outside the caller's scope.
import type { CustomerDetail } from '../../../../domain/customers.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function getCustomer(id: number): Promise<CustomerDetail> {
  return apiGet<CustomerDetail>(`/clients/${id}`);
}
