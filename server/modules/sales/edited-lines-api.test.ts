// A line sent with its id (docs/decisions.md): a sale or DKbono line sent back with
// its id keeps the fields it does not send (hectares, yield, investment, the discount), instead of
// storing zeros; a line without an id is a new one; an id that is not one of the record's lines is
// refused; the kept values are checked with the sent ones (a discount above its line).
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { activeClientOf, demoSeasons, newProduct, postVoucher } from './test-fixtures.ts';
import { apiFixture } from '../../test/api-fixture.ts';

interface Line {
  id: number;
  productId: number;
  quantity: number;
  basePrice: number;
  discount: number;
  hectares?: number;
  productYield?: number;
  investment?: number;
}

describe.each(testDatabaseKinds())('a line sent with its id (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: ['consultant'],
    prepare: async (ctx) => {
      const seasons = await demoSeasons(ctx);
      return {
        seasons,
        clientId: await activeClientOf(ctx, DEMO_EMAILS.CONSULTANT),
        product: await newProduct(ctx, [{ seasonId: seasons.open.id, bags: 500 }]),
      };
    },
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    fx.ctx.request({
      method,
      url: `/api${url}`,
      cookie: fx.cookies.consultant,
      ...(payload ? { payload } : {}),
    });
  const read = async (url: string) => {
    const response = await send('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: number; version: number; total: number; items: Line[] };
  };

  it('clears hectares and yield a sale line sends as null, and keeps them not given when left out', async () => {
    const created = await send('POST', '/sales', {
      seasonId: fx.seasons.open.id,
      clientId: fx.clientId,
      items: [{ productId: fx.product.id, quantity: 2, basePrice: 1000, hectares: 4, productYield: 8 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const sale = await read(`/sales/${created.json().data.id}`);
    const line = sale.items[0]!;
    const cleared = await send('PUT', `/sales/${sale.id}`, {
      seasonId: fx.seasons.open.id,
      clientId: fx.clientId,
      version: sale.version,
      items: [{ id: line.id, hectares: null, productYield: null }],
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = await read(`/sales/${sale.id}`);
    expect(after.items).toEqual([
      expect.objectContaining({ quantity: 2, hectares: null, productYield: null }),
    ]);

    const kept = await send('PUT', `/sales/${sale.id}`, {
      seasonId: fx.seasons.open.id,
      clientId: fx.clientId,
      version: after.version,
      items: [{ id: after.items[0]!.id, quantity: 3 }],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await read(`/sales/${sale.id}`)).items).toEqual([
      expect.objectContaining({ quantity: 3, hectares: null, productYield: null }),
    ]);
  });

  it('keeps the hectares, yield, investment and discount a sale line leaves out', async () => {
    const created = await send('POST', '/sales', {
      seasonId: fx.seasons.open.id,
      clientId: fx.clientId,
      items: [
        {
          productId: fx.product.id,
          quantity: 2,
          basePrice: 1000,
          discount: 50,
          hectares: 12.5,
          productYield: 9.75,
          investment: 1950,
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const sale = await read(`/sales/${created.json().data.id}`);
    const [line] = sale.items;
    if (!line) throw new Error('The sale has no line');

    const edited = await send('PUT', `/sales/${sale.id}`, {
      seasonId: fx.seasons.open.id,
      clientId: fx.clientId,
      version: sale.version,
      items: [
        { id: line.id, productId: line.productId, quantity: 3, basePrice: line.basePrice },
        { productId: fx.product.id, quantity: 1, basePrice: 500 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await read(`/sales/${sale.id}`);
    expect(after.items).toEqual([
      expect.objectContaining({
        productId: fx.product.id,
        quantity: 3,
        basePrice: 1000,
        discount: 50,
        hectares: 12.5,
        productYield: 9.75,
        investment: 1950,
        total: 2950,
      }),
      // A line without an id is new: what it leaves out takes a new line's default (hectares and
      // yield not given).
      expect.objectContaining({
        quantity: 1,
        discount: 0,
        hectares: null,
        productYield: null,
        investment: 0,
      }),
    ]);
    expect(after.total).toBe(3450);

    // Its id alone keeps the whole line.
    const kept = after.items[0];
    if (!kept) throw new Error('The edited sale has no line');
    const same = await send('PUT', `/sales/${sale.id}`, {
      seasonId: fx.seasons.open.id,
      clientId: fx.clientId,
      version: after.version,
      items: [{ id: kept.id }],
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await read(`/sales/${sale.id}`)).items).toEqual([
      expect.objectContaining({
        quantity: 3,
        discount: 50,
        hectares: 12.5,
        productYield: 9.75,
        investment: 1950,
      }),
    ]);
  });

  it("refuses an id that is not one of the record's lines, and checks kept and sent values together", async () => {
    const created = await send('POST', '/sales', {
      seasonId: fx.seasons.open.id,
      clientId: fx.clientId,
      items: [{ productId: fx.product.id, quantity: 1, basePrice: 100, discount: 80 }],
    });
    const sale = await read(`/sales/${created.json().data.id}`);
    const line = sale.items[0];
    if (!line) throw new Error('The sale has no line');
    const edit = (items: object[]) =>
      send('PUT', `/sales/${sale.id}`, {
        seasonId: fx.seasons.open.id,
        clientId: fx.clientId,
        version: sale.version,
        items,
      });

    const foreign = await edit([{ id: line.id + 100_000, quantity: 1 }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toEqual([
      {
        path: 'items.0.id',
        message: 'La línea 1 no es de la venta: quítale el id para agregarla como nueva.',
      },
    ]);
    // The kept discount of 80 is more than a line of 1 bag at 50.
    const tooMuch = await edit([{ id: line.id, basePrice: 50 }]);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details).toContainEqual({
      path: 'items.0.discount',
      message: 'El descuento no puede ser mayor que el importe de la línea ($50.00).',
    });
    // A new line still needs what a new line needs.
    const incomplete = await edit([{ quantity: 1, basePrice: 100 }]);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().details).toContainEqual({
      path: 'items.0.productId',
      message: 'Elige un producto.',
    });
    expect((await read(`/sales/${sale.id}`)).version).toBe(sale.version);
  });

  it('keeps the discount a DKbono line leaves out, by the same rule', async () => {
    const created = await postVoucher(fx.ctx, fx.cookies.consultant, {
      seasonId: fx.seasons.open.id,
      clientId: fx.clientId,
      items: [{ productId: fx.product.id, quantity: 2, basePrice: 1000, discount: 150 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const voucher = await read(`/vouchers/${created.json().data.id}`);
    const line = voucher.items[0];
    if (!line) throw new Error('The DKbono has no line');
    const edited = await send('PUT', `/vouchers/${voucher.id}`, {
      seasonId: fx.seasons.open.id,
      clientId: fx.clientId,
      version: voucher.version,
      items: [{ id: line.id, quantity: 3 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await read(`/vouchers/${voucher.id}`);
    expect(after.items).toEqual([
      expect.objectContaining({
        productId: fx.product.id,
        quantity: 3,
        basePrice: 1000,
        discount: 150,
        total: 2850,
      }),
    ]);
    const foreign = await send('PUT', `/vouchers/${voucher.id}`, {
      seasonId: fx.seasons.open.id,
      clientId: fx.clientId,
      version: after.version,
      items: [{ id: line.id, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0].path).toBe('items.0.id');
  });
});
