// The SQL of a season at a glance: the sales and DKbonos of one season the caller may see
// (docs/design.md §6, the list's scope: saleScopeCondition), summed in the database. One aggregate
// statement per block (GROUP BY), never a statement per row. Sales count when ACTIVE and DKbonos
// unless CANCELLED, the definitions inventory uses (docs/design.md §8); a sale's amount is the sum
// of its lines, so the figures by product add up to the season's. No block joins sales to their
// lines (seconds at 1,000,000 sales): sales carry the sums of their lines and lines their sale's
// season and status, kept by the triggers of migration 017, and each block reads one covering
// index.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Season } from '../../../domain/catalog.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import type { SalesFigures, SeasonDashboard, VoucherFigures } from '../../../domain/season-figures.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { customerRecordScope, dataScopeOf } from '../shared/scope.ts';
import { SEASON_COLUMNS, toSeason } from '../shared/season-row.ts';
import { saleScopeCondition } from './repository.ts';

type Db = Kysely<Database>;

/** The season itself (seasons are company-wide: no scope), or undefined when it does not exist. */
export async function seasonOfFigures(db: Db, seasonId: number): Promise<Season | undefined> {
  const row = await db
    .selectFrom('seasons')
    .select(SEASON_COLUMNS)
    .where('id', '=', seasonId)
    .executeTakeFirst();
  return row ? toSeason(row) : undefined;
}

/**
 * The season's active sales the caller may see, read from the covering index of migration 017
 * (sales.bags and sales.total are the sums of the sale's lines, kept by its triggers). `bags > 0`
 * is "has lines" (a line's quantity is positive), so a sale counts exactly when its lines do.
 */
function seasonSales(db: Db, auth: AuthContext, seasonId: number | undefined) {
  let sales = db.selectFrom('sales as s');
  if (seasonId !== undefined) sales = sales.where('s.season_id', '=', seasonId);
  return sales.where('s.status', '=', 'ACTIVE').where('s.bags', '>', 0).where(saleScopeCondition(auth));
}

/** count / bags / amount over sales (strings: bigint and numeric come back as text). */
function figureColumns(eb: ExpressionBuilder<{ s: Database['sales'] }, 's'>) {
  return [
    eb.fn.countAll<string>().as('sales'),
    eb.fn.coalesce(eb.fn.sum<string>('s.bags'), sql<string>`0`).as('bags'),
    eb.fn.coalesce(eb.fn.sum<string>('s.total'), sql<string>`0`).as('amount'),
  ] as const;
}

interface FigureRow {
  sales: string | number;
  bags: string | number;
  amount: string | number;
}

const pesos = (value: string | number) => fromCents(toCents(value));

function figuresOf(row: FigureRow | undefined): SalesFigures {
  return row
    ? { sales: Number(row.sales), bags: Number(row.bags), amount: pesos(row.amount) }
    : { sales: 0, bags: 0, amount: 0 };
}

/** The sales figures of one season, or of every season when `seasonId` is undefined (the sales list unfiltered). */
export async function seasonSalesTotals(
  db: Db,
  auth: AuthContext,
  seasonId: number | undefined,
): Promise<SalesFigures> {
  const row = await seasonSales(db, auth, seasonId)
    .select((eb) => figureColumns(eb))
    .executeTakeFirst();
  return figuresOf(row);
}

/**
 * The season's active lines by product, from the partial index of migration 017 (sale_items
 * carries its sale's season and status); a scoped caller's lines are those of its sales.
 */
function productFigures(db: Db, auth: AuthContext, seasonId: number) {
  let lines = db
    .selectFrom('sale_items as si')
    .where('si.season_id', '=', seasonId)
    .where('si.sale_active', '=', true);
  if (dataScopeOf(auth).kind !== 'all') {
    lines = lines.where('si.sale_id', 'in', seasonSales(db, auth, seasonId).select('s.id'));
  }
  const sums = lines
    .select((eb) => [
      'si.product_id',
      eb.fn.count<string>('si.sale_id').distinct().as('sales'),
      eb.fn.sum<string>('si.quantity').as('bags'),
      eb.fn.sum<string>('si.total').as('amount'),
    ])
    .groupBy('si.product_id');
  return db
    .selectFrom(sums.as('f'))
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .select(['p.id', 'p.code', 'p.name', 'f.sales', 'f.bags', 'f.amount'])
    .orderBy('f.amount', 'desc')
    .orderBy('p.code')
    .execute();
}

/** The DKbono figures of one season, or of every season when `seasonId` is undefined. */
export async function seasonVoucherTotals(
  db: Db,
  auth: AuthContext,
  seasonId: number | undefined,
): Promise<VoucherFigures> {
  let vouchers = db.selectFrom('vouchers as v');
  if (seasonId !== undefined) vouchers = vouchers.where('v.season_id', '=', seasonId);
  const row = await vouchers
    .where('v.status', '!=', 'CANCELLED')
    .where(customerRecordScope(auth, 'v'))
    .select([
      sql<string>`count(*)`.as('count'),
      sql<string>`coalesce(sum(v.total), 0)`.as('total'),
      sql<string>`coalesce(sum(v.paid), 0)`.as('paid'),
      sql<string>`count(*) filter (where v.status = 'REDEEMED')`.as('redeemedCount'),
      sql<string>`coalesce(sum(v.total) filter (where v.status = 'REDEEMED'), 0)`.as('redeemedTotal'),
    ])
    .executeTakeFirst();
  const total = toCents(row?.total ?? 0);
  const paid = toCents(row?.paid ?? 0);
  return {
    count: Number(row?.count ?? 0),
    total: fromCents(total),
    paid: fromCents(paid),
    balance: fromCents(total - paid),
    redeemedCount: Number(row?.redeemedCount ?? 0),
    redeemedTotal: pesos(row?.redeemedTotal ?? 0),
  };
}

type Breakdowns = Pick<SeasonDashboard, 'byProduct' | 'byZone' | 'byConsultant' | 'byWeek'>;

/** The season's sales by product, by zone of the customer, by consultant (largest amount first) and by week. */
export async function seasonSalesBreakdowns(
  db: Db,
  auth: AuthContext,
  seasonId: number,
): Promise<Breakdowns> {
  const sales = seasonSales(db, auth, seasonId);
  const [products, zones, consultants, weeks] = await Promise.all([
    productFigures(db, auth, seasonId),
    sales
      .innerJoin('clients as c', 'c.id', 's.client_id')
      .leftJoin('zones as z', 'z.id', 'c.zone_id')
      .select((eb) => ['z.id', 'z.name', ...figureColumns(eb)])
      .groupBy(['z.id', 'z.name'])
      .orderBy(sql`sum(s.total)`, 'desc')
      .orderBy('z.name')
      .execute(),
    db
      .selectFrom(
        sales
          .select((eb) => ['s.consultant_id', ...figureColumns(eb)])
          .groupBy('s.consultant_id')
          .as('f'),
      )
      .innerJoin('users as u', 'u.id', 'f.consultant_id')
      .select([
        'u.id',
        sql<string>`u.first_name || ' ' || u.last_name`.as('fullName'),
        'f.sales',
        'f.bags',
        'f.amount',
      ])
      .orderBy('f.amount', 'desc')
      .orderBy('u.id')
      .execute(),
    sales
      .select((eb) => [
        sql<string>`to_char(date_trunc('week', s.sale_date), 'YYYY-MM-DD')`.as('week'),
        ...figureColumns(eb),
      ])
      .groupBy(sql`date_trunc('week', s.sale_date)`)
      .orderBy(sql`date_trunc('week', s.sale_date)`)
      .execute(),
  ]);
  return {
    byProduct: products.map((r) => ({
      productId: r.id,
      productCode: r.code,
      productName: r.name,
      ...figuresOf(r),
    })),
    byZone: zones.map((r) => ({ zoneId: r.id, zoneName: r.name, ...figuresOf(r) })),
    byConsultant: consultants.map((r) => ({
      consultantId: r.id,
      consultantName: r.fullName,
      ...figuresOf(r),
    })),
    byWeek: weeks.map((r) => ({ weekStart: r.week, ...figuresOf(r) })),
  };
}
