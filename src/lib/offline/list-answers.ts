// A list the phone never fetched with these very filters, answered from the whole list it keeps
// (the working set, fetched with size=all): the same rows the server would filter, in the server's
// order (the `sort` asked for, else the server's default), cut to the page asked for. Pure. A
// filter or a sort it does not know means no answer, never a wrong one.
import { searchKey } from '../../../domain/search-key.ts';

export interface ListPage {
  data: Array<Record<string, unknown>>;
  page: number;
  size: number;
  totalPages: number;
  totalRecords: number;
}

const PAGING = new Set(['page', 'size', 'sort']);
/**
 * The row fields a sort key orders by, where the list's rows name it otherwise (`date` is a sale's
 * day, a DKbono's creation), each a field or fields compared in turn (a customer's `name` is its
 * first name, then its last name, as the server orders it).
 */
const SORT_FIELDS: Record<string, Array<string | string[]>> = {
  created: ['createdAt'],
  date: ['saleDate', 'createdAt'],
  customer: ['customerName'],
  name: [['firstName', 'lastName']],
};
const collator = new Intl.Collator('es-MX', { sensitivity: 'base', numeric: true });

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** The rows in the order of `sort` (`field:asc|desc`, empty values last as the server puts them); null for a field the rows lack. */
function sortedRows(
  rows: Array<Record<string, unknown>>,
  sort: string | null,
): Array<Record<string, unknown>> | null {
  const [first] = rows;
  if (!sort || !first) return rows;
  const [key = '', direction] = sort.split(':');
  const fields = [key, ...(SORT_FIELDS[key] ?? [])]
    .map((alternative) => (Array.isArray(alternative) ? alternative : [alternative]))
    .find((names) => names.every((name) => name in first));
  if (!fields || (direction !== 'asc' && direction !== 'desc')) return null;
  const sign = direction === 'asc' ? 1 : -1;
  const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
  const compareField = (left: Record<string, unknown>, right: Record<string, unknown>, field: string) => {
    const a = left[field];
    const b = right[field];
    if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
    return sign * compareValues(a, b);
  };
  return [...rows].sort(
    (left, right) =>
      fields.reduce((order, field) => order || compareField(left, right, field), 0) ||
      Number(left.id) - Number(right.id),
  );
}
/** Filters that compare one field of the row with the value asked for. */
const FIELD_FILTERS = new Set(['clientId', 'seasonId', 'consultantId', 'zoneId', 'stateId', 'status']);

function matchesSearch(row: Record<string, unknown>, q: string): boolean {
  const wanted = searchKey(q);
  const text = Object.values(row)
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .map((value) => searchKey(String(value)))
    .join(' ');
  return wanted.split(/\s+/).every((word) => text.includes(word));
}

/** The page `query` asks for, out of every row of the list; null when a filter cannot be applied here. */
export function pageFromWholeList(whole: ListPage, query: URLSearchParams): ListPage | null {
  let rows = whole.data;
  for (const [name, value] of query) {
    if (PAGING.has(name) || value === '') continue;
    if (name === 'q') rows = rows.filter((row) => matchesSearch(row, value));
    else if (FIELD_FILTERS.has(name)) {
      const wanted = query.getAll(name);
      rows = rows.filter((row) => wanted.includes(String(row[name])));
    } else return null;
  }
  const sorted = sortedRows(rows, query.get('sort'));
  if (!sorted) return null;
  rows = sorted;
  const sizeParam = query.get('size');
  const size = sizeParam === null || sizeParam === 'all' ? Math.max(rows.length, 1) : Number(sizeParam) || 10;
  const totalPages = Math.ceil(rows.length / size);
  const page = Math.max(1, Number(query.get('page')) || 1);
  return {
    data: rows.slice((page - 1) * size, page * size),
    page,
    size: sizeParam === 'all' ? rows.length : size,
    totalPages,
    totalRecords: rows.length,
  };
}
