// Authorization: every declared route × anonymous, bad API key and the five roles (the foundation's
// harness rules), then object-level checks: every record of every scoped resource read by every
// active account, compared with an oracle written from docs/design.md §6 in plain SQL, plus writes
// aimed at records of other owners. Target: 0 unexpected allows.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { declaredRoutes, type RegisteredRoute } from '../../server/http/access.ts';
import {
  CALLERS,
  codeOf,
  concretePath,
  describeExpectation,
  expectationFor,
  meets,
  roleOwners,
  sessionCookie,
} from '../../server/test/authorization-harness.ts';
import { hashClientKey } from '../../server/auth/tokens.ts';
import { MAX_PAGE_SIZE } from '../../domain/pagination.ts';
import { mexicoCityDay } from '../../domain/days.ts';
import { createTestContext, type TestContext } from '../../server/test/helper.ts';
import { allActors, nextAddress, reliabilityKinds, type Actor } from './support/context.ts';

let ctx: TestContext;
let routes: RegisteredRoute[];
let actors: Actor[];

// Every check runs on each database of the run (PGlite, and PostgreSQL when configured).
describe.each(reliabilityKinds())('%s', (kind) => {
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    routes = declaredRoutes(ctx.app);
    // A second farmer, so one farmer's records can be aimed at by another.
    const other = await ctx.database.db
      .selectFrom('clients')
      .select('id')
      .where('status', '=', 'ACTIVE')
      .where('client_key_hash', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .updateTable('clients')
      .set({ client_key_hash: hashClientKey('AGV-OTRO-AGRICULTOR-1') })
      .where('id', '=', other.id)
      .execute();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const hasRoute = (method: string, url: string) => routes.some((r) => r.method === method && r.url === url);

  describe(`route × caller matrix`, () => {
    it('answers every caller of every route as its access declaration says', async ({ annotate }) => {
      const owners = await roleOwners(ctx);
      const allows: string[] = [];
      const wrong: string[] = [];
      let calls = 0;
      for (const route of routes) {
        for (const caller of CALLERS) {
          const expectation = expectationFor(route, caller);
          const cookie =
            caller === 'anonymous' || caller === 'bad API key'
              ? undefined
              : await sessionCookie(ctx, owners[caller]);
          const hasBody = !['GET', 'DELETE'].includes(route.method);
          const response = await ctx.request({
            method: route.method as 'GET',
            url: concretePath(route.url),
            cookie,
            headers: caller === 'bad API key' ? { 'x-api-key': 'clave-equivocada' } : {},
            ...(hasBody ? { payload: {} } : {}),
            remoteAddress: nextAddress(),
          });
          calls += 1;
          if (meets(expectation, response)) continue;
          const line = `${route.method} ${route.url} as ${caller}: expected ${describeExpectation(expectation)}, got ${response.statusCode} ${codeOf(response)}`;
          if (expectation.exact && response.statusCode < 400) allows.push(line);
          else wrong.push(line);
        }
      }
      await annotate(
        `${routes.length} routes × ${CALLERS.length} callers = ${calls} calls; ${allows.length} unexpected allows; ${wrong.length} other wrong answers`,
      );
      expect(allows).toEqual([]);
      expect(wrong).toEqual([]);
    });
  });

  type Oracle = (actor: Actor) => ReturnType<typeof sql<{ id: number }>>;

  /** docs/design.md §6 in SQL, independent of server/modules/shared/scope.ts. */
  function salesLikeOracle(table: 'sales' | 'vouchers'): Oracle {
    return (actor) => {
      const t = sql.table(table);
      switch (actor.role) {
        case 'ADMIN':
          return sql<{ id: number }>`select id from ${t}`;
        case 'COORDINATOR':
          return sql<{
            id: number;
          }>`select r.id from ${t} r join clients c on c.id = r.client_id where c.zone_id = ${actor.zoneId ?? -1}`;
        case 'SUPERVISOR':
          return sql<{
            id: number;
          }>`select r.id from ${t} r join users u on u.id = r.consultant_id where u.supervisor_id = ${actor.userId ?? -1}`;
        case 'CONSULTANT':
          return sql<{ id: number }>`select id from ${t} where consultant_id = ${actor.userId ?? -1}`;
        case 'FARMER':
          return sql<{ id: number }>`select id from ${t} where false`;
      }
    };
  }

  const clientsOracle: Oracle = (actor) => {
    switch (actor.role) {
      case 'ADMIN':
        return sql<{ id: number }>`select id from clients`;
      case 'COORDINATOR':
        return sql<{ id: number }>`select id from clients where zone_id = ${actor.zoneId ?? -1}`;
      case 'SUPERVISOR':
        return sql<{
          id: number;
        }>`select c.id from clients c join users u on u.id = c.consultant_id where u.supervisor_id = ${actor.userId ?? -1}`;
      case 'CONSULTANT':
        return sql<{ id: number }>`select id from clients where consultant_id = ${actor.userId ?? -1}`;
      case 'FARMER':
        return sql<{ id: number }>`select id from clients where id = ${actor.clientId ?? -1}`;
    }
  };

  /** The widest reading of "users: all / zone / its consultants / own profile" (docs/design.md §6): an allow beyond it is a leak. */
  const usersOracle: Oracle = (actor) => {
    switch (actor.role) {
      case 'ADMIN':
        return sql<{ id: number }>`select id from users`;
      case 'COORDINATOR':
        // Its zone's people, and those still waiting for a role (no zone yet), whom it may approve.
        return sql<{
          id: number;
        }>`select id from users where zone_id = ${actor.zoneId ?? -1} or id = ${actor.userId ?? -1}
        or supervisor_id in (select id from users where zone_id = ${actor.zoneId ?? -1})
        or (role is null and zone_id is null and status in ('PENDING', 'REJECTED'))`;
      case 'SUPERVISOR':
        return sql<{
          id: number;
        }>`select id from users where supervisor_id = ${actor.userId ?? -1} or id = ${actor.userId ?? -1}`;
      case 'CONSULTANT':
        return sql<{ id: number }>`select id from users where id = ${actor.userId ?? -1}`;
      case 'FARMER':
        return sql<{ id: number }>`select id from users where false`;
    }
  };

  const simulationsOracle: Oracle = (actor) =>
    actor.role === 'FARMER'
      ? sql<{ id: number }>`select id from simulations where client_id = ${actor.clientId ?? -1}`
      : sql<{
          id: number;
        }>`select id from simulations where user_id = ${actor.userId ?? -1} or client_id is not null`;

  interface Resource {
    name: string;
    table: 'sales' | 'vouchers' | 'clients' | 'users' | 'simulations';
    url: string;
    oracle: Oracle;
    /** Whether an in-scope record must also be readable (a refusal then counts as wrong). */
    exact: boolean;
  }

  const RESOURCES: Resource[] = [
    { name: 'sales', table: 'sales', url: '/api/sales/:id', oracle: salesLikeOracle('sales'), exact: true },
    {
      name: 'Dkbonos',
      table: 'vouchers',
      url: '/api/vouchers/:id',
      oracle: salesLikeOracle('vouchers'),
      exact: true,
    },
    {
      name: 'Dkbono PDFs',
      table: 'vouchers',
      url: '/api/vouchers/:id/pdf',
      oracle: salesLikeOracle('vouchers'),
      exact: true,
    },
    { name: 'customers', table: 'clients', url: '/api/clients/:id', oracle: clientsOracle, exact: false },
    { name: 'users', table: 'users', url: '/api/users/:id', oracle: usersOracle, exact: false },
    {
      name: 'simulations',
      table: 'simulations',
      url: '/api/simulator/simulations/:id',
      oracle: simulationsOracle,
      exact: false,
    },
  ];

  async function idsOf(
    db: Kysely<Database>,
    query: ReturnType<typeof sql<{ id: number }>>,
  ): Promise<Set<number>> {
    const { rows } = await query.execute(db);
    return new Set(rows.map((r) => Number(r.id)));
  }

  describe(`object-level scope across owners, zones and farmers`, () => {
    // Fresh sessions: the matrix above may have ended some (a client key regenerated, a logout).
    beforeAll(async () => {
      actors = await allActors(ctx);
    });

    it.for(RESOURCES.map((r) => [r.name, r] as const))(
      '%s: every account reads exactly its scope',
      async ([, resource], { annotate }) => {
        const route = routes.find((r) => r.method === 'GET' && r.url === resource.url);
        if (!route) {
          // Registered by another issue that has not landed: nothing to read, and the report says
          // so.
          await annotate(`no route GET ${resource.url} in this build: not checked`);
          return;
        }
        const db = ctx.database.db;
        const all = [...(await idsOf(db, sql<{ id: number }>`select id from ${sql.table(resource.table)}`))];
        // Some ids that do not exist at all, which must look exactly like out-of-scope ones.
        const missing = [999_999_991, 999_999_992];
        const leaks: string[] = [];
        const refusals: string[] = [];
        let calls = 0;
        let inScope = 0;
        for (const actor of actors) {
          const allowed =
            route.access === 'authenticated' ||
            route.access === 'public' ||
            route.access.includes(actor.role);
          const visible = await idsOf(db, resource.oracle(actor));
          for (const id of [...all, ...missing]) {
            const response = await ctx.request({
              method: 'GET',
              url: resource.url.replace(':id', String(id)),
              cookie: actor.cookie,
            });
            calls += 1;
            const ok = response.statusCode === 200;
            if (!allowed) {
              if (ok)
                leaks.push(
                  `${actor.label} ${resource.name} ${id}: 200 for a role outside the route's access`,
                );
              else if (response.statusCode !== 403)
                refusals.push(`${actor.label} ${resource.name} ${id}: ${response.statusCode} instead of 403`);
              continue;
            }
            if (visible.has(id)) {
              inScope += 1;
              if (!ok && resource.exact)
                refusals.push(`${actor.label} ${resource.name} ${id}: ${response.statusCode}`);
            } else if (ok) {
              leaks.push(`${actor.label} ${resource.name} ${id}: 200 outside its scope`);
            } else if (response.statusCode !== 404 || codeOf(response) !== 'NOT_FOUND') {
              refusals.push(
                `${actor.label} ${resource.name} ${id}: ${response.statusCode} ${codeOf(response)} instead of 404`,
              );
            }
          }
        }
        await annotate(
          `${actors.length} accounts × ${all.length + missing.length} records = ${calls} reads (${inScope} in scope); ${leaks.length} unexpected allows; ${refusals.length} wrong refusals`,
        );
        expect(leaks).toEqual([]);
        expect(refusals).toEqual([]);
      },
    );

    it('lists exactly the sales and Dkbonos of each account’s scope', async ({ annotate }) => {
      const db = ctx.database.db;
      const wrong: string[] = [];
      let lists = 0;
      for (const actor of actors.filter((a) => a.role !== 'FARMER')) {
        for (const [url, oracle] of [
          ['/api/sales', salesLikeOracle('sales')],
          ['/api/vouchers', salesLikeOracle('vouchers')],
        ] as const) {
          // These lists are read in pages only: every page of the largest size.
          const listed = new Set<number>();
          for (let page = 1, pages = 1; page <= pages; page += 1) {
            const response = await ctx.request({
              method: 'GET',
              url: `${url}?size=${MAX_PAGE_SIZE}&page=${page}`,
              cookie: actor.cookie,
            });
            const body = response.json().data as { data: { id: number }[]; totalPages: number };
            for (const row of body.data) listed.add(row.id);
            pages = body.totalPages;
          }
          lists += 1;
          const expected = await idsOf(db, oracle(actor));
          const extra = [...listed].filter((id) => !expected.has(id));
          const absent = [...expected].filter((id) => !listed.has(id));
          if (extra.length || absent.length)
            wrong.push(`${actor.label} ${url}: ${extra.length} extra, ${absent.length} missing`);
        }
      }
      await annotate(`${lists} lists compared with the oracle; ${wrong.length} differ`);
      expect(wrong).toEqual([]);
    });

    it('refuses writes aimed at other owners’ sales and Dkbonos with 404, changing nothing', async ({
      annotate,
    }) => {
      const db = ctx.database.db;
      const snapshot = async () =>
        JSON.stringify(
          (
            await sql<{
              s: string;
            }>`select (select json_agg(x order by x.id) from (select id, version, status, total, consultant_id from sales) x)::text
            || (select json_agg(y order by y.id) from (select id, version, status, paid, consultant_id from vouchers) y)::text as s`.execute(
              db,
            )
          ).rows[0]?.s,
        );
      const before = await snapshot();
      const wrong: string[] = [];
      let attempts = 0;
      for (const actor of actors.filter((a) => a.role === 'CONSULTANT')) {
        const foreignSales = await db
          .selectFrom('sales')
          .select(['id', 'version', 'season_id', 'client_id'])
          .where('consultant_id', '<>', actor.userId ?? -1)
          .limit(3)
          .execute();
        const foreignVouchers = await db
          .selectFrom('vouchers')
          .select(['id', 'version'])
          .where('consultant_id', '<>', actor.userId ?? -1)
          .limit(3)
          .execute();
        const calls = [
          ...foreignSales.flatMap((s) => [
            {
              method: 'PUT' as const,
              url: `/api/sales/${s.id}`,
              payload: {
                seasonId: s.season_id,
                clientId: s.client_id,
                version: s.version,
                items: [{ productId: 1, quantity: 1, basePrice: 1 }],
              },
            },
            { method: 'DELETE' as const, url: `/api/sales/${s.id}` },
          ]),
          ...foreignVouchers.flatMap((v) => [
            {
              method: 'PUT' as const,
              url: `/api/vouchers/${v.id}/payments`,
              payload: {
                version: v.version,
                payments: [{ date: mexicoCityDay(), amount: 1, method: 'EFECTIVO' }],
              },
            },
            { method: 'PUT' as const, url: `/api/vouchers/${v.id}/cancel` },
            {
              method: 'PUT' as const,
              url: `/api/vouchers/${v.id}`,
              payload: {
                seasonId: 1,
                clientId: 1,
                version: v.version,
                items: [{ productId: 1, quantity: 1, basePrice: 1 }],
              },
            },
          ]),
        ];
        for (const call of calls) {
          if (!hasRoute(call.method, call.url.replace(/\/\d+/, '/:id'))) continue;
          const response = await ctx.request({ ...call, cookie: actor.cookie });
          attempts += 1;
          if (response.statusCode !== 404)
            wrong.push(
              `${actor.label} ${call.method} ${call.url}: ${response.statusCode} ${codeOf(response)}`,
            );
        }
      }
      const after = await snapshot();
      await annotate(
        `${attempts} writes by consultants on other owners’ records; ${wrong.length} not answered 404; records changed: ${before === after ? 'none' : 'YES'}`,
      );
      expect(wrong).toEqual([]);
      expect(after).toBe(before);
    });
  });
});
