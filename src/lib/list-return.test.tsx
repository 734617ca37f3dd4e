import { cleanup, renderHook } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastListSearchAtom, useListReturn, useRememberListSearch } from './list-return.ts';
import { appStore, clearLocalSession } from './session.ts';

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={appStore}>{children}</Provider>;
}

/** A list page showing `search`, and the way back to lists from a record's page. */
function renderList(pathname: string, search: string) {
  return renderHook(
    ({ shown }) => {
      useRememberListSearch(pathname, shown);
      return useListReturn();
    },
    { wrapper, initialProps: { shown: search } },
  );
}

beforeEach(() => appStore.set(lastListSearchAtom, {}));
afterEach(cleanup);

describe('list return', () => {
  it('returns to a list with the query it last showed, each list by its own path', () => {
    const sales = renderList('/dashboard/sales/list/sale', 'q=maiz&page=3');
    renderList('/dashboard/sales/list/voucher', 'status=PAID');

    sales.rerender({ shown: 'q=maiz&page=4&sort=total%3Adesc' });

    const listReturn = sales.result.current;
    expect(listReturn('/dashboard/sales/list/sale')).toBe(
      '/dashboard/sales/list/sale?q=maiz&page=4&sort=total%3Adesc',
    );
    expect(listReturn('/dashboard/sales/list/voucher')).toBe('/dashboard/sales/list/voucher?status=PAID');
    expect(listReturn('/dashboard/customers')).toBe('/dashboard/customers');
  });

  it('returns to the bare list when it showed no query, and keeps an address that has its own', () => {
    const list = renderList('/dashboard/sales/list/sale', 'q=maiz');
    list.rerender({ shown: '' });

    expect(list.result.current('/dashboard/sales/list/sale')).toBe('/dashboard/sales/list/sale');
    list.rerender({ shown: 'q=maiz' });
    expect(list.result.current('/dashboard/sales/list/sale?status=CANCELLED')).toBe(
      '/dashboard/sales/list/sale?status=CANCELLED',
    );
  });

  it('finds a list opened with a trailing slash under its plain path', () => {
    const partners = renderList('/dashboard/partners/list/SILAGE_PRODUCER/', 'q=ensilados&page=2');

    expect(partners.result.current('/dashboard/partners/list/SILAGE_PRODUCER')).toBe(
      '/dashboard/partners/list/SILAGE_PRODUCER?q=ensilados&page=2',
    );
  });

  it('forgets every remembered query when the session ends (docs/requirements.md §4 logout)', () => {
    const list = renderList('/dashboard/sales/list/sale', 'q=maiz&page=3');
    list.unmount();

    clearLocalSession();

    const { result } = renderHook(() => useListReturn(), { wrapper });
    expect(result.current('/dashboard/sales/list/sale')).toBe('/dashboard/sales/list/sale');
  });
});
