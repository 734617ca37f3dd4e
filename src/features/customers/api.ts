// Calls of the customers area. For now only the public self-registration (DESIGN §4).
import type { CustomerRegistration } from '../../../domain/customers.ts';
import { apiPost } from '../../lib/api-client.ts';

/** Creates a PENDING customer; a consultant approves it later. */
export async function registerCustomer(body: CustomerRegistration): Promise<void> {
  await apiPost<unknown>('/clients/register', body);
}
