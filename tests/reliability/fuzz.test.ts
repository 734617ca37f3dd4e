// Fuzzing: 10,000 bodies generated with fast-check (fixed seed) from every write route's own body
// schema, spread evenly over the routes, sent as a caller the route admits: no answer may be a
// server error, and Object.prototype must come out untouched. Before them, the data classes whose
// rules support/integrity.ts checks (support/integrity-fuzz.ts and the fuzz-*.ts beside it); after
// them, the oracle reads the whole database and finds nothing wrongly stored
// (support/integrity.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles.ts';
import { declaredRoutes } from '../../server/http/access.ts';
import { roleOwners, sessionCookie, type SessionOwner } from '../../server/test/authorization-harness.ts';
import { fuzzBodies, writeRoutesOf, type GeneratedBody, type WriteRoute } from './support/bodies.ts';
import { nextAddress, reliabilityKinds } from './support/context.ts';
import { fillPath, idPool, pathIds } from './support/ids.ts';
import { wronglyStored } from './support/integrity.ts';
import {
  fuzzImport,
  fuzzPayments,
  fuzzSales,
  fuzzSeasonDates,
  fuzzVouchers,
} from './support/fuzz-dates-and-prices.ts';
import { editSpecs, fuzzEdits } from './support/fuzz-edits.ts';
import { fuzzCsv, fuzzNames } from './support/fuzz-names-and-cells.ts';
import { describeResult, integrityFixture } from './support/integrity-fuzz.ts';
import { apiFixture } from '../../server/test/api-fixture.ts';

const TOTAL_BODIES = 10_000;
const SEED = 20_261_121;
const ROLE_PREFERENCE: Role[] = ['ADMIN', 'COORDINATOR', 'CONSULTANT', 'SUPERVISOR', 'FARMER'];

// Every check runs on each database of the run (PGlite, and PostgreSQL when configured).
describe.each(reliabilityKinds())('%s', (kind) => {
  const fx = apiFixture(kind, { accounts: [] });

  const prototypeShape = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');

  describe('data that never contradicts itself', () => {
    it('refuses or normalises every generated record of the integrity classes', async ({ annotate }) => {
      const f = await integrityFixture(fx.ctx, `${kind}-${process.pid}`);
      const sales = await fuzzSales(f, 150, SEED);
      const vouchers = await fuzzVouchers(f, 80, SEED + 1);
      const payments = await fuzzPayments(f, vouchers.vouchers, SEED + 2);
      const imports = await fuzzImport(f, 40, SEED + 3);
      const edits = await fuzzEdits(f, await editSpecs(f), 12, SEED + 4);
      const names = await fuzzNames(f, 80, SEED + 5);
      const csv = await fuzzCsv(f);
      // Last, as it may narrow the season: its dates moved around the records made above.
      const seasonDates = await fuzzSeasonDates(f, 40, SEED + 6);
      const classes = {
        'sales (day, discount)': sales,
        'DKbonos (discount)': vouchers,
        'payments (day)': payments,
        'import (day, discount)': imports,
        'stale and partial edits': edits,
        'NFD and letterless names': names,
        'CSV cells': csv,
        'season dates': seasonDates,
      };
      await annotate(
        `${Object.entries(classes)
          .map(([label, result]) => `${label}: ${describeResult(result)}`)
          .join('; ')}; CSV cells read ${csv.cells}`,
      );
      for (const [label, result] of Object.entries(classes)) {
        expect(result.wrong, label).toEqual([]);
        // Each class reached the rule: some of it was accepted and some refused.
        expect(Object.keys(result.statuses).length, `${label} answers`).toBeGreaterThan(1);
      }
    }, 600_000);
  });

  describe(`fuzzing every write route`, () => {
    it(`answers ${TOTAL_BODIES.toLocaleString('en-US')} generated bodies without a server error and leaves Object.prototype alone`, async ({
      annotate,
    }) => {
      const declared = declaredRoutes(fx.ctx.app);
      const routes = writeRoutesOf(fx.ctx.app.swagger()).filter((r) => r.method !== 'DELETE');
      const pool = await idPool(fx.ctx);
      const ids = await pathIds(fx.ctx);
      const owners = await roleOwners(fx.ctx);
      const actorIds = new Set(Object.values(owners).flatMap((o) => ('userId' in o ? [o.userId] : [])));
      const cookies = new Map<Role, string>();
      const cookieOf = async (role: Role, fresh = false) => {
        if (fresh || !cookies.has(role))
          cookies.set(role, await sessionCookie(fx.ctx, owners[role] as SessionOwner, 'fuzz'));
        return cookies.get(role) ?? '';
      };
      const callerOf = (route: WriteRoute): Role | null => {
        const access =
          declared.find((d) => d.method === route.method && d.url === route.url)?.access ?? 'public';
        if (access === 'public') return null;
        if (access === 'authenticated') return 'ADMIN';
        return ROLE_PREFERENCE.find((r) => access.includes(r)) ?? null;
      };

      const before = prototypeShape();
      const perRoute = Math.ceil(TOTAL_BODIES / routes.length);
      const serverErrors: string[] = [];
      const statuses = new Map<number, number>();
      let sent = 0;
      let renewed = 0;
      const typeConfusions: string[] = [];
      for (const [index, route] of routes.entries()) {
        const role = callerOf(route);
        const bodies = fc.sample(fuzzBodies(route.body, pool), { seed: SEED + index, numRuns: perRoute });
        for (const [n, body] of bodies.entries()) {
          const send = async (cookie: string | undefined) =>
            fx.ctx.request({
              method: route.method,
              url: fillPath(route.url, ids, n, actorIds),
              cookie,
              headers: { 'content-type': 'application/json' },
              payload: payloadOf(body),
              remoteAddress: nextAddress(),
            });
          let response = await send(role ? await cookieOf(role) : undefined);
          if (response.statusCode === 401 && role) {
            // The route ended the caller's session (logout, a password change): a new one, once.
            renewed += 1;
            response = await send(await cookieOf(role, true));
          }
          sent += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (body.kind === 'json' && body.mustRefuse && response.statusCode < 400) {
            typeConfusions.push(
              `${route.method} ${route.url} took ${body.mustRefuse}=${JSON.stringify((body.value as Record<string, unknown>)[body.mustRefuse])} with ${response.statusCode}`,
            );
          }
          if (response.statusCode >= 500) {
            serverErrors.push(
              `${route.method} ${route.url} ${response.statusCode}: ${preview(body)} → ${response.body.slice(0, 200)}`,
            );
          }
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }
      }
      const after = prototypeShape();
      const histogram = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(', ');
      await annotate(
        `${sent.toLocaleString('en-US')} bodies over ${routes.length} write routes (${perRoute} each, seed ${SEED}); answers ${histogram}; ${serverErrors.length} server errors; sessions renewed ${renewed}; Object.prototype ${before === after ? 'untouched' : 'CHANGED'}`,
      );
      expect(sent).toBeGreaterThanOrEqual(TOTAL_BODIES);
      expect(serverErrors).toEqual([]);
      expect(typeConfusions).toEqual([]);
      expect(after).toBe(before);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    }, 900_000);
  });

  describe('the oracle after the fuzzing', () => {
    it('finds nothing wrongly stored: dates, discounts, totals and text', async ({ annotate }) => {
      const report = await wronglyStored(fx.ctx);
      await annotate(
        `read ${Object.entries(report.checked)
          .map(([what, n]) => `${n.toLocaleString('en-US')} ${what}`)
          .join(', ')}; rules broken: ${Object.keys(report.findings).length}${
          Object.keys(report.findings).length > 0 ? ` (${JSON.stringify(report.findings)})` : ''
        }`,
      );
      expect(report.findings).toEqual({});
      expect(report.checked.sales).toBeGreaterThan(0);
      expect(report.checked.payments).toBeGreaterThan(0);
    });
  });

  function payloadOf(body: GeneratedBody): string {
    return body.kind === 'raw' ? body.text : (JSON.stringify(body.value) ?? 'null');
  }

  function preview(body: GeneratedBody): string {
    return payloadOf(body).slice(0, 160);
  }
});
