// Mass assignment: role, status, owner (consultantId / consultant_id), paid, version and
// __proto__ added to the bodies of every write route (where the route's schema does not declare
// them), sent as a caller the route admits: nothing of it may be stored. Curated valid bodies make
// sure the core routes really accept the request; the other routes get bodies generated from their
// schemas, and the report says how many of each were accepted.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mexicoCityDay } from '../../domain/days.ts';
import type { Role } from '../../domain/roles.ts';
import { declaredRoutes } from '../../server/http/access.ts';
import {
  activeClientOf,
  demoSeasons,
  newProduct,
  postVoucher,
  saleLine,
} from '../../server/modules/sales/test-fixtures.ts';
import { cookieFor } from '../../server/test/api-fixture.ts';
import { roleOwners, sessionCookie } from '../../server/test/authorization-harness.ts';
import { createTestContext, DEMO_EMAILS, type TestContext } from '../../server/test/helper.ts';
import { plausible, writeRoutesOf, type WriteRoute } from './support/bodies.ts';
import { nextAddress, reliabilityKinds } from './support/context.ts';
import { fillPath, idPool, pathIds } from './support/ids.ts';

const SENTINEL_PAID = 987654.32;
const SENTINEL_VERSION = 987654;
const BODIES_PER_ROUTE = 6;
const ROLE_PREFERENCE: Role[] = ['ADMIN', 'COORDINATOR', 'CONSULTANT', 'SUPERVISOR', 'FARMER'];

let ctx: TestContext;
let sentinelId: number;
// Every check runs on each database of the run (PGlite, and PostgreSQL when configured).
describe.each(reliabilityKinds())('%s', (kind) => {
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    // A consultant nobody acts as: finding it as the owner of anything means a body chose the
    // owner.
    const zone = await ctx.database.db
      .selectFrom('zones')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const row = await ctx.database.db
      .insertInto('users')
      .values({
        email: 'centinela@agroventas.mx',
        first_name: 'Centinela',
        last_name: 'Nadie',
        role: 'CONSULTANT',
        status: 'ACTIVE',
        zone_id: zone.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    sentinelId = row.id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  interface Snapshot {
    users: Map<number, string>;
    clients: Map<number, string>;
    sales: Map<number, string>;
    vouchers: Map<number, string>;
  }

  async function snapshot(): Promise<Snapshot> {
    const db = ctx.database.db;
    const map = (rows: { id: number; k: string }[]) => new Map(rows.map((r) => [Number(r.id), r.k]));
    const q = async (text: ReturnType<typeof sql<{ id: number; k: string }>>) =>
      map((await text.execute(db)).rows);
    return {
      users: await q(sql`select id, concat_ws('|', role, status) as k from users`),
      clients: await q(sql`select id, concat_ws('|', status, consultant_id) as k from clients`),
      sales: await q(sql`select id, concat_ws('|', status, consultant_id, version) as k from sales`),
      vouchers: await q(
        sql`select id, concat_ws('|', status, consultant_id, version, paid, total) as k from vouchers`,
      ),
    };
  }

  /** Rows new or changed between two snapshots, as [id, before, after]. */
  function changed(
    before: Map<number, string>,
    after: Map<number, string>,
  ): [number, string | undefined, string][] {
    return [...after.entries()]
      .filter(([id, k]) => before.get(id) !== k)
      .map(([id, k]) => [id, before.get(id), k]);
  }

  function violations(route: WriteRoute, isPublic: boolean, before: Snapshot, after: Snapshot): string[] {
    const declared = new Set(Object.keys(route.body?.properties ?? {}));
    const found: string[] = [];
    for (const [id, was, now] of changed(before.users, after.users)) {
      const [role, status] = now.split('|');
      if (!declared.has('role') && role === 'ADMIN' && !was?.startsWith('ADMIN|'))
        found.push(`user ${id} became ADMIN`);
      if (isPublic && was === undefined && status === 'ACTIVE') found.push(`user ${id} registered ACTIVE`);
    }
    for (const [id, was, now] of changed(before.clients, after.clients)) {
      const [status, consultant] = now.split('|');
      if (!declared.has('consultantId') && Number(consultant) === sentinelId)
        found.push(`client ${id} owned by the planted consultant`);
      if (isPublic && was === undefined && status === 'ACTIVE') found.push(`client ${id} registered ACTIVE`);
    }
    for (const [id, , now] of changed(before.sales, after.sales)) {
      const [status, consultant, version] = now.split('|');
      if (Number(consultant) === sentinelId) found.push(`sale ${id} owned by the planted consultant`);
      if (Number(version) === SENTINEL_VERSION) found.push(`sale ${id} took the planted version`);
      if (status !== 'ACTIVE') found.push(`sale ${id} became ${status}`);
    }
    for (const [id, , now] of changed(before.vouchers, after.vouchers)) {
      const [status, consultant, version, paid, total] = now.split('|');
      if (Number(consultant) === sentinelId) found.push(`Dkbono ${id} owned by the planted consultant`);
      if (Number(version) === SENTINEL_VERSION) found.push(`Dkbono ${id} took the planted version`);
      if (Number(paid) === SENTINEL_PAID) found.push(`Dkbono ${id} took the planted paid amount`);
      const expected = Number(paid) <= 0 ? 'PENDING' : Number(paid) >= Number(total) ? 'PAID' : 'PARTIAL';
      if (['PENDING', 'PARTIAL', 'PAID'].includes(status ?? '') && status !== expected)
        found.push(`Dkbono ${id} is ${status} with ${paid} of ${total} paid`);
    }
    return found;
  }

  /** The forbidden fields a route's schema does not declare, as raw JSON members (so __proto__ is a real key). */
  function forbiddenMembers(route: WriteRoute, variant: number): string {
    const declared = new Set(Object.keys(route.body?.properties ?? {}));
    const status = ['ACTIVE', 'PAID', 'CANCELLED'][variant % 3];
    const fields: Record<string, unknown> = {
      role: 'ADMIN',
      status,
      consultantId: sentinelId,
      consultant_id: sentinelId,
      paid: SENTINEL_PAID,
      version: SENTINEL_VERSION,
    };
    const members = Object.entries(fields)
      .filter(([key]) => !declared.has(key))
      .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
    return members.join(',');
  }

  /** Prototype keys, sent apart: Fastify refuses a body holding __proto__ whole, which would hide the rest. */
  const PROTOTYPE_MEMBERS = (sentinel: number) =>
    `"__proto__":{"role":"ADMIN","status":"ACTIVE","consultantId":${sentinel},"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}`;

  function withMembers(body: unknown, extra: string): string {
    const text = JSON.stringify(body && typeof body === 'object' && !Array.isArray(body) ? body : {});
    return text === '{}' ? `{${extra}}` : `${text.slice(0, -1)},${extra}}`;
  }

  /** Valid bodies for the core routes, built on the demo data, so those checks cannot pass by a 400. */
  type Curated = { cookie: string; url: string; body: () => Promise<unknown> };

  async function curatedBodies(): Promise<Map<string, Curated[]>> {
    const seasons = await demoSeasons(ctx);
    const consultantEmail = DEMO_EMAILS.CONSULTANT;
    const consultant = await cookieFor(ctx, consultantEmail);
    const clientId = await activeClientOf(ctx, consultantEmail);
    const product = await newProduct(ctx, [{ seasonId: seasons.open.id, bags: 1000 }]);
    const db = ctx.database.db;
    const sale = await ctx.request({
      method: 'POST',
      url: '/api/sales',
      cookie: consultant,
      payload: { seasonId: seasons.open.id, clientId, items: [saleLine(product.id, 1)] },
    });
    const voucher = await postVoucher(ctx, consultant, {
      seasonId: seasons.open.id,
      clientId,
      items: [{ productId: product.id, quantity: 2, basePrice: 1000 }],
    });
    if (sale.statusCode !== 201 || voucher.statusCode !== 201)
      throw new Error(`set-up failed: ${sale.body} ${voucher.body}`);
    const saleId: number = sale.json().data.id;
    const voucherId: number = voucher.json().data.id;
    const version = async (table: 'sales' | 'vouchers', id: number) =>
      (await db.selectFrom(table).select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;
    // The day in Mexico City, as the API dates payments (the UTC day is tomorrow there from 18:00).
    const today = mexicoCityDay();
    const state = await db.selectFrom('states').select('id').orderBy('id').executeTakeFirstOrThrow();
    const now = (body: unknown) => async () => body;
    return new Map<string, Curated[]>([
      [
        'POST /api/sales',
        [
          {
            cookie: consultant,
            url: '/api/sales',
            body: now({ seasonId: seasons.open.id, clientId, items: [saleLine(product.id, 1)] }),
          },
        ],
      ],
      [
        'POST /api/vouchers',
        [
          {
            cookie: consultant,
            url: '/api/vouchers',
            body: now({
              seasonId: seasons.open.id,
              clientId,
              items: [{ productId: product.id, quantity: 1, basePrice: 1000 }],
            }),
          },
        ],
      ],
      [
        'PUT /api/sales/:id',
        [
          {
            cookie: consultant,
            url: `/api/sales/${saleId}`,
            body: async () => ({
              seasonId: seasons.open.id,
              clientId,
              version: await version('sales', saleId),
              items: [saleLine(product.id, 2)],
            }),
          },
        ],
      ],
      [
        'PUT /api/vouchers/:id',
        [
          {
            cookie: consultant,
            url: `/api/vouchers/${voucherId}`,
            body: async () => ({
              seasonId: seasons.open.id,
              clientId,
              version: await version('vouchers', voucherId),
              items: [{ productId: product.id, quantity: 3, basePrice: 1000 }],
            }),
          },
        ],
      ],
      [
        'PUT /api/vouchers/:id/payments',
        [
          {
            cookie: consultant,
            url: `/api/vouchers/${voucherId}/payments`,
            body: async () => ({
              version: await version('vouchers', voucherId),
              payments: [{ date: today, amount: 500, method: 'EFECTIVO' }],
            }),
          },
        ],
      ],
      [
        'POST /api/clients/register',
        [
          {
            cookie: '',
            url: '/api/clients/register',
            body: now({
              firstName: 'Centinela',
              lastName: 'Registro',
              email: 'centinela.registro@ejemplo.mx',
              phone: '3312345678',
              stateId: state.id,
            }),
          },
        ],
      ],
    ]);
  }

  describe(`mass assignment on every write route`, () => {
    it('stores none of role, status, owner, paid, version or __proto__ sent in a body', async ({
      annotate,
    }) => {
      const declared = declaredRoutes(ctx.app);
      const routes = writeRoutesOf(ctx.app.swagger()).filter(
        (r) => r.method !== 'DELETE' && r.body && !r.multipart,
      );
      const pool = await idPool(ctx);
      const ids = await pathIds(ctx);
      const owners = await roleOwners(ctx);
      const actorIds = new Set(Object.values(owners).flatMap((o) => ('userId' in o ? [o.userId] : [])));
      const curated = await curatedBodies();
      const found: string[] = [];
      const reached = new Map<string, number>();
      let sent = 0;
      let protoRefused = 0;
      for (const [index, route] of routes.entries()) {
        const key = `${route.method} ${route.url}`;
        const access =
          declared.find((d) => d.method === route.method && d.url === route.url)?.access ?? 'public';
        const isPublic = access === 'public';
        const role = isPublic
          ? null
          : access === 'authenticated'
            ? 'ADMIN'
            : (ROLE_PREFERENCE.find((r) => access.includes(r)) ?? null);
        const generated = fc
          .sample(plausible(route.body ?? {}, pool), { seed: 4242 + index, numRuns: BODIES_PER_ROUTE })
          .map((body, n) => ({
            cookie: null as string | null,
            url: fillPath(route.url, ids, n, actorIds),
            body: async () => body,
          }));
        const attempts = [...(curated.get(key) ?? []), ...generated];
        for (const [n, attempt] of attempts.entries()) {
          const body = await attempt.body();
          for (const [variant, extra] of [
            ['fields', forbiddenMembers(route, n)],
            ['prototype', PROTOTYPE_MEMBERS(sentinelId)],
          ] as const) {
            const cookie =
              attempt.cookie ??
              (role ? await sessionCookie(ctx, owners[role], 'mass-assignment') : undefined);
            const before = await snapshot();
            const response = await ctx.request({
              method: route.method,
              url: attempt.url,
              cookie: cookie || undefined,
              headers: { 'content-type': 'application/json' },
              payload: withMembers(body, extra),
              remoteAddress: nextAddress(),
            });
            sent += 1;
            if (variant === 'prototype' && response.statusCode === 400) protoRefused += 1;
            if (response.statusCode >= 200 && response.statusCode < 300) {
              if (variant === 'fields') reached.set(key, (reached.get(key) ?? 0) + 1);
              found.push(
                ...violations(route, isPublic, before, await snapshot()).map(
                  (v) => `${key} (${variant}): ${v}`,
                ),
              );
              const echoed =
                response.body.includes(`${SENTINEL_PAID}`) ||
                response.body.includes(`"version":${SENTINEL_VERSION}`);
              if (echoed) found.push(`${key}: the answer carries a planted value`);
            }
          }
        }
      }
      const core = [...curated.keys()];
      const coreReached = core.filter((k) => (reached.get(k) ?? 0) > 0);
      await annotate(
        `${sent} bodies with the forbidden fields over ${routes.length} write routes; accepted (2xx) on ${reached.size} routes (${[...reached.values()].reduce((a, b) => a + b, 0)} times), including ${coreReached.length} of ${core.length} core routes with curated bodies; ${protoRefused} bodies with __proto__ refused whole (400); ${found.length} fields stored`,
      );
      expect(found).toEqual([]);
      expect(coreReached).toEqual(core);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    }, 900_000);
  });
});
