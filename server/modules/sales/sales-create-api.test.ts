// Creating a sale through the API, at the HTTP boundary: the rules of docs/design.md §8
// (totals computed by the server in cents, the customer, season, product and stock checks).
import { describe, expect, it } from 'vitest';
import { mexicoCityDay, shortDay } from '../../../domain/days.ts';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import {
  saleWorld,
  saleCalls,
  activeClientOf,
  availableBags,
  newProduct,
  postVoucher,
  daysAgo,
  saleLine,
} from './test-fixtures.ts';
import { apiFixture, cookiesOf, userIdOf, auditTrailOf } from '../../test/api-fixture.ts';

describe.each(testDatabaseKinds())('sales API: creating (%s)', (kind) => {
  const fx = apiFixture(kind, { prepare: saleWorld(500, ['open', 'future', 'past']) });
  const { get, post, saleOf, saleCount, createSale } = saleCalls(fx);

  describe('POST /sales', () => {
    it('stores the sale with totals computed in cents by the server and answers its detail', async () => {
      const response = await post(
        saleOf(
          [
            saleLine(fx.product.id, 3, 1234.56, 0.1),
            { ...saleLine(fx.product.id, 3, 0.1), investment: 99.99 },
          ],
          {
            notes: '  Entrega en bodega  ',
          },
        ),
      );
      expect(response.statusCode, response.body).toBe(201);
      const sale = response.json().data;
      const year = mexicoCityDay().slice(0, 4);
      expect(sale).toMatchObject({
        folio: expect.stringMatching(new RegExp(`^V-${year}-\\d{6}$`)),
        saleDate: mexicoCityDay(),
        clientId: fx.clientId,
        consultantId: fx.consultantId,
        seasonId: fx.seasons.open.id,
        seasonName: fx.seasons.open.name,
        status: 'ACTIVE',
        voucherId: null,
        notes: 'Entrega en bodega',
        version: 1,
        seasonIsOpen: true,
        total: 3703.88,
      });
      expect(sale.items).toEqual([
        expect.objectContaining({
          productId: fx.product.id,
          productCode: fx.product.code,
          quantity: 3,
          total: 3703.58,
        }),
        expect.objectContaining({ quantity: 3, basePrice: 0.1, total: 0.3, investment: 99.99, hectares: 2 }),
      ]);
      const stored = await fx.ctx.database.db
        .selectFrom('sales')
        .select(['total', 'consultant_id'])
        .where('id', '=', sale.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ total: '3703.88', consultant_id: fx.consultantId });
    });

    it('stores hectares and yield not given, or sent empty, as not given (null), never as 0', async () => {
      const { hectares: _h, productYield: _y, ...bare } = saleLine(fx.product.id, 2);
      const sale = await createSale([bare, { ...bare, hectares: null, productYield: '' }]);
      const detail = (await get(`/api/sales/${sale.id}`, fx.cookies.consultant)).json().data;
      expect(detail.items).toEqual([
        expect.objectContaining({ hectares: null, productYield: null }),
        expect.objectContaining({ hectares: null, productYield: null }),
      ]);
      const stored = await fx.ctx.database.db
        .selectFrom('sale_items')
        .select(['hectares', 'product_yield'])
        .where('sale_id', '=', sale.id)
        .execute();
      expect(stored).toEqual([
        { hectares: null, product_yield: null },
        { hectares: null, product_yield: null },
      ]);
    });

    it('writes the creation to the audit log', async () => {
      const sale = await createSale([saleLine(fx.product.id, 1)]);
      const entries = await auditTrailOf(fx.ctx, 'sale', sale.id, ['action', 'actor_user_id']);
      expect(entries).toEqual([{ action: 'sales.create', actor_user_id: fx.consultantId }]);
    });

    it('ignores owner, status, folio, totals and version sent in the body', async () => {
      const otherConsultant = await userIdOf(fx.ctx, DEMO_EMAILS.CONSULTANT2);
      const response = await post(
        saleOf([{ ...saleLine(fx.product.id, 2, 100), total: 1 }], {
          consultantId: otherConsultant,
          status: 'CANCELLED',
          folio: 'V-1999-000001',
          total: 1,
          version: 77,
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({
        consultantId: fx.consultantId,
        status: 'ACTIVE',
        total: 200,
        version: 1,
      });
      expect(response.json().data.folio).not.toBe('V-1999-000001');
    });

    it('continues the folio sequence from the highest folio of the year', async () => {
      const year = mexicoCityDay().slice(0, 4);
      const first = await createSale([saleLine(fx.product.id, 1)]);
      await fx.ctx.database.db
        .updateTable('sales')
        .set({ folio: `V-${year}-009000` })
        .where('id', '=', first.id)
        .execute();
      const next = await createSale([saleLine(fx.product.id, 1)]);
      expect(next.folio).toBe(`V-${year}-009001`);
    });

    it('refuses a closed season and a season that has not started, saving nothing', async () => {
      const before = await saleCount();
      const closed = await post(saleOf([saleLine(fx.product.id, 1)], { seasonId: fx.seasons.past.id }));
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toMatchObject({
        code: 'SEASON_CLOSED',
        message: `La temporada ${fx.seasons.past.name} está cerrada para ventas.`,
      });
      const upcoming = await fx.ctx.database.db
        .insertInto('seasons')
        .values({ name: `PRÓXIMA-${kind}`, start_date: '2099-03-01', end_date: '2099-09-30', is_open: true })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      const future = await post(saleOf([saleLine(fx.product.id, 1)], { seasonId: upcoming.id }));
      expect(future.statusCode).toBe(409);
      expect(future.json()).toMatchObject({
        code: 'SEASON_CLOSED',
        message: `La temporada ${upcoming.name} aún no empieza: inicia el 01/03/99.`,
      });
      expect(await saleCount()).toBe(before);
    });

    it("refuses another consultant's customer and an inactive customer", async () => {
      const otherClient = await activeClientOf(fx.ctx, DEMO_EMAILS.CONSULTANT2);
      const foreign = await post(saleOf([saleLine(fx.product.id, 1)], { clientId: otherClient }));
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'clientId', message: 'Elige uno de tus clientes.' }],
      });
      const inactive = await activeClientOf(fx.ctx, fx.consultantId, 5);
      await fx.ctx.database.db
        .updateTable('clients')
        .set({ status: 'INACTIVE' })
        .where('id', '=', inactive)
        .execute();
      const refused = await post(saleOf([saleLine(fx.product.id, 1)], { clientId: inactive }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('CONFLICT');
      expect(refused.json().message).toMatch(/^El cliente .+ no está activo\.$/);
    });

    it('refuses a disabled product, pointing at its line', async () => {
      const disabled = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 100 }], {
        enabled: false,
      });
      const response = await post(saleOf([saleLine(fx.product.id, 1), saleLine(disabled.id, 1)]));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'PRODUCT_DISABLED',
        message: `El producto ${disabled.code} no está habilitado para la venta.`,
        details: [{ path: 'items.1.productId', message: 'El producto no está habilitado.' }],
      });
    });

    it('refuses more bags than are left, counting Dkbono reservations, and names product, season and what is left', async () => {
      const scarce = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 20 }]);
      const voucher = await postVoucher(fx.ctx, fx.cookies.consultant, {
        seasonId: fx.seasons.open.id,
        clientId: fx.clientId,
        items: [{ productId: scarce.id, quantity: 8, basePrice: 10 }],
      });
      expect(voucher.statusCode, voucher.body).toBe(201);
      const before = await saleCount();
      const response = await post(saleOf([saleLine(fx.product.id, 1), saleLine(scarce.id, 30)]));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'INSUFFICIENT_INVENTORY',
        message: `No hay inventario suficiente de ${scarce.code} en ${fx.seasons.open.name}: pediste 30 bolsas y quedan 12.`,
        details: [
          {
            path: 'items.1.quantity',
            message: `No hay inventario suficiente de ${scarce.code} en ${fx.seasons.open.name}: pediste 30 bolsas y quedan 12.`,
          },
        ],
      });
      expect(await saleCount()).toBe(before);
      await createSale([saleLine(scarce.id, 12)]);
      expect(await availableBags(fx.ctx, fx.seasons.open.id, scarce.id)).toBe(0);
      const exhausted = await post(saleOf([saleLine(scarce.id, 1)]));
      expect(exhausted.json().message).toBe(
        `No hay inventario suficiente de ${scarce.code} en ${fx.seasons.open.name}: pediste 1 bolsa y quedan 0.`,
      );
    });

    it('lets only consultants create sales', async () => {
      for (const cookie of cookiesOf(fx.cookies, 'admin', 'coordinator', 'supervisor', 'farmer')) {
        const response = await post(saleOf([saleLine(fx.product.id, 1)]), cookie);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    });

    it('refuses a sale dated before its season starts or after today, naming the range', async () => {
      const { start_date: start } = await fx.ctx.database.db
        .selectFrom('seasons')
        .select('start_date')
        .where('id', '=', fx.seasons.open.id)
        .executeTakeFirstOrThrow();
      const dayBeforeStart = new Date(Date.parse(`${start}T12:00:00Z`) - 86_400_000)
        .toISOString()
        .slice(0, 10);
      const range = `Elige una fecha entre el ${shortDay(start)} y el ${shortDay(mexicoCityDay())}.`;
      const before = await fx.ctx.database.db
        .selectFrom('sales')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const cases = [
        {
          saleDate: daysAgo(-1),
          message: 'La fecha de la venta no puede ser posterior a hoy.',
          detail: range,
        },
        {
          saleDate: dayBeforeStart,
          message: `La fecha de la venta no puede ser anterior al inicio de la temporada ${fx.seasons.open.name} (${shortDay(start)}).`,
          detail: range,
        },
        { saleDate: '0001-01-01', message: 'Escribe una fecha entre el 01/01/2000 y el 31/12/2099.' },
        { saleDate: '9999-12-31', message: 'Escribe una fecha entre el 01/01/2000 y el 31/12/2099.' },
      ];
      for (const { saleDate, message, detail } of cases) {
        const response = await post(saleOf([saleLine(fx.product.id, 1)], { saleDate }));
        expect(response.statusCode, saleDate).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          ...(detail ? { message } : {}),
          details: [{ path: 'saleDate', message: detail ?? message }],
        });
      }
      const after = await fx.ctx.database.db
        .selectFrom('sales')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      const first = await post(saleOf([saleLine(fx.product.id, 1)], { saleDate: start }));
      expect(first.statusCode, first.body).toBe(201);
    });

    it('answers 400 with field details for an invalid body', async () => {
      const response = await post({ seasonId: fx.seasons.open.id, clientId: fx.clientId, items: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });
  });
});
