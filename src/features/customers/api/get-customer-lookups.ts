// GET /clients/lookups: the consultants the caller may assign or filter by, and the production types.
import type { CustomerLookups } from '../../../../domain/customers.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function getCustomerLookups(): Promise<CustomerLookups> {
  return apiGet<CustomerLookups>('/clients/lookups');
}
