import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { appStore, clearLocalSession } from '../../lib/session.ts';
import {
  currentTabAtom,
  removeSaleAtom,
  replaceVoucherAtom,
  saleListAtom,
  updateSaleListAtom,
} from './atoms.ts';

describe('sale-list state', () => {
  it('starts with the defaults of docs/requirements.md §3: tab sale, empty lists, page 1 of size 10 with no records', () => {
    const store = createStore();
    expect(store.get(saleListAtom)).toEqual({
      sales: [],
      vouchers: [],
      currentTab: 'sale',
      availableCustomers: [],
      openedSeasons: [],
      products: [],
      salesPage: { page: 1, size: 10, totalPages: 0, totalRecords: 0, countKind: 'exact' },
      vouchersPage: { page: 1, size: 10, totalPages: 0, totalRecords: 0, countKind: 'exact' },
    });
  });

  it('switches tab and merges loaded pages', () => {
    const store = createStore();
    store.set(currentTabAtom, 'voucher');
    store.set(updateSaleListAtom, {
      sales: [{ id: 1 }, { id: 2 }],
      salesPage: { page: 1, size: 10, totalPages: 1, totalRecords: 2, countKind: 'exact' },
    });
    expect(store.get(saleListAtom).currentTab).toBe('voucher');
    expect(store.get(saleListAtom).sales).toHaveLength(2);
  });

  it('removes a deleted sale and counts one record less', () => {
    const store = createStore();
    store.set(updateSaleListAtom, {
      sales: [{ id: 1 }, { id: 2 }],
      salesPage: { page: 1, size: 10, totalPages: 1, totalRecords: 2, countKind: 'exact' },
    });
    store.set(removeSaleAtom, 1);
    expect(store.get(saleListAtom).sales).toEqual([{ id: 2 }]);
    expect(store.get(saleListAtom).salesPage.totalRecords).toBe(1);
  });

  it('replaces a voucher with the server answer after a payments update', () => {
    const store = createStore();
    store.set(updateSaleListAtom, {
      vouchers: [
        { id: 7, paid: 0 },
        { id: 8, paid: 0 },
      ],
    });
    store.set(replaceVoucherAtom, { id: 7, paid: 500 } as { id: number });
    expect(store.get(saleListAtom).vouchers).toEqual([
      { id: 7, paid: 500 },
      { id: 8, paid: 0 },
    ]);
  });

  it('forgets the list when the session ends (docs/requirements.md §4 logout)', () => {
    appStore.set(updateSaleListAtom, { sales: [{ id: 7 }], currentTab: 'voucher' });

    clearLocalSession();

    expect(appStore.get(saleListAtom).sales).toEqual([]);
    expect(appStore.get(saleListAtom).currentTab).toBe('sale');
  });
});
