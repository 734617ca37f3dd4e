// Large data for `npm run bench`: N sales with 1-3 lines each, on top of the demo data,
// generated inside the database (INSERT … SELECT over generate_series, in batches) so a million
// sales take a few minutes on PostgreSQL and the same code fills PGlite. Every value derives from
// the row number, so two runs produce the same data. Never part of the demo seed.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database.ts';

export interface BenchDataOptions {
  sales: number;
  /** Customers the sales are spread over (default sales / 100, at least 50). */
  customers?: number;
  /** Extra consultants owning those customers (default 40). */
  consultants?: number;
  /** Sales per INSERT statement. */
  batch?: number;
  /** Drop the plain indexes of sales and sale_items during the load and build them after (PostgreSQL). */
  deferIndexes?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface BenchDataSummary {
  sales: number;
  items: number;
  customers: number;
  consultants: number;
  seasons: { id: number; name: string }[];
  /** A bench consultant with many sales, for the filtered list. */
  consultantId: number;
  /** A customer name fragment matching a few customers, for `q`. */
  nameFragment: string;
}

/** Sales are dated January to October of these years, so none is after today. */
const FIRST_YEAR = 2021;
const YEARS = 6;
const FIRST_NAMES = ['Ana', 'José', 'María', 'Juan', 'Lucía', 'Pedro', 'Rosa', 'Miguel', 'Elena', 'Raúl'];
const LAST_NAMES = ['García', 'López', 'Hernández', 'Martínez', 'Pérez', 'Ramírez', 'Flores', 'Torres'];

async function insertSeasons(db: Kysely<Database>) {
  const rows = [];
  for (let i = 0; i < YEARS; i += 1) {
    const year = FIRST_YEAR + i;
    rows.push(
      { name: `BENCH-PV-${year}`, start_date: `${year}-01-01`, end_date: `${year}-06-30` },
      { name: `BENCH-OI-${year}`, start_date: `${year}-07-01`, end_date: `${year}-12-31` },
    );
  }
  return db
    .insertInto('seasons')
    .values(rows.map((r) => ({ ...r, is_open: false, is_voucher_open: false })))
    .returning(['id', 'name'])
    .execute();
}

/** Consultants spread over the demo zones, each under a supervisor of its zone when there is one. */
async function insertConsultants(db: Kysely<Database>, count: number): Promise<void> {
  await sql`
    insert into users (email, first_name, last_name, role, status, zone_id, supervisor_id, accepted_tos_at, tos_version)
    select 'bench.consultor.' || g || '@agroventas.mx', 'Consultor', 'Bench ' || g, 'CONSULTANT', 'ACTIVE',
           z.id, (select s.id from users s where s.role = 'SUPERVISOR' and s.zone_id = z.id order by s.id limit 1),
           now(), (select max(version) from terms)
    from generate_series(1, ${sql.lit(count)}) g
    join (select id, row_number() over (order by id) - 1 as idx, count(*) over () as n from zones) z
      on z.idx = g % z.n`.execute(db);
}

async function insertCustomers(db: Kysely<Database>, count: number): Promise<void> {
  await sql`
    insert into clients (first_name, last_name, zone_id, consultant_id, status, hectares)
    select (${sql.val(FIRST_NAMES)}::text[])[1 + g % ${sql.lit(FIRST_NAMES.length)}],
           (${sql.val(LAST_NAMES)}::text[])[1 + (g / ${sql.lit(FIRST_NAMES.length)}) % ${sql.lit(LAST_NAMES.length)}] || ' ' || g,
           u.zone_id, u.id, 'ACTIVE', 10 + g % 90
    from generate_series(1, ${sql.lit(count)}) g
    join (select id, zone_id, row_number() over (order by id) - 1 as idx, count(*) over () as n
          from users where email like 'bench.consultor.%') u
      on u.idx = g % u.n`.execute(db);
}

/** Index tables the generator joins on: customers and products by position, seasons by year and half. */
async function createMaps(db: Kysely<Database>): Promise<void> {
  await sql`
    create temporary table bench_customers as
      select row_number() over (order by id) - 1 as idx, id, consultant_id
      from clients where first_name || ' ' || last_name ~ ' [0-9]+$' and consultant_id in
        (select id from users where email like 'bench.consultor.%');
    create temporary table bench_products as
      select row_number() over (order by id) - 1 as idx, id, base_price from products where enabled;
    create temporary table bench_seasons as
      select extract(year from start_date)::int as year, (extract(month from start_date) > 6)::int as half, id
      from seasons where name like 'BENCH-%';
    analyze bench_customers; analyze bench_products; analyze bench_seasons;`.execute(db);
}

async function insertBatch(db: Kysely<Database>, from: number, to: number): Promise<void> {
  // One row per sale number g: year, date, customer and 1-3 lines all follow from g.
  await sql`
    with n as (select count(*) as customers from bench_customers),
    p as (select count(*) as products from bench_products),
    src as (
      select g,
             ${sql.lit(FIRST_YEAR)} + g % ${sql.lit(YEARS)} as year,
             1 + (g * 37) % 10 as month,
             1 + (g * 13) % 28 as day,
             c.id as client_id, c.consultant_id,
             1 + g % 3 as lines
      from generate_series(${sql.lit(from)}, ${sql.lit(to)}) g
      cross join n
      join bench_customers c on c.idx = (g::bigint * 7919) % n.customers
    ),
    lines as (
      select src.g, j, bp.id as product_id, 1 + (src.g * j) % 20 as quantity, bp.base_price
      from src cross join p
      cross join lateral generate_series(1, src.lines) j
      join bench_products bp on bp.idx = (src.g + j) % p.products
    ),
    totals as (select g, sum(quantity * base_price) as total, sum(quantity) as bags from lines group by g),
    inserted as (
      insert into sales (folio, season_id, client_id, consultant_id, sale_date, status, total, bags)
      select 'V-' || src.year || '-' || lpad((src.g / ${sql.lit(YEARS)} + 500000)::text, 6, '0'),
             bs.id, src.client_id, src.consultant_id, make_date(src.year, src.month, src.day),
             case when src.g % 20 = 0 then 'CANCELLED' else 'ACTIVE' end, t.total, t.bags
      from src
      join totals t on t.g = src.g
      join bench_seasons bs on bs.year = src.year and bs.half = (src.month > 6)::int
      returning id, folio, season_id, status
    )
    insert into sale_items (sale_id, season_id, sale_active, product_id, quantity, base_price, discount, total, hectares, product_yield, investment)
    select i.id, i.season_id, i.status = 'ACTIVE', l.product_id, l.quantity, l.base_price, 0, l.quantity * l.base_price,
           1 + l.quantity, 9 + l.g % 5, l.quantity * 800
    from inserted i
    join src on i.folio = 'V-' || src.year || '-' || lpad((src.g / ${sql.lit(YEARS)} + 500000)::text, 6, '0')
    join lines l on l.g = src.g`.execute(db);
}

/**
 * The plain (non-constraint) indexes of sales and sale_items, dropped during the load and made
 * again after it: building an index once is several times faster than updating it a million times.
 */
async function dropPlainIndexes(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in ('sales', 'sale_items')
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db);
  for (const row of rows) await sql`drop index ${sql.id(row.name)}`.execute(db);
  return rows.map((r) => r.definition);
}

/** Adds `options.sales` sales to a migrated database holding the demo data. */
export async function generateBenchSales(
  db: Kysely<Database>,
  options: BenchDataOptions,
): Promise<BenchDataSummary> {
  const customers = options.customers ?? Math.max(50, Math.round(options.sales / 100));
  const consultants = options.consultants ?? 40;
  const batch = options.batch ?? 50_000;
  // A private benchmark database: losing the last batches on a crash costs nothing.
  await sql`set synchronous_commit = off`.execute(db).catch(() => undefined);
  const seasons = await insertSeasons(db);
  await insertConsultants(db, consultants);
  await insertCustomers(db, customers);
  // Temporary tables live in one session: run the batches on one connection.
  await db.connection().execute(async (conn) => {
    await createMaps(conn);
    const indexes = options.deferIndexes ? await dropPlainIndexes(conn) : [];
    // The batches write the sums and copies of migration 017 themselves (sales.bags and total from
    // their lines, sale_items.season_id and sale_active from their sale), so its triggers, a
    // statement per row of work, are off during the load.
    await sql`alter table sale_items disable trigger user; alter table sales disable trigger user`.execute(
      conn,
    );
    try {
      for (let from = 1; from <= options.sales; from += batch) {
        const to = Math.min(options.sales, from + batch - 1);
        await insertBatch(conn, from, to);
        options.onProgress?.(to, options.sales);
      }
    } finally {
      await sql`alter table sale_items enable trigger user; alter table sales enable trigger user`.execute(
        conn,
      );
    }
    await sql`set maintenance_work_mem = '256MB'`.execute(conn).catch(() => undefined);
    for (const definition of indexes) await sql.raw(definition).execute(conn);
  });
  await sql`vacuum analyze`.execute(db);
  const counts = await sql<{ sales: number; items: number; consultant: number }>`
    select (select count(*)::int from sales) as sales, (select count(*)::int from sale_items) as items,
           (select consultant_id from sales group by consultant_id order by count(*) desc limit 1) as consultant`.execute(
    db,
  );
  const row = counts.rows[0];
  if (!row) throw new Error('bench data: counts missing');
  return {
    sales: row.sales,
    items: row.items,
    customers,
    consultants,
    seasons,
    consultantId: row.consultant,
    nameFragment: `${LAST_NAMES[3]} 12`,
  };
}
