// Loads one page of sales or Dkbonos for the current view into the sale-list atoms (SPEC §3) and
// reports loading / failure. An answer that arrives after the view changed again is dropped.
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { listSales } from './api/list-sales.ts';
import { listVouchers } from './api/list-vouchers.ts';
import { updateSaleListAtom, type SaleListTab } from './atoms.ts';
import type { ListRequest } from './list-query.ts';

export type ListLoad = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };

interface Outcome {
  request: ListRequest;
  attempt: number;
  error: string | null;
}

/** `request` must keep its identity while the view is unchanged (memoize it from the URL). */
export function useSaleList(tab: SaleListTab, request: ListRequest): { load: ListLoad; reload: () => void } {
  const update = useSetAtom(updateSaleListAtom);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    const fetchPage = async () => {
      if (tab === 'sale') {
        const { data, ...page } = await listSales(request);
        if (isCurrent) update({ sales: data, salesPage: page });
      } else {
        const { data, ...page } = await listVouchers(request);
        if (isCurrent) update({ vouchers: data, vouchersPage: page });
      }
    };
    fetchPage()
      .then(() => {
        if (isCurrent) setOutcome({ request, attempt, error: null });
      })
      .catch((error: unknown) => {
        if (isCurrent) setOutcome({ request, attempt, error: errorMessage(error) });
      });
    return () => {
      isCurrent = false;
    };
  }, [tab, request, attempt, update]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  // Until the answer for this very view and attempt arrives, the list is loading.
  const isSettled = outcome !== null && outcome.request === request && outcome.attempt === attempt;
  let load: ListLoad = { status: 'loading' };
  if (isSettled)
    load = outcome.error === null ? { status: 'ready' } : { status: 'failed', message: outcome.error };
  return { load, reload };
}
