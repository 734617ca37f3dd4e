// The customers' server state: every query key of the feature is built here. A change to
// a customer (save, status, approval, merge, client key) invalidates `customerKeys.all`: its lists,
// its page and the pending count; a sale or DKbono of a customer invalidates its records.
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import type { CustomerDetail, CustomerLookups } from '../../../domain/customers.ts';
import { getCustomer } from './api/get-customer.ts';
import { getCustomerLookups } from './api/get-customer-lookups.ts';
import { countPendingCustomers, listCustomers, type CustomerListRequest } from './api/list-customers.ts';
import { listCustomerSales, listCustomerVouchers } from './api/list-customer-records.ts';
import { listRegistrationMatches } from './api/merge-registration.ts';

export const customerKeys = {
  all: queryRoots.customers,
  list: (request: CustomerListRequest) => [...customerKeys.all, 'list', request] as const,
  pendingCount: () => [...customerKeys.all, 'pending-count'] as const,
  lookups: () => [...customerKeys.all, 'lookups'] as const,
  /** A customer's page or form (with what it needs besides the customer). */
  record: (id: number | null, view: 'detail' | 'form', withLookups: boolean) =>
    [...customerKeys.all, 'record', id, view, withLookups] as const,
  records: (id: number, kind: 'sales' | 'vouchers') => [...queryRoots.customerRecords, id, kind] as const,
  matches: (id: number) => [...customerKeys.all, 'matches', id] as const,
};

export interface CustomerPageData {
  customer: CustomerDetail;
  /** The consultants an approver may choose; null for the others, or when they could not be read. */
  lookups: CustomerLookups | null;
}

export const customerQueries = {
  /** A customer's page: the customer and, for approvers, the lookups (the page works without them). */
  page: (id: number, withLookups: boolean) =>
    queryOptions({
      queryKey: customerKeys.record(id, 'detail', withLookups),
      queryFn: async (): Promise<CustomerPageData> => {
        const [customer, lookups] = await Promise.all([
          getCustomer(id),
          withLookups ? getCustomerLookups().catch(() => null) : Promise.resolve(null),
        ]);
        return { customer, lookups };
      },
    }),
  list: (request: CustomerListRequest) =>
    queryOptions({ queryKey: customerKeys.list(request), queryFn: () => listCustomers(request) }),
  pendingCount: () => queryOptions({ queryKey: customerKeys.pendingCount(), queryFn: countPendingCustomers }),
  lookups: () => queryOptions({ queryKey: customerKeys.lookups(), queryFn: getCustomerLookups }),
  sales: (id: number) =>
    queryOptions({ queryKey: customerKeys.records(id, 'sales'), queryFn: () => listCustomerSales(id) }),
  vouchers: (id: number) =>
    queryOptions({ queryKey: customerKeys.records(id, 'vouchers'), queryFn: () => listCustomerVouchers(id) }),
  matches: (id: number) =>
    queryOptions({ queryKey: customerKeys.matches(id), queryFn: () => listRegistrationMatches(id) }),
};

/** Fetches a customer's page ahead of it (its row link pointed at or focused). */
export function prefetchCustomer(id: number, withLookups: boolean): void {
  void queryClient.prefetchQuery(customerQueries.page(id, withLookups));
}

/** After a customer is created or changed in any way. */
export function customersChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: customerKeys.all });
}
