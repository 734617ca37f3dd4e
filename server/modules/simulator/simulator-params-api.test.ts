// The simulator parameters API: every signed-in user reads them (farmers too), only an admin
// changes them, within the validated ranges; every change is audited; a refusal changes nothing.
import { describe, expect, it } from 'vitest';
import type { SimulatorParamsSet } from '../../../domain/simulator-params.ts';
import { SEEDED_SIMULATOR_PARAMS as SEEDED } from '../../../domain/simulator-worked-example.ts';
import { testDatabaseKinds } from '../../test/helper.ts';
import { apiFixture, expectStaleEditRefused } from '../../test/api-fixture.ts';

const CHANGED: SimulatorParamsSet = {
  grain: {
    ...SEEDED.grain,
    pricePerTon: 5250.5,
    defaultDensity: 82000,
    emergencePct: 93.5,
    defaultYield: 11.25,
  },
  silage: { ...SEEDED.silage, otherCostsPerHa: 26000.75 },
};

describe.each(testDatabaseKinds())('simulator parameters API (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: ['admin', 'coordinator', 'supervisor', 'consultant', 'consultant2', 'farmer'],
  });

  const read = (cookie: string | undefined) =>
    fx.ctx.request({ method: 'GET', url: '/api/simulator/params', cookie });
  const write = (payload: unknown, cookie = fx.cookies.admin) =>
    fx.ctx.request({ method: 'PUT', url: '/api/simulator/params', payload: payload as object, cookie });
  const current = async () => {
    const { updatedAt: _updatedAt, version: _version, ...set } = (await read(fx.cookies.admin)).json().data;
    return set;
  };

  it('gives the seeded parameters to every signed-in user, farmers included', async () => {
    for (const role of ['admin', 'coordinator', 'supervisor', 'consultant', 'farmer'] as const) {
      const response = await read(fx.cookies[role]);
      expect(response.statusCode, role).toBe(200);
      expect(response.json().data).toEqual({ ...SEEDED, updatedAt: expect.any(String), version: 1 });
    }
    expect((await read(undefined)).statusCode).toBe(401);
  });

  it('refuses changes from anyone but an admin', async () => {
    for (const role of ['coordinator', 'supervisor', 'consultant', 'consultant2', 'farmer'] as const) {
      expect((await write(CHANGED, fx.cookies[role])).statusCode, role).toBe(403);
    }
    expect(
      (await fx.ctx.request({ method: 'PUT', url: '/api/simulator/params', payload: CHANGED })).statusCode,
    ).toBe(401);
    expect(await current()).toEqual(SEEDED);
  });

  it('refuses values out of range, field by field, and changes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...SEEDED, grain: { ...SEEDED.grain, emergencePct: 0 } }, 'grain.emergencePct', 'menor que 1 %'],
      [
        { ...SEEDED, grain: { ...SEEDED.grain, emergencePct: 100.5 } },
        'grain.emergencePct',
        'pasar de 100 %',
      ],
      [{ ...SEEDED, grain: { ...SEEDED.grain, defaultDensity: 999 } }, 'grain.defaultDensity', '1,000'],
      [{ ...SEEDED, grain: { ...SEEDED.grain, defaultDensity: 80000.5 } }, 'grain.defaultDensity', 'entero'],
      [{ ...SEEDED, silage: { ...SEEDED.silage, defaultYield: 201 } }, 'silage.defaultYield', '200 t/ha'],
      [
        { ...SEEDED, silage: { ...SEEDED.silage, defaultYield: 10.125 } },
        'silage.defaultYield',
        'dos decimales',
      ],
      [{ ...SEEDED, silage: { ...SEEDED.silage, pricePerTon: -1 } }, 'silage.pricePerTon', 'negativo'],
      [
        { ...SEEDED, silage: { ...SEEDED.silage, otherCostsPerHa: 1.001 } },
        'silage.otherCostsPerHa',
        'decimales',
      ],
      [{ ...SEEDED, grain: { ...SEEDED.grain, productionKind: 'SILAGE' } }, 'grain.productionKind', ''],
    ];
    for (const [payload, path, words] of cases) {
      const response = await write(payload);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      const detail = response.json().details.find((d: { path: string }) => d.path === path);
      expect(detail, `${path}: ${response.body}`).toBeDefined();
      expect(detail.message).toContain(words);
    }
    expect(await current()).toEqual(SEEDED);
  });

  it('lets an admin change both kinds, audited with the values before and after', async () => {
    const before = (await read(fx.cookies.admin)).json().data.updatedAt;
    const response = await write(CHANGED);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ ...CHANGED, updatedAt: expect.any(String), version: 2 });
    expect(Date.parse(response.json().data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before));
    expect((await read(fx.cookies.farmer)).json().data).toMatchObject(CHANGED);

    const audit = await fx.ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after', 'actor_user_id'])
      .where('entity', '=', 'simulator_params')
      .execute();
    expect(audit).toEqual([
      {
        action: 'simulator-params.update',
        actor_user_id: expect.any(Number),
        before: expect.objectContaining({ grain: SEEDED.grain, silage: SEEDED.silage }),
        after: { grain: CHANGED.grain, silage: CHANGED.silage },
      },
    ]);
  });

  it('keeps every value an edit leaves out, and refuses a stale version', async () => {
    const read1 = (await read(fx.cookies.admin)).json().data;
    const priced = await write({ grain: { pricePerTon: 5200 }, version: read1.version });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().data).toMatchObject({
      grain: { ...read1.grain, pricePerTon: 5200 },
      silage: read1.silage,
      version: read1.version + 1,
    });
    // A second admin who read the same version is refused, and its values are not stored.
    const stale = await write({ silage: { defaultYield: 60 }, version: read1.version });
    expectStaleEditRefused(stale);
    expect((await read(fx.cookies.admin)).json().data).toMatchObject({
      grain: { pricePerTon: 5200 },
      silage: read1.silage,
      version: read1.version + 1,
    });
  });
});
