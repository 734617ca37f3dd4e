// The product catalogue at the HTTP boundary: Admin-only management, unique codes,
// money in cents, validation in Spanish, and what disabling a product means for the sale forms.
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { auditActions } from '../../test/audit.ts';
import { apiFixture, userIdOf, expectStaleEditRefused, auditTrailOf } from '../../test/api-fixture.ts';
import { CATALOG_CALLERS, catalogCalls } from './test-fixtures.ts';

describe.each(testDatabaseKinds())('products API (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: CATALOG_CALLERS,
    prepare: async (ctx) => {
      const types = await ctx.database.db.selectFrom('product_types').select(['id', 'name']).execute();
      return {
        grainTypeId: types.find((t) => t.name === 'Maíz grano')?.id ?? 0,
        silageTypeId: types.find((t) => t.name === 'Maíz forrajero')?.id ?? 0,
      };
    },
  });
  const call = catalogCalls(fx);
  let counter = 0;

  const productBody = (extra: object = {}) => {
    counter += 1;
    return {
      code: `tst-${process.pid}-${counter}`,
      name: `Híbrido de catálogo ${counter}`,
      productTypeId: fx.grainTypeId,
      seedsPerBag: 80000,
      basePrice: 4321.05,
      recommendedDensity: 85000,
      description: '  Buen temporal  ',
      ...extra,
    };
  };
  const create = async (extra: object = {}) => {
    const response = await call('POST', '/products', fx.cookies.admin, productBody(extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; code: string; name: string };
  };

  describe('POST /products', () => {
    it('stores the product enabled, its code in capitals and its price from cents, and audits it', async () => {
      const body = productBody();
      const response = await call('POST', '/products', fx.cookies.admin, body);
      expect(response.statusCode, response.body).toBe(201);
      const product = response.json().data;
      expect(product).toMatchObject({
        code: body.code.toUpperCase(),
        name: body.name,
        productTypeId: fx.grainTypeId,
        productTypeName: 'Maíz grano',
        productionKind: 'GRAIN',
        seedsPerBag: 80000,
        basePrice: 4321.05,
        recommendedDensity: 85000,
        description: 'Buen temporal',
        enabled: true,
      });
      const stored = await fx.ctx.database.db
        .selectFrom('products')
        .select(['base_price', 'code'])
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ base_price: '4321.05', code: body.code.toUpperCase() });
      const audit = await auditTrailOf(fx.ctx, 'product', product.id, ['action', 'actor_user_id']);
      expect(audit).toEqual([
        { action: 'products.create', actor_user_id: await userIdOf(fx.ctx, DEMO_EMAILS.ADMIN) },
      ]);
    });

    it('leaves the density and the description empty when they are not given', async () => {
      const { recommendedDensity: _d, description: _t, ...body } = productBody();
      const response = await call('POST', '/products', fx.cookies.admin, {
        ...body,
        recommendedDensity: null,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({ recommendedDensity: null, description: null });
    });

    it('refuses a code already taken, whatever its capitals, with 409 on the code field', async () => {
      const first = await create();
      const response = await call(
        'POST',
        '/products',
        fx.cookies.admin,
        productBody({ code: first.code.toLowerCase() }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: `Ya existe un producto con la clave ${first.code}.`,
        details: [{ path: 'code', message: 'Ya existe un producto con esta clave.' }],
      });
    });

    it('answers 400 with Spanish messages per field and stores nothing', async () => {
      const before = await fx.ctx.database.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const response = await call('POST', '/products', fx.cookies.admin, {
        code: '!',
        name: '',
        productTypeId: 0,
        seedsPerBag: 1.5,
        basePrice: 10.123,
        recommendedDensity: 10,
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      const paths = (body.details as { path: string; message: string }[]).map((d) => d.path);
      expect(paths).toEqual(
        expect.arrayContaining([
          'code',
          'name',
          'productTypeId',
          'seedsPerBag',
          'basePrice',
          'recommendedDensity',
        ]),
      );
      expect(body.details).toContainEqual({
        path: 'basePrice',
        message: 'El precio por bolsa admite como máximo 2 decimales.',
      });
      const after = await fx.ctx.database.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('refuses a product type that does not exist', async () => {
      const response = await call(
        'POST',
        '/products',
        fx.cookies.admin,
        productBody({ productTypeId: 999999 }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        { path: 'productTypeId', message: 'Elige un tipo de producto.' },
      ]);
    });

    it('is for Admin only: every other role gets 403 and nothing is stored', async () => {
      for (const role of ['coordinator', 'supervisor', 'consultant', 'farmer'] as const) {
        const body = productBody();
        const response = await call('POST', '/products', fx.cookies[role], body);
        expect(response.statusCode, role).toBe(403);
        const stored = await fx.ctx.database.db
          .selectFrom('products')
          .select('id')
          .where('code', '=', body.code.toUpperCase())
          .executeTakeFirst();
        expect(stored, role).toBeUndefined();
      }
    });
  });

  describe('PUT /products/{id}', () => {
    it('rewrites every field (null clears an optional one) and keeps its own code free', async () => {
      const product = await create();
      const response = await call('PUT', `/products/${product.id}`, fx.cookies.admin, {
        code: product.code,
        name: 'Nombre nuevo',
        productTypeId: fx.silageTypeId,
        seedsPerBag: 60000,
        basePrice: 99.9,
        recommendedDensity: null,
        description: null,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        id: product.id,
        code: product.code,
        name: 'Nombre nuevo',
        productionKind: 'SILAGE',
        seedsPerBag: 60000,
        basePrice: 99.9,
        recommendedDensity: null,
        description: null,
      });
    });

    it('keeps every field an edit leaves out, and refuses a stale version', async () => {
      const created = await create();
      const read = (await call('GET', `/products/${created.id}`)).json().data;
      expect(read.version).toBe(1);
      const repriced = await call('PUT', `/products/${created.id}`, fx.cookies.admin, {
        basePrice: 5000,
        version: 1,
      });
      expect(repriced.statusCode, repriced.body).toBe(200);
      const { basePrice: _price, version: _version, updatedAt: _at, ...kept } = read;
      expect(repriced.json().data).toMatchObject({ ...kept, basePrice: 5000, version: 2 });
      // A second editor who read version 1 is refused, and its name is not stored.
      const stale = await call('PUT', `/products/${created.id}`, fx.cookies.admin, {
        name: 'Edición vieja',
        version: 1,
      });
      expectStaleEditRefused(stale);
      expect((await call('GET', `/products/${created.id}`)).json().data).toMatchObject({
        name: read.name,
        basePrice: 5000,
        version: 2,
      });
    });

    it('refuses taking the code of another product', async () => {
      const [first, second] = [await create(), await create()];
      const response = await call(
        'PUT',
        `/products/${second.id}`,
        fx.cookies.admin,
        productBody({ code: first.code }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().details).toEqual([
        { path: 'code', message: 'Ya existe un producto con esta clave.' },
      ]);
    });

    it('answers 404 for a product that does not exist', async () => {
      const response = await call('PUT', '/products/999999', fx.cookies.admin, productBody());
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    });

    it('refuses non-admins with 403 and changes nothing', async () => {
      const product = await create();
      const response = await call('PUT', `/products/${product.id}`, fx.cookies.coordinator, productBody());
      expect(response.statusCode).toBe(403);
      const detail = await call('GET', `/products/${product.id}`);
      expect(detail.json().data.name).toBe(product.name);
    });
  });

  describe('PUT /products/{id}/enabled', () => {
    it('takes a disabled product out of /products/enabled and brings it back when enabled', async () => {
      const product = await create();
      const enabledIds = async () =>
        ((await call('GET', '/products/enabled', fx.cookies.consultant)).json().data as { id: number }[]).map(
          (p) => p.id,
        );
      expect(await enabledIds()).toContain(product.id);

      const disabled = await call('PUT', `/products/${product.id}/enabled`, fx.cookies.admin, {
        enabled: false,
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(disabled.json().data.enabled).toBe(false);
      expect(await enabledIds()).not.toContain(product.id);

      const enabled = await call('PUT', `/products/${product.id}/enabled`, fx.cookies.admin, {
        enabled: true,
      });
      expect(enabled.json().data.enabled).toBe(true);
      expect(await enabledIds()).toContain(product.id);
      expect(await auditActions(fx.ctx.database.db, 'product', product.id)).toEqual([
        'products.create',
        'products.disable',
        'products.enable',
      ]);
    });

    it('refuses a body without a boolean, non-admins and unknown products', async () => {
      const product = await create();
      expect(
        (await call('PUT', `/products/${product.id}/enabled`, fx.cookies.admin, { enabled: 'no' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call('PUT', `/products/${product.id}/enabled`, fx.cookies.consultant, { enabled: false }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', '/products/999999/enabled', fx.cookies.admin, { enabled: false })).statusCode,
      ).toBe(404);
    });
  });

  describe('GET /products and /products/{id}', () => {
    it('filters by text, type and state, and sorts by price', async () => {
      const tag = `filtro-${process.pid}`;
      const cheap = await create({ name: `${tag} barato`, basePrice: 100 });
      const dear = await create({ name: `${tag} caro`, basePrice: 900, productTypeId: fx.silageTypeId });
      await call('PUT', `/products/${dear.id}/enabled`, fx.cookies.admin, { enabled: false });

      const byText = await call('GET', `/products?q=${encodeURIComponent(tag)}&sort=price:desc`);
      expect(byText.statusCode, byText.body).toBe(200);
      expect((byText.json().data.data as { id: number }[]).map((p) => p.id)).toEqual([dear.id, cheap.id]);

      const bySilage = await call(
        'GET',
        `/products?q=${encodeURIComponent(tag)}&productTypeId=${fx.silageTypeId}`,
      );
      expect((bySilage.json().data.data as { id: number }[]).map((p) => p.id)).toEqual([dear.id]);

      const onlyEnabled = await call('GET', `/products?q=${encodeURIComponent(tag)}&enabled=true`);
      expect((onlyEnabled.json().data.data as { id: number }[]).map((p) => p.id)).toEqual([cheap.id]);

      const byCode = await call('GET', `/products?q=${encodeURIComponent(cheap.code.toLowerCase())}`);
      expect((byCode.json().data.data as { id: number }[]).map((p) => p.id)).toEqual([cheap.id]);
    });

    it('pages the list and returns everything with size=all', async () => {
      const total = Number(
        (
          await fx.ctx.database.db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const second = (await call('GET', '/products?page=2&size=3&sort=code:asc')).json().data;
      expect(second).toMatchObject({
        page: 2,
        size: 3,
        totalRecords: total,
        totalPages: Math.ceil(total / 3),
      });
      expect(second.data).toHaveLength(3);
      const all = (await call('GET', '/products?size=all&sort=code:asc')).json().data;
      expect(all.data).toHaveLength(total);
      const codes = (all.data as { code: string }[]).map((p) => p.code);
      expect(codes.slice(3, 6)).toEqual((second.data as { code: string }[]).map((p) => p.code));
    });

    it('answers the detail, 404 for an unknown id, and refuses the list to non-admins', async () => {
      const product = await create();
      const detail = await call('GET', `/products/${product.id}`);
      expect(detail.json().data).toMatchObject({ id: product.id, code: product.code, enabled: true });
      expect((await call('GET', '/products/999999')).statusCode).toBe(404);
      for (const role of ['coordinator', 'supervisor', 'consultant', 'farmer'] as const) {
        expect((await call('GET', '/products', fx.cookies[role])).statusCode, role).toBe(403);
        expect((await call('GET', `/products/${product.id}`, fx.cookies[role])).statusCode, role).toBe(403);
      }
      expect((await call('GET', '/products?sort=precio')).statusCode).toBe(400);
    });
  });
});
