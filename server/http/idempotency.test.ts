// Idempotency-Key on POST /sales, POST /vouchers and PUT /vouchers/:id/payments: a retry returns the
// first answer; the same key with another body is refused; on PostgreSQL, concurrent duplicates
// block on the key until the first commits and then replay it.
import { describe, expect, it } from 'vitest';
import {
  activeClientOf,
  postVoucher,
  paymentDay,
  saleLine,
  saleWorld,
} from '../modules/sales/test-fixtures.ts';
import { apiFixture } from '../test/api-fixture.ts';
import { DEMO_EMAILS, testDatabaseKinds } from '../test/helper.ts';
import { canonicalJson } from './idempotency.ts';

describe('canonicalJson', () => {
  it('writes the same text whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe(
      canonicalJson({ a: [{ c: null, d: 2 }], b: 1 }),
    );
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });
});

describe.each(testDatabaseKinds())('Idempotency-Key (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: ['consultant', 'consultant2'],
    prepare: async (ctx) => ({
      ...(await saleWorld(1000, ['open'])(ctx)),
      client2Id: await activeClientOf(ctx, DEMO_EMAILS.CONSULTANT2),
    }),
  });

  const postSale = (key: string, quantity: number, cookie = fx.cookies.consultant, client = fx.clientId) =>
    fx.ctx.request({
      method: 'POST',
      url: '/api/sales',
      cookie,
      headers: { 'idempotency-key': key },
      payload: { seasonId: fx.seasons.open.id, clientId: client, items: [saleLine(fx.product.id, quantity)] },
    });
  const salesWithProduct = async () =>
    Number(
      (
        await fx.ctx.database.db
          .selectFrom('sale_items')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('product_id', '=', fx.product.id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers a retried sale with the first answer instead of selling twice', async () => {
    const before = await salesWithProduct();
    const first = await postSale(`venta-${kind}-1`, 2);
    const retry = await postSale(`venta-${kind}-1`, 2);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await salesWithProduct()).toBe(before + 1);
  });

  it('refuses the same key with a different body', async () => {
    expect((await postSale(`venta-${kind}-2`, 1)).statusCode).toBe(201);
    const other = await postSale(`venta-${kind}-2`, 5);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('keeps keys apart per user', async () => {
    const before = await salesWithProduct();
    expect((await postSale(`compartida-${kind}`, 1)).statusCode).toBe(201);
    expect((await postSale(`compartida-${kind}`, 1, fx.cookies.consultant2, fx.client2Id)).statusCode).toBe(
      201,
    );
    expect(await salesWithProduct()).toBe(before + 2);
  });

  it('stores nothing for a refused request, so the key can be retried', async () => {
    const refused = await postSale(`venta-${kind}-3`, 5000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INSUFFICIENT_INVENTORY');
    const retry = await postSale(`venta-${kind}-3`, 5000);
    expect(retry.json().code).toBe('INSUFFICIENT_INVENTORY');
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key', async () => {
    const response = await postSale('x'.repeat(201), 1);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('replays a Dkbono creation and a payment update', async () => {
    const create = () =>
      postVoucher(
        fx.ctx,
        fx.cookies.consultant,
        {
          seasonId: fx.seasons.open.id,
          clientId: fx.clientId,
          items: [{ productId: fx.product.id, quantity: 1, basePrice: 100 }],
        },
        { 'idempotency-key': `dk-${kind}` },
      );
    const first = await create();
    const again = await create();
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const voucher = first.json().data;
    const payOnce = () =>
      fx.ctx.request({
        method: 'PUT',
        url: `/api/vouchers/${voucher.id}/payments`,
        cookie: fx.cookies.consultant,
        headers: { 'idempotency-key': `pago-${kind}` },
        payload: { version: 1, payments: [{ date: paymentDay(), amount: 40, method: 'EFECTIVO' }] },
      });
    const paid = await payOnce();
    // Without the key this retry would be refused as stale (version 1 is gone).
    const retried = await payOnce();
    expect(paid.statusCode).toBe(200);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(paid.json());
    expect(paid.json().data).toMatchObject({ paid: 40, version: 2, status: 'PARTIAL' });
  });
});
