// One page of sales or DKbonos for the current view, through the query cache (issue 14), copied
// into the sale-list atoms (docs/requirements.md §3) for what reads them. The page shows the query's rows: a
// visited view paints from the cache at once, and never the rows of another view.
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { PageMeta } from '../../../domain/pagination.ts';
import type { SaleListItem, VoucherListItem } from '../../../domain/sales.ts';
import { queryState } from '../../lib/query-state.ts';
import { updateSaleListAtom, type SaleListTab } from './atoms.ts';
import type { ListRequest } from './list-query.ts';
import { saleQueries } from './queries.ts';

export type ListLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      sales: SaleListItem[];
      vouchers: VoucherListItem[];
      meta: PageMeta;
      refreshFailed: string | null;
    };

export function useSaleList(tab: SaleListTab, request: ListRequest): { load: ListLoad; reload: () => void } {
  const update = useSetAtom(updateSaleListAtom);
  const sales = queryState(useQuery({ ...saleQueries.saleList(request), enabled: tab === 'sale' }));
  const vouchers = queryState(useQuery({ ...saleQueries.voucherList(request), enabled: tab === 'voucher' }));
  const state = tab === 'sale' ? sales : vouchers;
  const page = state.status === 'ready' ? state.data : null;

  useEffect(() => {
    if (!page) return;
    const { data, ...meta } = page;
    update(tab === 'sale' ? { sales: data, salesPage: meta } : { vouchers: data, vouchersPage: meta });
  }, [page, tab, update]);

  if (state.status !== 'ready') {
    return { load: state.status === 'failed' ? state : { status: 'loading' }, reload: state.retry };
  }
  const { data, page: pageNumber, size, totalPages, totalRecords } = state.data;
  return {
    load: {
      status: 'ready',
      sales: tab === 'sale' ? (data as SaleListItem[]) : [],
      vouchers: tab === 'voucher' ? (data as VoucherListItem[]) : [],
      meta: { page: pageNumber, size, totalPages, totalRecords },
      refreshFailed: state.refreshFailed,
    },
    reload: state.retry,
  };
}
