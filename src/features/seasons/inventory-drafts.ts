// The inventory sheet's logic, apart from React: allocations typed per product (drafts), the checks
// the server would make (a whole number, never under sold + reserved, no more bags for a disabled
// product), which rows changed, the rows shown for the search, filter and sort, and where the
// server's per-item refusals belong.
import { isStockLow } from '../../../domain/catalog.ts';
import type { InventoryFigures, InventoryRow } from '../../../domain/seasons.ts';
import { MAX_ALLOCATION } from '../../../domain/seasons.ts';
import type { ErrorDetail } from '../../../domain/errors.ts';
import type { InventorySort } from './list-query.ts';
import { seasonStrings } from './strings.ts';

/** What the user typed per product id, only for the rows they touched. */
export type Drafts = ReadonlyMap<number, string>;

const text = seasonStrings.inventory;

/** A whole, non-negative number of bags, or null. */
export function parseAllocation(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const bags = Number(trimmed);
  return Number.isSafeInteger(bags) && bags <= MAX_ALLOCATION ? bags : null;
}

/** The row's figures as they would be with the typed allocation (the figures as stored otherwise). */
export function previewFigures(row: InventoryRow, draft: string | undefined): InventoryFigures {
  const allocated = draft === undefined ? null : parseAllocation(draft);
  if (allocated === null) return row;
  return { ...row, allocated, available: allocated - row.sold - row.reserved };
}

/** Why the typed allocation would be refused, or null when it can be sent. */
export function draftProblem(row: InventoryRow, draft: string | undefined): string | null {
  if (draft === undefined) return null;
  const allocated = parseAllocation(draft);
  // "-50" is a whole number: say what is wrong with it, not that it is not one.
  if (allocated === null) return /^-\s*\d+$/.test(draft.trim()) ? text.negative : text.notWhole;
  if (!row.enabled && allocated > row.allocated) return text.noMore(row.allocated);
  if (allocated < row.sold + row.reserved) return text.minimum(row.sold + row.reserved);
  return null;
}

/** The allocations to send: rows whose typed value differs from what is stored. */
export function changedAllocations(
  rows: readonly InventoryRow[],
  drafts: Drafts,
): { productId: number; allocated: number }[] {
  return rows.flatMap((row) => {
    const draft = drafts.get(row.productId);
    const allocated = draft === undefined ? null : parseAllocation(draft);
    return allocated === null || allocated === row.allocated ? [] : [{ productId: row.productId, allocated }];
  });
}

export function hasDraftProblems(rows: readonly InventoryRow[], drafts: Drafts): boolean {
  return rows.some((row) => draftProblem(row, drafts.get(row.productId)) !== null);
}

const SORTERS: Record<InventorySort, (a: InventoryRow, b: InventoryRow) => number> = {
  'code:asc': (a, b) => a.productCode.localeCompare(b.productCode, 'es-MX'),
  'name:asc': (a, b) => a.productName.localeCompare(b.productName, 'es-MX'),
  'available:asc': (a, b) => a.available - b.available,
  'allocated:desc': (a, b) => b.allocated - a.allocated,
};

/** The rows matching the search (code or name) and, when asked, only the low ones, in the chosen order. */
export function visibleRows(
  rows: readonly InventoryRow[],
  filters: { q?: string | undefined; low?: boolean | undefined },
  sort: InventorySort,
): InventoryRow[] {
  const query = filters.q?.trim().toLocaleLowerCase('es-MX') ?? '';
  return rows
    .filter(
      (row) =>
        !query ||
        row.productCode.toLocaleLowerCase('es-MX').includes(query) ||
        row.productName.toLocaleLowerCase('es-MX').includes(query),
    )
    .filter((row) => !filters.low || isStockLow(row.available, row.allocated))
    .sort((a, b) => SORTERS[sort](a, b) || a.productCode.localeCompare(b.productCode, 'es-MX'));
}

/** The server's details point at `items.N.…` of what was sent: put each message on its product. */
export function refusalsByProduct(
  sent: readonly { productId: number }[],
  details: readonly ErrorDetail[],
): Map<number, string> {
  const byProduct = new Map<number, string>();
  for (const detail of details) {
    const match = /^items\.(\d+)\./.exec(detail.path);
    const item = match ? sent[Number(match[1])] : undefined;
    if (item && !byProduct.has(item.productId)) byProduct.set(item.productId, detail.message);
  }
  return byProduct;
}

/** Sums of the season's rows, for the totals bar. */
export function totalsOf(rows: readonly InventoryRow[]): InventoryFigures {
  return rows.reduce(
    (sum, row) => ({
      allocated: sum.allocated + row.allocated,
      sold: sum.sold + row.sold,
      reserved: sum.reserved + row.reserved,
      available: sum.available + row.available,
    }),
    { allocated: 0, sold: 0, reserved: 0, available: 0 },
  );
}
