// SQL of seasons (issue 2: the list used as a lookup by the sale forms).
import type { Kysely } from 'kysely';
import type { Season } from '../../../domain/catalog.ts';
import type { Page, PaginationQuery } from '../../../domain/pagination.ts';
import type { Database } from '../../db/database.ts';
import { fetchPage } from '../pagination.ts';
import { containsPattern } from '../text-search.ts';

export interface SeasonFilters {
  isOpen?: boolean | undefined;
  isVoucherOpen?: boolean | undefined;
  q?: string | undefined;
}

export async function listSeasons(
  db: Kysely<Database>,
  filters: SeasonFilters,
  pagination: PaginationQuery,
): Promise<Page<Season>> {
  const { isOpen, isVoucherOpen, q } = filters;
  let base = db.selectFrom('seasons');
  if (isOpen !== undefined) base = base.where('is_open', '=', isOpen);
  if (isVoucherOpen !== undefined) base = base.where('is_voucher_open', '=', isVoucherOpen);
  if (q) base = base.where('name', 'ilike', containsPattern(q));
  return fetchPage(pagination, {
    count: async () => {
      const row = await base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    rows: async (limit, offset) => {
      const rows = await base
        .select(['id', 'name', 'start_date', 'end_date', 'is_open', 'is_voucher_open'])
        .orderBy('start_date', 'desc')
        .orderBy('id', 'desc')
        .$if(limit !== null, (qb) => qb.limit(limit ?? 0).offset(offset))
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        startDate: r.start_date,
        endDate: r.end_date,
        isOpen: r.is_open,
        isVoucherOpen: r.is_voucher_open,
      }));
    },
  });
}
