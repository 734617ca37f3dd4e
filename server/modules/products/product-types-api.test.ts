// Product types at the HTTP boundary: readable by anyone (the self-registration asks a farmer's
// production type), managed by Admin, unique names, and no deletion while something uses one.
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import { auditActions } from '../../test/audit.ts';
import { CATALOG_CALLERS, catalogCalls } from './test-fixtures.ts';
import { apiFixture, expectStaleEditRefused } from '../../test/api-fixture.ts';

describe.each(testDatabaseKinds())('product types API (%s)', (kind) => {
  const fx = apiFixture(kind, { accounts: CATALOG_CALLERS });
  const call = catalogCalls(fx);
  let counter = 0;

  const uniqueName = () => {
    counter += 1;
    return `Tipo de prueba ${process.pid}-${counter}`;
  };
  const create = async (productionKind: 'GRAIN' | 'SILAGE' = 'GRAIN') => {
    const response = await call('POST', '/product-types', fx.cookies.admin, {
      name: uniqueName(),
      productionKind,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; name: string };
  };

  it('lists the types with how many products use each, for anyone, filtered and sorted', async () => {
    const anonymous = await call('GET', '/product-types?size=all', undefined);
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    const types = anonymous.json().data.data as {
      name: string;
      productionKind: string;
      productCount: number;
    }[];
    const grain = types.find((t) => t.name === 'Maíz grano');
    const { n } = await fx.ctx.database.db
      .selectFrom('products as p')
      .innerJoin('product_types as t', 't.id', 'p.product_type_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('t.name', '=', 'Maíz grano')
      .executeTakeFirstOrThrow();
    expect(grain).toMatchObject({ productionKind: 'GRAIN', productCount: Number(n) });

    const silage = (await call('GET', '/product-types?productionKind=SILAGE', fx.cookies.farmer)).json().data;
    expect((silage.data as { name: string }[]).map((t) => t.name)).toEqual(['Maíz forrajero']);
    const sorted = (await call('GET', '/product-types?q=ma%C3%ADz&sort=name:desc')).json().data;
    expect((sorted.data as { name: string }[]).map((t) => t.name)).toEqual(['Maíz grano', 'Maíz forrajero']);
    expect((await call('GET', '/product-types?productionKind=RICE')).statusCode).toBe(400);
  });

  it('creates, renames and deletes an unused type, writing the audit log', async () => {
    const type = await create('SILAGE');
    const renamed = await call('PUT', `/product-types/${type.id}`, fx.cookies.admin, {
      name: `  ${type.name} bis  `,
      productionKind: 'GRAIN',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toEqual({
      id: type.id,
      name: `${type.name} bis`,
      productionKind: 'GRAIN',
      productCount: 0,
      version: 2,
    });
    const removed = await call('DELETE', `/product-types/${type.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ data: { ok: true } });
    const stored = await fx.ctx.database.db
      .selectFrom('product_types')
      .select('id')
      .where('id', '=', type.id)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
    expect(await auditActions(fx.ctx.database.db, 'product_type', type.id)).toEqual([
      'product-types.create',
      'product-types.update',
      'product-types.delete',
    ]);
  });

  it('reads one type as it is now for the admin only, and 404 for one that does not exist', async () => {
    const type = await create('SILAGE');
    const read = await call('GET', `/product-types/${type.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ id: type.id, name: type.name, productionKind: 'SILAGE' });
    expect((await call('GET', `/product-types/${type.id}`, fx.cookies.consultant)).statusCode).toBe(403);
    expect((await call('GET', '/product-types/999999')).statusCode).toBe(404);
  });

  it('refuses an edit from a stale version and keeps the fields an edit leaves out', async () => {
    const type = await create('SILAGE');
    const stored = async () =>
      fx.ctx.database.db
        .selectFrom('product_types')
        .select(['name', 'production_kind', 'version'])
        .where('id', '=', type.id)
        .executeTakeFirstOrThrow();
    expect((await stored()).version).toBe(1);
    const first = await call('PUT', `/product-types/${type.id}`, fx.cookies.admin, {
      name: `${type.name} A`,
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    // Only the name was sent: the production kind stays silage.
    expect(first.json().data).toMatchObject({ name: `${type.name} A`, productionKind: 'SILAGE', version: 2 });
    // A second editor who read version 1 too is refused, and none of its fields is stored.
    const stale = await call('PUT', `/product-types/${type.id}`, fx.cookies.admin, {
      name: `${type.name} B`,
      productionKind: 'GRAIN',
      version: 1,
    });
    expectStaleEditRefused(stale);
    expect(await stored()).toEqual({ name: `${type.name} A`, production_kind: 'SILAGE', version: 2 });
    const kindOnly = await call('PUT', `/product-types/${type.id}`, fx.cookies.admin, {
      productionKind: 'GRAIN',
      version: 2,
    });
    expect(kindOnly.statusCode, kindOnly.body).toBe(200);
    expect(await stored()).toEqual({ name: `${type.name} A`, production_kind: 'GRAIN', version: 3 });
    const listed = (await call('GET', `/product-types?q=${encodeURIComponent(type.name)}`)).json().data;
    expect(listed.data).toEqual([expect.objectContaining({ id: type.id, version: 3 })]);
  });

  it('refuses a name already taken, whatever its capitals', async () => {
    const response = await call('POST', '/product-types', fx.cookies.admin, {
      name: 'MAÍZ GRANO',
      productionKind: 'GRAIN',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      details: [{ path: 'name', message: 'Ya existe un tipo con ese nombre.' }],
    });
    const other = await create();
    const rename = await call('PUT', `/product-types/${other.id}`, fx.cookies.admin, {
      name: 'maíz forrajero',
      productionKind: 'SILAGE',
    });
    expect(rename.statusCode).toBe(409);
  });

  it('refuses to delete a type products use (409 IN_USE) and keeps it', async () => {
    const type = await create();
    const product = await call('POST', '/products', fx.cookies.admin, {
      code: `PTT-${process.pid}-${counter}`,
      name: 'Producto que usa el tipo',
      productTypeId: type.id,
      seedsPerBag: 60000,
      basePrice: 1000,
    });
    expect(product.statusCode, product.body).toBe(201);
    const response = await call('DELETE', `/product-types/${type.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'IN_USE',
      message: `No se puede eliminar «${type.name}»: lo usan 1 producto.`,
    });
    const list = (await call('GET', `/product-types?q=${encodeURIComponent(type.name)}`)).json().data;
    expect(list.data).toEqual([expect.objectContaining({ id: type.id, productCount: 1 })]);
  });

  it('refuses to delete a type customers farm', async () => {
    const type = await create();
    await fx.ctx.database.db
      .updateTable('clients')
      .set({ production_type_id: type.id })
      .where('id', '=', (eb) => eb.selectFrom('clients').select((inner) => inner.fn.min('id').as('id')))
      .execute();
    const response = await call('DELETE', `/product-types/${type.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`No se puede eliminar «${type.name}»: lo usan 1 cliente.`);
  });

  it('answers 400 for a bad body, 404 for an unknown type and 403 for non-admin writes', async () => {
    const bad = await call('POST', '/product-types', fx.cookies.admin, { name: ' ', productionKind: 'X' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json().details as { path: string }[]).map((d) => d.path).sort()).toEqual([
      'name',
      'productionKind',
    ]);
    expect(
      (
        await call('PUT', '/product-types/999999', fx.cookies.admin, {
          name: uniqueName(),
          productionKind: 'GRAIN',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/product-types/999999')).statusCode).toBe(404);
    const type = await create();
    for (const role of ['coordinator', 'consultant', 'farmer'] as const) {
      expect(
        (
          await call('POST', '/product-types', fx.cookies[role], {
            name: uniqueName(),
            productionKind: 'GRAIN',
          })
        ).statusCode,
        role,
      ).toBe(403);
      expect((await call('DELETE', `/product-types/${type.id}`, fx.cookies[role])).statusCode, role).toBe(
        403,
      );
    }
  });
});
