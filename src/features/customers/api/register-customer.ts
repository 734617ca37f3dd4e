// POST /clients/register (public): creates a PENDING customer; staff approve it later.
import type { CustomerRegistration } from '../../../../domain/customers.ts';
import { apiPost } from '../../../lib/api-client.ts';

export async function registerCustomer(body: CustomerRegistration): Promise<void> {
  await apiPost<unknown>('/clients/register', body);
}
