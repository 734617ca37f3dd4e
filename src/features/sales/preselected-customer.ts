// The customer a new sale or Dkbono starts with when opened from the customer's record
// (?clientId=): only one the form offers (an active customer of the caller's), else none.
import type { CustomerOption } from '../../../domain/customers.ts';

export function preselectedCustomer(customers: CustomerOption[], wanted: string | null): string {
  if (!wanted) return '';
  return customers.some((customer) => String(customer.id) === wanted) ? wanted : '';
}
