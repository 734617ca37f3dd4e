// Shared set-up of the customers API tests: a session per demo account, the demo zones and places,
// calls from distinct addresses, a valid customer body, and the stored row read straight from SQL.
import type { ClientStatusColumn } from '../../db/database.ts';
import type { TestContext } from '../../test/helper.ts';
import type { DatabaseKind } from '../../db/connect.ts';
import { apiFixture, cookieFor, STAFF_EMAILS, userIdOf, zoneIdOf } from '../../test/api-fixture.ts';

const ACCOUNTS = {
  ...STAFF_EMAILS,
  disabledConsultant: 'consultor.baja@agroventas.mx',
} as const;
type Account = keyof typeof ACCOUNTS;

export interface Demo {
  cookies: Record<Account, string>;
  ids: Record<Account, number>;
  zones: { bajio: number; noroeste: number };
  /** A state and one of its municipalities and localities, in each zone. */
  places: Record<'bajio' | 'noroeste', { stateId: number; municipalityId: number; localityId: number }>;
}

async function placeIn(ctx: TestContext, zone: number) {
  const row = await ctx.database.db
    .selectFrom('localities as l')
    .innerJoin('municipalities as m', 'm.id', 'l.municipality_id')
    .innerJoin('states as s', 's.id', 'm.state_id')
    .select(['s.id as stateId', 'm.id as municipalityId', 'l.id as localityId'])
    .where('s.zone_id', '=', zone)
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
  return row;
}

export async function loadDemo(ctx: TestContext): Promise<Demo> {
  const cookies = {} as Record<Account, string>;
  const ids = {} as Record<Account, number>;
  for (const [name, email] of Object.entries(ACCOUNTS) as [Account, string][]) {
    ids[name] = await userIdOf(ctx, email);
    // A disabled account cannot hold a session; its id is all the tests need.
    if (name !== 'disabledConsultant') cookies[name] = await cookieFor(ctx, email);
  }
  const zones = { bajio: await zoneIdOf(ctx, 'Occidente-Bajío'), noroeste: await zoneIdOf(ctx, 'Noroeste') };
  const places = { bajio: await placeIn(ctx, zones.bajio), noroeste: await placeIn(ctx, zones.noroeste) };
  return { cookies, ids, zones, places };
}

let address = 0;

/**
 * Calls to /api as the cookie's holder (none: the public pages), each from a fresh address so the
 * per-address limits of the public registration and the farmer's sign-in never interfere. The
 * fixture's context is read at each call, as it is set only once the describe's beforeAll has run.
 */
export function customerCalls(fx: { ctx: TestContext }) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) => {
    // Unique for the whole worker (files share this module).
    address += 1;
    return fx.ctx.request({
      method,
      url: `/api${url}`,
      cookie,
      payload,
      remoteAddress: `10.40.${Math.floor(address / 250)}.${address % 250}`,
    });
  };
}

let counter = 0;

/** A valid body for POST/PUT /clients, with a unique name and RFC. */
export function customerBody(place: Demo['places']['bajio'], extra: Record<string, unknown> = {}) {
  // Unique for the whole worker (files share this module): six digits fit the RFC and the phone.
  counter += 1;
  const suffix = String(counter).padStart(6, '0');
  return {
    firstName: `Cliente${suffix}`,
    lastName: 'De Prueba',
    phone: `33 10${suffix}`,
    email: `cliente${suffix}@example.com`,
    taxId: `PRUE${suffix}AB1`,
    stateId: place.stateId,
    municipalityId: place.municipalityId,
    localityId: place.localityId,
    hectares: 12.5,
    ...extra,
  };
}

export async function storedClient(ctx: TestContext, id: number) {
  return ctx.database.db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** PUT /clients/{id} from the stored version, as the form sends the version it loaded. */
export async function editClient(ctx: TestContext, id: number, body: object, cookie: string) {
  const { version } = await storedClient(ctx, id);
  return ctx.request({ method: 'PUT', url: `/api/clients/${id}`, payload: { ...body, version }, cookie });
}

/** The first customer of a consultant, by id. */
export async function customerOf(
  ctx: TestContext,
  consultantId: number,
  status: ClientStatusColumn = 'ACTIVE',
): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('clients')
    .select('id')
    .where('consultant_id', '=', consultantId)
    .where('status', '=', status)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The context of the customers API tests, as the calling describe's beforeAll and afterAll: the
 * demo seed with loadDemo's sessions, ids, zones and places.
 */
export function customersFixture(kind: DatabaseKind) {
  return apiFixture(kind, { accounts: [], prepare: loadDemo });
}
