// The list requests the API-under-load section measures, as admin: the sale list's pages, sorts and
// filters, and the free-text search (`q`) on the sale, Dkbono and customer lists.
import type { ListName } from './list-queries.ts';
import { SCALE, scaled } from './scale.ts';
import type { BenchDataSummary } from '../../server/db/seed/bench-sales.ts';
import { DURATION_S } from './load.ts';

export interface Scenario {
  name: string;
  /** The list (GET /api/<list>). */
  list: ListName;
  label: string;
  query: Record<string, string>;
  /** Seconds of load; shorter than DURATION_S where the run time would otherwise grow too much. */
  durationS: number;
  /** Also measured on the bare route (the floor of our framework's cost). */
  bare: boolean;
  /** A scenario whose p50 this one must stay within 2× of. */
  baseline?: { name: string; measure: string };
}

// The customer sort (migration 011): half the load run and no bare route, so its two cases add
// about 20 s to the bench; the bare route would only repeat the framework's share the date sort
// gives.
const SORT_DURATION_S = SCALE === 1 ? 5 : 2;

export function scenariosFor(summary: BenchDataSummary): Scenario[] {
  const season = summary.seasons.find((s) => s.name === 'BENCH-PV-2024') ?? summary.seasons[0];
  const deepPage = String(Math.max(2, scaled(5000)));
  const base = { list: 'sales' as const, durationS: DURATION_S, bare: true };
  const byCustomer = { sort: 'customer:asc' };
  const sorted = { list: 'sales' as const, durationS: SORT_DURATION_S, bare: false };
  // Searches that ignore accents and capitals: the same fragment on the other two lists,
  // and typed without its accent, which finds the same customers since migration 020 (none before).
  const search = { durationS: DURATION_S, bare: false };
  const plain = summary.nameFragment.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return [
    { ...base, name: 'first', label: 'first page', query: { page: '1', size: '10' } },
    {
      ...base,
      name: 'deep',
      label: `page ${deepPage}`,
      query: { page: deepPage, size: '10' },
      baseline: { name: 'first', measure: `page ${deepPage} vs first page, p50` },
    },
    {
      ...sorted,
      name: 'customer-first',
      label: 'customer sort, first page',
      query: { page: '1', size: '10', ...byCustomer },
      baseline: { name: 'first', measure: 'customer sort vs date sort, first page, p50' },
    },
    {
      ...sorted,
      name: 'customer-deep',
      label: `customer sort, page ${deepPage}`,
      query: { page: deepPage, size: '10', ...byCustomer },
      baseline: { name: 'deep', measure: `customer sort vs date sort, page ${deepPage}, p50` },
    },
    {
      ...base,
      name: 'filtered',
      label: 'season + status filter',
      query: { page: '1', size: '10', seasonId: String(season?.id ?? 1), status: 'ACTIVE' },
    },
    {
      ...base,
      name: 'search',
      label: `q=${summary.nameFragment}`,
      query: { page: '1', size: '10', q: summary.nameFragment },
    },
    {
      ...search,
      list: 'sales',
      name: 'search-plain',
      label: `q=${plain}`,
      query: { page: '1', size: '10', q: plain },
    },
    {
      ...search,
      list: 'vouchers',
      name: 'vouchers-search',
      label: `Dkbonos, q=${summary.nameFragment}`,
      query: { page: '1', size: '10', q: summary.nameFragment },
    },
    {
      ...search,
      list: 'clients',
      name: 'clients-search',
      label: `customers, q=${summary.nameFragment}`,
      query: { page: '1', size: '10', q: summary.nameFragment },
    },
  ];
}
