// Shared set-up of the sale, Dkbono and history API tests: the demo seasons and customers, a fresh
// product with a known allocation, and the availability computed independently of the code under
// test.
import { sql } from 'kysely';
import { expect } from 'vitest';
import { mexicoCityDay } from '../../../domain/days.ts';
import { SALE_SORTS } from '../../../domain/sales.ts';
import { cookieFor, userIdOf } from '../../test/api-fixture.ts';
import { DEMO_EMAILS, type TestContext } from '../../test/helper.ts';
import { rowCount } from '../../test/row-count.ts';

/**
 * apiFixture's `prepare` of the sale, Dkbono and history tests: the demo seasons, the demo
 * consultant and an active customer of theirs, and a new product with `bags` in each season named.
 */
export function saleWorld(bags: number, stocked: readonly (keyof DemoSeasons)[]) {
  return async (ctx: TestContext) => {
    const seasons = await demoSeasons(ctx);
    const consultantId = await userIdOf(ctx, DEMO_EMAILS.CONSULTANT);
    const clientId = await activeClientOf(ctx, consultantId);
    const product = await newProduct(
      ctx,
      stocked.map((season) => ({ seasonId: seasons[season].id, bags })),
    );
    return { seasons, consultantId, clientId, product };
  };
}

/**
 * The demo seasons and an active customer of the demo consultant: where a test of the consultant's
 * sales and DKbonos starts when it makes its own products.
 */
export async function consultantCustomerWorld(ctx: TestContext) {
  return { seasons: await demoSeasons(ctx), clientId: await activeClientOf(ctx, DEMO_EMAILS.CONSULTANT) };
}

/** What apiFixture holds with saleWorld's `prepare`. */
export type SaleFixture = { ctx: TestContext; cookies: Record<string, string> } & Awaited<
  ReturnType<ReturnType<typeof saleWorld>>
>;

/** The sale API's calls of the sale tests, as the demo consultant unless a cookie is given. */
export function saleCalls(fx: SaleFixture) {
  const post = (payload: object, cookie = fx.cookies.consultant) =>
    fx.ctx.request({ method: 'POST', url: '/api/sales', payload, cookie });
  /** A sale's body in the open season for the consultant's customer. */
  const saleOf = (items: object[], extra: object = {}) => ({
    seasonId: fx.seasons.open.id,
    clientId: fx.clientId,
    items,
    ...extra,
  });
  return {
    get: (url: string, cookie: string | undefined) => fx.ctx.request({ method: 'GET', url, cookie }),
    post,
    put: (id: number, payload: object, cookie = fx.cookies.consultant) =>
      fx.ctx.request({ method: 'PUT', url: `/api/sales/${id}`, payload, cookie }),
    del: (id: number, cookie = fx.cookies.consultant) =>
      fx.ctx.request({ method: 'DELETE', url: `/api/sales/${id}`, cookie }),
    saleOf,
    saleCount: () => rowCount(fx.ctx.database.db, 'sales'),
    createSale: async (items: object[], extra: object = {}) => {
      const response = await post(saleOf(items, extra));
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { id: number; folio: string; version: number; total: number };
    },
  };
}

export interface DemoSeasons {
  /** open for sales and vouchers, started */
  open: { id: number; name: string };
  /** open only for Dkbonos, starts in the future */
  future: { id: number; name: string };
  /** closed */
  past: { id: number; name: string };
}

export async function demoSeasons(ctx: TestContext): Promise<DemoSeasons> {
  const rows = await ctx.database.db
    .selectFrom('seasons')
    .select(['id', 'name', 'is_open', 'is_voucher_open'])
    .execute();
  const find = (isOpen: boolean, isVoucherOpen: boolean) => {
    const row = rows.find((r) => r.is_open === isOpen && r.is_voucher_open === isVoucherOpen);
    if (!row) throw new Error('Demo season missing');
    return { id: row.id, name: row.name };
  };
  return { open: find(true, true), future: find(false, true), past: find(false, false) };
}

/** An active customer of a consultant, given by id or by email: the first one, or the one after `skip` others. */
export async function activeClientOf(
  ctx: TestContext,
  consultant: number | string,
  skip = 0,
): Promise<number> {
  const consultantId = typeof consultant === 'number' ? consultant : await userIdOf(ctx, consultant);
  const row = await ctx.database.db
    .selectFrom('clients')
    .select('id')
    .where('consultant_id', '=', consultantId)
    .where('status', '=', 'ACTIVE')
    .orderBy('id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A demo consultant (the first one unless named): its id and zone, a session, and the first of its active customers. */
export async function demoConsultant(
  ctx: TestContext,
  email: string = DEMO_EMAILS.CONSULTANT,
): Promise<{ id: number; zoneId: number | null; cookie: string; clientId: number }> {
  const { id, zone_id } = await ctx.database.db
    .selectFrom('users')
    .select(['id', 'zone_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return {
    id,
    zoneId: zone_id,
    cookie: await cookieFor(ctx, email),
    clientId: await activeClientOf(ctx, id),
  };
}

let productCounter = 0;

/** A new enabled product with `bags` allocated in each given season. */
export async function newProduct(
  ctx: TestContext,
  allocations: { seasonId: number; bags: number }[],
  options: { basePrice?: string; enabled?: boolean } = {},
): Promise<{ id: number; code: string }> {
  const db = ctx.database.db;
  const type = await db.selectFrom('product_types').select('id').executeTakeFirstOrThrow();
  productCounter += 1;
  const code = `PT-${process.pid}-${productCounter}`;
  const product = await db
    .insertInto('products')
    .values({
      code,
      name: `Híbrido de prueba ${productCounter}`,
      product_type_id: type.id,
      seeds_per_bag: 60_000,
      base_price: options.basePrice ?? '1000.00',
      enabled: options.enabled ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (allocations.length > 0) {
    await db
      .insertInto('inventory')
      .values(allocations.map((a) => ({ season_id: a.seasonId, product_id: product.id, allocated: a.bags })))
      .execute();
  }
  return { id: product.id, code };
}

/** POST /vouchers as the holder of `cookie`: a DKbono, which reserves its lines' bags in its season. */
export function postVoucher(
  ctx: TestContext,
  cookie: string | undefined,
  voucher: { seasonId: number; clientId: number; items: object[] },
  headers: Record<string, string> = {},
) {
  return ctx.request({ method: 'POST', url: '/api/vouchers', cookie, headers, payload: voucher });
}

/** PUT /vouchers/:id/payments as the holder of `cookie`: the DKbono's payments, from the version read. */
export function putVoucherPayments(
  ctx: TestContext,
  cookie: string | undefined,
  voucher: { id: number; version: number },
  payments: object[],
) {
  return ctx.request({
    method: 'PUT',
    url: `/api/vouchers/${voucher.id}/payments`,
    cookie,
    payload: { version: voucher.version, payments },
  });
}

/**
 * The two ways bags leave a season's stock, as the demo consultant for the fixture's customer in the
 * open season: a sale (`sell`) and a Dkbono (`reserve`, at $100 a bag), each one product's line.
 */
export function stockCalls(fx: {
  ctx: TestContext;
  cookies: { consultant: string };
  seasons: DemoSeasons;
  clientId: number;
}) {
  return {
    sell: (productId: number, quantity: number) =>
      fx.ctx.request({
        method: 'POST',
        url: '/api/sales',
        cookie: fx.cookies.consultant,
        payload: {
          seasonId: fx.seasons.open.id,
          clientId: fx.clientId,
          items: [saleLine(productId, quantity)],
        },
      }),
    reserve: (productId: number, quantity: number) =>
      postVoucher(fx.ctx, fx.cookies.consultant, {
        seasonId: fx.seasons.open.id,
        clientId: fx.clientId,
        items: [{ productId, quantity, basePrice: 100, discount: 0 }],
      }),
  };
}

/** allocated − sold (active sales) − reserved (PENDING/PARTIAL/PAID Dkbonos), straight from SQL. */
export async function availableBags(ctx: TestContext, seasonId: number, productId: number): Promise<number> {
  const { rows } = await sql<{ available: number }>`
    select (
      coalesce((select allocated from inventory where season_id = ${seasonId} and product_id = ${productId}), 0)
      - coalesce((select sum(si.quantity) from sale_items si join sales s on s.id = si.sale_id
          where s.season_id = ${seasonId} and s.status = 'ACTIVE' and si.product_id = ${productId}), 0)
      - coalesce((select sum(vi.quantity) from voucher_items vi join vouchers v on v.id = vi.voucher_id
          where v.season_id = ${seasonId} and v.status in ('PENDING', 'PARTIAL', 'PAID') and vi.product_id = ${productId}), 0)
    )::int as available`.execute(ctx.database.db);
  return Number(rows[0]?.available);
}

/** The Mexico City day `days` before today: inside the demo's open season (60 days old) for 0–59. */
export function daysAgo(days: number): string {
  return mexicoCityDay(new Date(Date.now() - days * 86_400_000));
}

/**
 * The day a test's DKbono payment carries. A payment is dated from its DKbono's creation day to
 * today (domain/days.ts paymentDayRange), and a test's DKbono is created today: today always fits.
 */
export function paymentDay(): string {
  return mexicoCityDay();
}

export function saleLine(productId: number, quantity: number, basePrice = 1000, discount = 0) {
  return { productId, quantity, basePrice, discount, hectares: 2, productYield: 11, investment: 500 };
}

/** A list read page by page: the ids in the order the pages gave them, and the count each page reported. */
export async function readPageByPage(
  ctx: TestContext,
  url: string,
  cookie: string | undefined,
  size: number,
): Promise<{ ids: number[]; totals: number[]; pages: number }> {
  const ids: number[] = [];
  const totals: number[] = [];
  let pages = 1;
  for (let page = 1; page <= pages; page += 1) {
    const separator = url.includes('?') ? '&' : '?';
    const response = await ctx.request({
      method: 'GET',
      url: `${url}${separator}page=${page}&size=${size}`,
      cookie,
    });
    if (response.statusCode !== 200)
      throw new Error(`${url} page ${page}: ${response.statusCode} ${response.body}`);
    const body = response.json().data as { data: { id: number }[]; totalPages: number; totalRecords: number };
    ids.push(...body.data.map((row) => row.id));
    totals.push(body.totalRecords);
    pages = body.totalPages;
  }
  return { ids, totals, pages };
}

/**
 * Every sort of a list of sales or Dkbonos read page by page (`size` rows a page, more than
 * `morePagesThan` pages) gives the whole list in the same order and the same total on every page;
 * `tied`, rows equal on every sort field but the folio, come oldest first under date:asc and newest
 * first under any other sort but the folio's. Answers each sort's whole list, for the caller's own
 * checks.
 */
export async function expectEverySortPaged<Row extends { id: number }>(
  fx: SaleFixture,
  list: '/api/sales' | '/api/vouchers',
  tied: readonly number[],
  paging: { size: number; morePagesThan: number },
): Promise<Map<string, Row[]>> {
  const wholeLists = new Map<string, Row[]>();
  for (const sort of SALE_SORTS) {
    const response = await fx.ctx.request({
      method: 'GET',
      url: `${list}?size=200&sort=${sort}`,
      cookie: fx.cookies.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data.data as Row[];
    wholeLists.set(sort, rows);
    const ids = rows.map((r) => r.id);
    const paged = await readPageByPage(fx.ctx, `${list}?sort=${sort}`, fx.cookies.admin, paging.size);
    expect(paged.pages, sort).toBeGreaterThan(paging.morePagesThan);
    expect(paged.ids, sort).toEqual(ids);
    expect(new Set(paged.totals), sort).toEqual(new Set([ids.length]));
    if (!sort.startsWith('folio')) {
      const ascending = [...tied].sort((a, b) => a - b);
      const expected = sort === 'date:asc' ? ascending : ascending.reverse();
      expect(
        ids.filter((id) => tied.includes(id)),
        sort,
      ).toEqual(expected);
    }
  }
  return wholeLists;
}

/** Case-insensitive "contains", the meaning of a list's `q`. */
function containsText(value: string, text: string): boolean {
  return value.toLowerCase().includes(text.toLowerCase());
}

/**
 * The search `q` of a list of sales or Dkbonos, on the folio and on each part of the customer's
 * name in any case: each search finds exactly the rows of the whole list whose folio or customer
 * name holds it, a page agrees, `record` is among them, and a search that matches nothing is an
 * empty page. Answers the customer's name, for the caller's own checks.
 */
export async function expectFolioOrCustomerSearch(
  fx: SaleFixture,
  list: '/api/sales' | '/api/vouchers',
  record: { id: number; folio: string },
): Promise<{ first_name: string; last_name: string }> {
  interface Row {
    id: number;
    folio: string;
    customerName: string;
  }
  const get = (url: string) => fx.ctx.request({ method: 'GET', url, cookie: fx.cookies.admin });
  const whole = async (query: string) => {
    const response = await get(`${list}?size=200&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.data as Row[];
  };
  const customer = await fx.ctx.database.db
    .selectFrom('clients')
    .select(['first_name', 'last_name'])
    .where('id', '=', fx.clientId)
    .executeTakeFirstOrThrow();
  const everything = await whole('');
  const searches = [
    record.folio,
    record.folio.toLowerCase(),
    customer.first_name,
    customer.last_name,
    `${customer.first_name} ${customer.last_name}`,
    customer.last_name.replace(/[a-z]/g, (c) => c.toUpperCase()),
  ];
  for (const q of searches) {
    const found = (await whole(`q=${encodeURIComponent(q)}`)).map((r) => r.id);
    const expected = everything
      .filter((r) => containsText(r.folio, q) || containsText(r.customerName, q))
      .map((r) => r.id);
    expect(found, q).toEqual(expected);
    // A page (ids collected first) agrees with the whole list (tested row by row).
    const page = (await get(`${list}?size=200&q=${encodeURIComponent(q)}`)).json().data;
    expect(
      page.data.map((r: Row) => r.id),
      q,
    ).toEqual(expected);
    expect(page.totalRecords, q).toBe(expected.length);
    expect(found, q).toContain(record.id);
  }
  const none = (await get(`${list}?q=zzz-sin-coincidencias`)).json().data;
  expect(none).toMatchObject({ data: [], totalRecords: 0, totalPages: 0 });
  return customer;
}
