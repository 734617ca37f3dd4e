// GET /clients: one page of the customers the caller may see, with the list's filters and sort.
import type { CustomerListItem, CustomerSort } from '../../../../domain/customers.ts';
import type { Page } from '../../../../domain/pagination.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { CustomerFilters } from '../list-query.ts';

export type CustomerListRequest = CustomerFilters & { page: number; size: number; sort: CustomerSort };

export function listCustomers(query: CustomerListRequest): Promise<Page<CustomerListItem>> {
  return apiGet<Page<CustomerListItem>>('/clients', { ...query });
}

/** How many self-registered customers wait for approval in the caller's scope. */
export async function countPendingCustomers(): Promise<number> {
  const page = await apiGet<Page<CustomerListItem>>('/clients', { page: 1, size: 1, status: 'PENDING' });
  return page.totalRecords;
}
