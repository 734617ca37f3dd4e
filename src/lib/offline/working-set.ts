// A consultant's working set: what they need on a farm with no signal, fetched in the
// background while there is signal and kept on the phone by the API client (kept-answers.ts):
// their customers (every one, and each record), the open seasons, the enabled products with
// prices, their sales and Dkbonos (the lists, and each record of an open season), and what the
// forms look up. Every address is the one the pages themselves ask for, so a page finds its answer.
import type { Page } from '../../../domain/pagination.ts';
import { apiGet } from '../api-client.ts';
import { runtimeConfig } from '../runtime-config.ts';
import { deviceKeptAnswers, wholeListUrl } from './kept-answers.ts';

interface WithId {
  id: number;
}
interface SeasonRow extends WithId {
  isOpen: boolean;
  isVoucherOpen: boolean;
}
interface RecordRow extends WithId {
  seasonId: number;
  status: string;
}
interface CustomerRow extends WithId {
  stateId: number | null;
  zoneId: number | null;
}
interface StateRow extends WithId {
  zoneId: number | null;
}

const ALL = { page: 1, size: 'all' } as const;
/** The largest page the sale and Dkbono lists answer. */
const LARGEST_PAGE = 200;
const PARALLEL = 4;
/** How often the working set is fetched again while the app is open with signal. */
export const WORKING_SET_REFRESH_MS = 15 * 60_000;

async function inBatches(paths: string[], fetchOne: (path: string) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      await fetchOne(path).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/**
 * Every row of a list that answers at most LARGEST_PAGE rows at a time, page after page, kept as
 * the whole list that kept-answers.ts cuts pages from.
 */
async function wholeList<Row>(path: string): Promise<Page<Row>> {
  const rows: Row[] = [];
  for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
    const answer = await apiGet<Page<Row>>(path, { page, size: LARGEST_PAGE });
    rows.push(...answer.data);
    totalPages = answer.totalPages;
  }
  const whole: Page<Row> = {
    data: rows,
    page: 1,
    size: rows.length,
    totalPages: 1,
    totalRecords: rows.length,
    countKind: 'exact',
  };
  await deviceKeptAnswers.keep(
    wholeListUrl(`${runtimeConfig.apiUrl}${path}`),
    JSON.stringify({ data: whole }),
  );
  return whole;
}

export interface WorkingSetReport {
  customers: number;
  sales: number;
  vouchers: number;
  ms: number;
}

/** Fetches the working set; every answer is kept on the phone on the way. */
export async function refreshWorkingSet(): Promise<WorkingSetReport> {
  const started = performance.now();
  const [customers, sales, vouchers, seasons, states] = await Promise.all([
    apiGet<Page<CustomerRow>>('/clients', ALL),
    wholeList<RecordRow>('/sales'),
    wholeList<RecordRow>('/vouchers'),
    apiGet<Page<SeasonRow>>('/seasons', ALL),
    apiGet<StateRow[]>('/states'),
    // What the sale and Dkbono forms and the customer form look up (their very addresses).
    apiGet('/seasons', { ...ALL, isOpen: true }),
    apiGet('/seasons', { ...ALL, isVoucherOpen: true }),
    apiGet('/clients', { ...ALL, status: 'ACTIVE' }),
    apiGet('/products/enabled'),
    apiGet('/clients/lookups').catch(() => undefined),
  ]);
  const openSeasons = new Set(
    seasons.data.filter((season) => season.isOpen || season.isVoucherOpen).map((season) => season.id),
  );
  const inOpenSeason = (row: RecordRow) => openSeasons.has(row.seasonId);
  // The municipalities a new customer's place is picked from: every state of the consultant's
  // zones, and every state one of their customers lives in.
  const zones = new Set(customers.data.map((row) => row.zoneId));
  const placeStates = new Set([
    ...states.filter((state) => zones.has(state.zoneId)).map((state) => state.id),
    ...customers.data.flatMap((row) => (row.stateId === null ? [] : [row.stateId])),
  ]);
  await inBatches(
    [
      ...[...placeStates].map((stateId) => `/states/${stateId}/municipalities`),
      ...customers.data.map((row) => `/clients/${row.id}`),
      ...sales.data.filter(inOpenSeason).map((row) => `/sales/${row.id}`),
      // A DKbono that still owes takes payments whatever its season.
      ...vouchers.data
        .filter((row) => inOpenSeason(row) || row.status === 'PENDING' || row.status === 'PARTIAL')
        .map((row) => `/vouchers/${row.id}`),
    ],
    (path) => apiGet(path),
  );
  return {
    customers: customers.data.length,
    sales: sales.data.length,
    vouchers: vouchers.data.length,
    ms: Math.round(performance.now() - started),
  };
}
