// GET /clients/{id}/matches and POST /clients/{id}/merge: the recorded customers a pending
// self-registration may be, and folding the registration into one of them.
import type { CustomerDetail, CustomerListItem, CustomerMerge } from '../../../../domain/customers.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

export function listRegistrationMatches(id: number): Promise<CustomerListItem[]> {
  return apiGet<CustomerListItem[]>(`/clients/${id}/matches`);
}

export function mergeRegistration(id: number, body: CustomerMerge): Promise<CustomerDetail> {
  return apiPost<CustomerDetail>(`/clients/${id}/merge`, body);
}
