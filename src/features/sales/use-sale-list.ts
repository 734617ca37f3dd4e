// One page of sales or DKbonos for the current view, through the query cache (issue 14), copied
// into the sale-list atoms (docs/requirements.md §3) for what reads them. Only the shown tab's
// query runs; a visited view paints from the cache at once, and never the rows of another view.
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { queryState } from '../../lib/query-state.ts';
import { updateSaleListAtom, type SaleListTab } from './atoms.ts';
import type { ListRequest } from './list-query.ts';
import { saleQueries } from './queries.ts';

/** The rows of the tab shown, asked for once `isViewSettled` (the default view is in the address). */
export function useSaleList(tab: SaleListTab, request: ListRequest, isViewSettled: boolean) {
  const update = useSetAtom(updateSaleListAtom);
  const sales = queryState(
    useQuery({ ...saleQueries.saleList(request), enabled: tab === 'sale' && isViewSettled }),
  );
  const vouchers = queryState(
    useQuery({ ...saleQueries.voucherList(request), enabled: tab === 'voucher' && isViewSettled }),
  );
  const salesPage = sales.status === 'ready' ? sales.data : null;
  const vouchersPage = vouchers.status === 'ready' ? vouchers.data : null;

  useEffect(() => {
    if (tab !== 'sale' || !salesPage) return;
    const { data, ...meta } = salesPage;
    update({ sales: data, salesPage: meta });
  }, [salesPage, tab, update]);
  useEffect(() => {
    if (tab !== 'voucher' || !vouchersPage) return;
    const { data, ...meta } = vouchersPage;
    update({ vouchers: data, vouchersPage: meta });
  }, [vouchersPage, tab, update]);

  return { sales, vouchers };
}
