// The sales' and DKbonos' server state: every query key of the feature is built here.
// A sale or DKbono written invalidates the sales, the DKbonos (a redemption changes its DKbono),
// the seasons' inventories and the customers' records (src/lib/query-keys.ts).
import { hashKey, queryOptions, type QueryKey } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { getSale } from './api/get-sale.ts';
import { getSeasonSummary } from './api/get-season-summary.ts';
import { getVoucher } from './vouchers/api/get-voucher.ts';
import { getPaymentReceipt } from './vouchers/api/get-payment-receipt.ts';
import { isApiError } from '../../lib/api-client.ts';
import { listSales } from './api/list-sales.ts';
import { listSeasonOptions } from './api/list-season-options.ts';
import { listVouchers } from './vouchers/api/list-vouchers.ts';
import type { ListRequest } from './list-query.ts';

export const saleKeys = {
  sales: queryRoots.sales,
  vouchers: queryRoots.vouchers,
  saleList: (request: ListRequest) => [...queryRoots.sales, 'list', request] as const,
  saleDetail: (id: number) => [...queryRoots.sales, 'detail', id] as const,
  /** The figure strip above the list: one season or every season (null), in the caller's scope. */
  seasonSummary: (seasonId: number | null) => [...queryRoots.sales, 'summary', seasonId] as const,
  /** What a sale form needs (lookups, the sale or the DKbono redeemed): `what` names the form. */
  saleForm: (what: string) => [...queryRoots.sales, 'form', what] as const,
  voucherList: (request: ListRequest) => [...queryRoots.vouchers, 'list', request] as const,
  voucherDetail: (id: number) => [...queryRoots.vouchers, 'detail', id] as const,
  voucherForm: (what: string) => [...queryRoots.vouchers, 'form', what] as const,
  /** A farmer's receipt, public. */
  paymentReceipt: (code: string) => [...queryRoots.vouchers, 'receipt', code] as const,
  seasonOptions: () => [...queryRoots.seasons, 'options'] as const,
};

export const saleQueries = {
  saleList: (request: ListRequest) =>
    queryOptions({ queryKey: saleKeys.saleList(request), queryFn: () => listSales(request) }),
  saleDetail: (id: number) => queryOptions({ queryKey: saleKeys.saleDetail(id), queryFn: () => getSale(id) }),
  seasonSummary: (seasonId: number | null) =>
    queryOptions({ queryKey: saleKeys.seasonSummary(seasonId), queryFn: () => getSeasonSummary(seasonId) }),
  voucherList: (request: ListRequest) =>
    queryOptions({ queryKey: saleKeys.voucherList(request), queryFn: () => listVouchers(request) }),
  voucherDetail: (id: number) =>
    queryOptions({ queryKey: saleKeys.voucherDetail(id), queryFn: () => getVoucher(id) }),
  seasonOptions: () => queryOptions({ queryKey: saleKeys.seasonOptions(), queryFn: listSeasonOptions }),
  paymentReceipt: (code: string) =>
    queryOptions({
      queryKey: saleKeys.paymentReceipt(code),
      queryFn: () => getPaymentReceipt(code),
      // An unknown code stays unknown: no retries before "Recibo no encontrado".
      retry: (count, error) => !(isApiError(error) && error.statusCode === 404) && count < 2,
    }),
};

/** Fetches a record ahead of its page (a row link pointed at or focused); cached answers stay. */
export const prefetchSale = (id: number) => void queryClient.prefetchQuery(saleQueries.saleDetail(id));
export const prefetchVoucher = (id: number) => void queryClient.prefetchQuery(saleQueries.voucherDetail(id));

/**
 * After a sale or a DKbono is created, changed, paid, cancelled, redeemed, deleted or imported.
 * `answered`: a record whose cached copy was just replaced by the server's answer, not asked again.
 */
export async function salesChanged(answered?: QueryKey): Promise<void> {
  const skip = answered ? hashKey(answered) : null;
  await Promise.all(
    [queryRoots.sales, queryRoots.vouchers, queryRoots.seasonInventories, queryRoots.customerRecords].map(
      (queryKey) =>
        queryClient.invalidateQueries({ queryKey, predicate: (query) => query.queryHash !== skip }),
    ),
  );
}
