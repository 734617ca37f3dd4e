// Three seasons around the day the seed runs: the same cycle a year ago (closed), the current
// one (open for sales, started 60 days ago) and the next (open only for Dkbonos), with allocations.
import type { Transaction } from 'kysely';
import type { Database } from '../database.ts';
import type { CatalogProduct } from './catalog.ts';
import { addDays, cycleName, nextCycleName, utcDay } from './dates.ts';
import type { SeedRandom } from './random.ts';

interface SeasonRow {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
}

export interface Seasons {
  past: SeasonRow;
  open: SeasonRow;
  future: SeasonRow;
  /** bags allocated, keyed by `${seasonId}:${productId}` */
  allocated: Map<string, number>;
}

export const allocationKey = (seasonId: number, productId: number) => `${seasonId}:${productId}`;

interface SeasonPlan {
  start: Date;
  end: Date;
  name: string;
  isOpen: boolean;
  isVoucherOpen: boolean;
}

/** A season is named after the cycle its middle falls in: the part a farmer remembers. */
const nameOf = (start: Date, end: Date) => cycleName(new Date((start.getTime() + end.getTime()) / 2));

export function planSeasons(today: Date): { past: SeasonPlan; open: SeasonPlan; future: SeasonPlan } {
  const openStart = addDays(today, -60);
  const openEnd = addDays(today, 120);
  // The same cycle a year earlier: always a different name.
  const pastStart = addDays(openStart, -365);
  const pastEnd = addDays(pastStart, 180);
  const futureStart = addDays(today, 100);
  const futureEnd = addDays(futureStart, 180);
  const openName = nameOf(openStart, openEnd);
  let futureName = nameOf(futureStart, futureEnd);
  // 160 days between the middles can stay inside one six-month cycle; then it is the next one.
  if (futureName === openName) futureName = nextCycleName(openName);
  return {
    past: {
      start: pastStart,
      end: pastEnd,
      name: nameOf(pastStart, pastEnd),
      isOpen: false,
      isVoucherOpen: false,
    },
    open: { start: openStart, end: openEnd, name: openName, isOpen: true, isVoucherOpen: true },
    future: { start: futureStart, end: futureEnd, name: futureName, isOpen: false, isVoucherOpen: true },
  };
}

export async function insertSeasons(
  trx: Transaction<Database>,
  today: Date,
  products: CatalogProduct[],
  random: SeedRandom,
): Promise<Seasons> {
  const plan = planSeasons(today);
  const order = [plan.past, plan.open, plan.future];
  const rows = await trx
    .insertInto('seasons')
    .values(
      order.map((s) => ({
        name: s.name,
        start_date: utcDay(s.start),
        end_date: utcDay(s.end),
        is_open: s.isOpen,
        is_voucher_open: s.isVoucherOpen,
      })),
    )
    .returning(['id', 'name', 'start_date', 'end_date'])
    .execute();
  const byName = new Map(
    rows.map((r) => [r.name, { id: r.id, name: r.name, startDate: r.start_date, endDate: r.end_date }]),
  );
  const row = (s: SeasonPlan): SeasonRow => {
    const found = byName.get(s.name);
    if (!found) throw new Error(`Season ${s.name} was not stored`);
    return found;
  };
  const seasons = { past: row(plan.past), open: row(plan.open), future: row(plan.future) };

  // Round hundreds of bags: how a real allocation reads. The disabled product only had stock last year.
  const allocations = [
    ...products.map((p) => ({ season: seasons.past, product: p, bags: random.int(3, 12) * 100 })),
    ...products
      .filter((p) => p.enabled)
      .flatMap((p) => [
        { season: seasons.open, product: p, bags: random.int(4, 20) * 100 },
        { season: seasons.future, product: p, bags: random.int(2, 20) * 100 },
      ]),
  ];
  await trx
    .insertInto('inventory')
    .values(allocations.map((a) => ({ season_id: a.season.id, product_id: a.product.id, allocated: a.bags })))
    .execute();
  const allocated = new Map(allocations.map((a) => [allocationKey(a.season.id, a.product.id), a.bags]));
  return { ...seasons, allocated };
}
