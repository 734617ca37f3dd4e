// The sale-list state of docs/requirements.md §3, shared by the sale and Dkbono tabs: the loaded rows, the current
// tab (default 'sale'), the lookups the forms need, and pagination with the defaults of docs/requirements.md §3.
import { atom } from 'jotai';
import type { EnabledProduct, Season } from '../../../domain/catalog.ts';
import type { CustomerOption } from '../../../domain/customers.ts';
import { EMPTY_PAGE_META, type PageMeta } from '../../../domain/pagination.ts';
import { sessionScopedAtom } from '../../lib/session.ts';

export type SaleListTab = 'sale' | 'voucher';

export interface SaleListState<Sale = unknown, Voucher = unknown> {
  sales: Sale[];
  vouchers: Voucher[];
  currentTab: SaleListTab;
  availableCustomers: CustomerOption[];
  openedSeasons: Season[];
  products: EnabledProduct[];
  salesPage: PageMeta;
  vouchersPage: PageMeta;
}

export function initialSaleListState(): SaleListState {
  return {
    sales: [],
    vouchers: [],
    currentTab: 'sale',
    availableCustomers: [],
    openedSeasons: [],
    products: [],
    salesPage: { ...EMPTY_PAGE_META },
    vouchersPage: { ...EMPTY_PAGE_META },
  };
}

// The list belongs to the signed-in user: sign-out resets it (its remembered filters live in
// src/lib/list-return.ts, reset at sign-out too).
const saleListBaseAtom = sessionScopedAtom<SaleListState>(initialSaleListState);

export const saleListAtom = atom((get) => get(saleListBaseAtom));

export const currentTabAtom = atom(
  (get) => get(saleListBaseAtom).currentTab,
  (get, set, tab: SaleListTab) => set(saleListBaseAtom, { ...get(saleListBaseAtom), currentTab: tab }),
);

/** Merges a partial update (e.g. a fetched page, or the lookups loaded before a form opens). */
export const updateSaleListAtom = atom(null, (get, set, patch: Partial<SaleListState>) =>
  set(saleListBaseAtom, { ...get(saleListBaseAtom), ...patch }),
);

/** docs/requirements.md §4: deleting a sale removes it from the list. */
export const removeSaleAtom = atom(null, (get, set, saleId: number) => {
  const state = get(saleListBaseAtom);
  const sales = (state.sales as Array<{ id: number }>).filter((sale) => sale.id !== saleId);
  const removed = state.sales.length - sales.length;
  set(saleListBaseAtom, {
    ...state,
    sales,
    salesPage: { ...state.salesPage, totalRecords: Math.max(0, state.salesPage.totalRecords - removed) },
  });
});

/** docs/requirements.md §4: a voucher payments update replaces the stored voucher with the server response. */
export const replaceVoucherAtom = atom(null, (get, set, voucher: { id: number }) => {
  const state = get(saleListBaseAtom);
  set(saleListBaseAtom, {
    ...state,
    vouchers: (state.vouchers as Array<{ id: number }>).map((v) => (v.id === voucher.id ? voucher : v)),
  });
});

export const resetSaleListAtom = atom(null, (_get, set) => set(saleListBaseAtom, initialSaleListState()));
