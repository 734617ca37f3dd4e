// One page of sales or DKbonos for the current view, through the query cache. Only the
// shown tab's query runs; a visited view paints from the cache at once, and never the rows of
// another view.
import { useQuery } from '@tanstack/react-query';
import { queryState } from '../../lib/query-state.ts';
import type { ListRequest } from './list-query.ts';
import type { SaleListTab } from './paths.ts';
import { saleQueries } from './queries.ts';

/** The rows of the tab shown, asked for once `isViewSettled` (the default view is in the address). */
export function useSaleList(tab: SaleListTab, request: ListRequest, isViewSettled: boolean) {
  const sales = queryState(
    useQuery({ ...saleQueries.saleList(request), enabled: tab === 'sale' && isViewSettled }),
  );
  const vouchers = queryState(
    useQuery({ ...saleQueries.voucherList(request), enabled: tab === 'voucher' && isViewSettled }),
  );
  return { sales, vouchers };
}
