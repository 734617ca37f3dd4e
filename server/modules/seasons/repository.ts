// SQL of seasons: the list (also the lookup of the sale forms, docs/requirements.md §7), the detail and writes.
import { sql, type Kysely } from 'kysely';
import type { Season } from '../../../domain/catalog.ts';
import type { SeasonInput, SeasonListQuery } from '../../../domain/seasons.ts';
import { MEXICO_TIME_ZONE } from '../../../domain/days.ts';
import type { Page } from '../../../domain/pagination.ts';
import type { PaginationQuery } from '../../../domain/pagination-schemas.ts';
import type { Database } from '../../db/database.ts';
import { fetchPage } from '../shared/pagination.ts';
import { insertRecordRow, updateRecordRow } from '../shared/record-rows.ts';
import { SEASON_COLUMNS, toSeason } from '../shared/season-row.ts';
import { containsPattern } from '../shared/text-search.ts';
import { foldedValueTaken } from '../shared/value-taken.ts';

export type SeasonFilters = Partial<Pick<SeasonListQuery, 'isOpen' | 'isVoucherOpen' | 'q' | 'sort'>>;

export async function listSeasons(
  db: Kysely<Database>,
  filters: SeasonFilters,
  pagination: PaginationQuery,
): Promise<Page<Season>> {
  const { isOpen, isVoucherOpen, q, sort = 'startDate:desc' } = filters;
  let base = db.selectFrom('seasons');
  if (isOpen !== undefined) base = base.where('is_open', '=', isOpen);
  if (isVoucherOpen !== undefined) base = base.where('is_voucher_open', '=', isVoucherOpen);
  if (q) base = base.where('name', 'ilike', containsPattern(q));
  const [field, rawDirection] = sort.split(':');
  const direction = rawDirection === 'asc' ? 'asc' : 'desc';
  return fetchPage(pagination, {
    count: async () => {
      const row = await base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    rows: async (limit, offset) => {
      const rows = await base
        .select(SEASON_COLUMNS)
        .$if(field === 'name', (qb) => qb.orderBy(sql`lower(name)`, direction))
        .orderBy('start_date', field === 'name' ? 'desc' : direction)
        .orderBy('id', field === 'name' ? 'desc' : direction)
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map(toSeason);
    },
  });
}

export async function findSeason(
  db: Kysely<Database>,
  id: number,
): Promise<(Season & { updatedAt: string; version: number }) | undefined> {
  const row = await db
    .selectFrom('seasons')
    .select([...SEASON_COLUMNS, 'updated_at', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row
    ? { ...toSeason(row), updatedAt: new Date(row.updated_at).toISOString(), version: row.version }
    : undefined;
}

/**
 * Locks a season: FOR UPDATE to change it (it waits for the sales and Dkbonos being written in it,
 * which hold it FOR SHARE), FOR SHARE to allocate its inventory (it must not close meanwhile).
 */
export async function lockSeason(db: Kysely<Database>, id: number, mode: 'update' | 'share') {
  const query = db.selectFrom('seasons').select(SEASON_COLUMNS).where('id', '=', id);
  const row = await (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
  return row ? toSeason(row) : undefined;
}

/** The version of a season the caller has locked (an edit names the one it read). */
export async function seasonVersion(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db.selectFrom('seasons').select('version').where('id', '=', id).executeTakeFirstOrThrow();
  return row.version;
}

export async function seasonNameTaken(
  db: Kysely<Database>,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  return foldedValueTaken(db, { table: 'seasons', column: 'name', fold: 'lower' }, name, exceptId);
}

function columnsOf(input: SeasonInput) {
  return {
    name: input.name,
    start_date: input.startDate,
    end_date: input.endDate,
    is_open: input.isOpen,
    is_voucher_open: input.isVoucherOpen,
  };
}

export function insertSeason(db: Kysely<Database>, input: SeasonInput): Promise<number> {
  return insertRecordRow(db, 'seasons', columnsOf(input));
}

export function updateSeasonRow(
  db: Kysely<Database>,
  id: number,
  input: SeasonInput,
  version: number,
): Promise<void> {
  return updateRecordRow(db, 'seasons', id, columnsOf(input), version);
}

/** Active sales and live (not cancelled) Dkbonos of a season. */
export async function seasonRecordCounts(
  db: Kysely<Database>,
  id: number,
): Promise<{ sales: number; vouchers: number }> {
  const sales = await db
    .selectFrom('sales')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('season_id', '=', id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirstOrThrow();
  const vouchers = await db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('season_id', '=', id)
    .where('status', '<>', 'CANCELLED')
    .executeTakeFirstOrThrow();
  return { sales: Number(sales.n), vouchers: Number(vouchers.n) };
}

/** What of a season's records would fall outside new dates, and the days its records span. */
export interface SeasonRecordDays {
  /** Sales (any status) dated before the start or after the end. */
  salesOutside: number;
  /** DKbonos (any status) created, on the company's calendar, after the end. */
  vouchersOutside: number;
  /** DKbono payments dated after the end. */
  paymentsOutside: number;
  /** The first sale's day: the latest start the season may take. */
  firstSaleDay: string | null;
  /** The last day of any sale, DKbono creation or payment: the earliest end the season may take. */
  lastRecordDay: string | null;
}

/**
 * Reads the season's records against `dates` (docs/decisions.md "Records inside their season"). Run
 * under the season's FOR UPDATE lock, which every sale, DKbono and payment write waits for (they hold
 * it FOR SHARE), so nothing lands outside between this count and the new dates.
 */
export async function seasonRecordDays(
  db: Kysely<Database>,
  id: number,
  dates: { startDate: string; endDate: string },
): Promise<SeasonRecordDays> {
  const { startDate, endDate } = dates;
  const sales = await db
    .selectFrom('sales')
    .select([
      sql<string>`count(*) filter (where sale_date < ${startDate}::date or sale_date > ${endDate}::date)`.as(
        'outside',
      ),
      sql<string | null>`to_char(min(sale_date), 'YYYY-MM-DD')`.as('first'),
      sql<string | null>`to_char(max(sale_date), 'YYYY-MM-DD')`.as('last'),
    ])
    .where('season_id', '=', id)
    .executeTakeFirstOrThrow();
  const createdDay = sql`(created_at at time zone ${MEXICO_TIME_ZONE})::date`;
  const vouchers = await db
    .selectFrom('vouchers')
    .select([
      sql<string>`count(*) filter (where ${createdDay} > ${endDate}::date)`.as('outside'),
      sql<string | null>`to_char(max(${createdDay}), 'YYYY-MM-DD')`.as('last'),
    ])
    .where('season_id', '=', id)
    .executeTakeFirstOrThrow();
  const payments = await db
    .selectFrom('voucher_payments as p')
    .innerJoin('vouchers as v', 'v.id', 'p.voucher_id')
    .select([
      sql<string>`count(*) filter (where p.date > ${endDate}::date)`.as('outside'),
      sql<string | null>`to_char(max(p.date), 'YYYY-MM-DD')`.as('last'),
    ])
    .where('v.season_id', '=', id)
    .executeTakeFirstOrThrow();
  const lasts = [sales.last, vouchers.last, payments.last].filter((day) => day !== null).sort();
  return {
    salesOutside: Number(sales.outside),
    vouchersOutside: Number(vouchers.outside),
    paymentsOutside: Number(payments.outside),
    firstSaleDay: sales.first,
    lastRecordDay: lasts.at(-1) ?? null,
  };
}
