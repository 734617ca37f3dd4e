// SQL of seasons: the list (also the lookup of the sale forms, docs/requirements.md §7), the detail and writes.
import { sql, type Kysely } from 'kysely';
import type { Season, SeasonInput, SeasonListQuery } from '../../../domain/catalog.ts';
import type { Page, PaginationQuery } from '../../../domain/pagination.ts';
import type { Database } from '../../db/database.ts';
import { fetchPage } from '../shared/pagination.ts';
import { containsPattern } from '../shared/text-search.ts';
import { foldedValueTaken } from '../shared/value-taken.ts';

export type SeasonFilters = Partial<Pick<SeasonListQuery, 'isOpen' | 'isVoucherOpen' | 'q' | 'sort'>>;

const SEASON_COLUMNS = ['id', 'name', 'start_date', 'end_date', 'is_open', 'is_voucher_open'] as const;

type SeasonRow = {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  is_open: boolean;
  is_voucher_open: boolean;
};

export function toSeason(row: SeasonRow): Season {
  return {
    id: row.id,
    name: row.name,
    startDate: row.start_date,
    endDate: row.end_date,
    isOpen: row.is_open,
    isVoucherOpen: row.is_voucher_open,
  };
}

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
): Promise<(Season & { updatedAt: string }) | undefined> {
  const row = await db
    .selectFrom('seasons')
    .select([...SEASON_COLUMNS, 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...toSeason(row), updatedAt: new Date(row.updated_at).toISOString() } : undefined;
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

export async function insertSeason(db: Kysely<Database>, input: SeasonInput): Promise<number> {
  const row = await db
    .insertInto('seasons')
    .values(columnsOf(input))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSeasonRow(db: Kysely<Database>, id: number, input: SeasonInput): Promise<void> {
  await db
    .updateTable('seasons')
    .set({ ...columnsOf(input), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
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
