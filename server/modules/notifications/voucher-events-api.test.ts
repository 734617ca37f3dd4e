// Dkbono payments through the API notify the Dkbono's consultant: a payment that grows the paid
// sum, then the one that completes it; edits that do not add money, and refused updates, say nothing.
// A Dkbono an admin cancels is told to its consultant; the consultant's own cancel says nothing.
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import { paymentDay, saleWorld } from '../sales/test-fixtures.ts';
import { apiFixture } from '../../test/api-fixture.ts';

interface Voucher {
  id: number;
  folio: string;
  version: number;
}

describe.each(testDatabaseKinds())('Dkbono payment notifications (%s)', (kind) => {
  const fx = apiFixture(kind, { accounts: ['consultant', 'admin'], prepare: saleWorld(1000, ['open']) });

  const createVoucher = async (): Promise<Voucher> => {
    const response = await fx.ctx.request({
      method: 'POST',
      url: '/api/vouchers',
      cookie: fx.cookies.consultant,
      payload: {
        seasonId: fx.seasons.open.id,
        clientId: fx.clientId,
        items: [{ productId: fx.product.id, quantity: 10, basePrice: 100, discount: 0 }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const pay = (voucher: Voucher, version: number, amounts: number[], cookie = fx.cookies.admin) =>
    fx.ctx.request({
      method: 'PUT',
      url: `/api/vouchers/${voucher.id}/payments`,
      cookie,
      payload: {
        version,
        payments: amounts.map((amount, i) => ({
          date: paymentDay(),
          amount,
          method: 'TRANSFERENCIA',
          reference: `REF-${i + 1}`,
        })),
      },
    });
  const cancel = (voucher: Voucher, cookie: string) =>
    fx.ctx.request({ method: 'PUT', url: `/api/vouchers/${voucher.id}/cancel`, cookie });
  const notificationsAbout = (voucher: Voucher) =>
    fx.ctx.database.db
      .selectFrom('notifications')
      .select(['user_id', 'kind', 'title', 'body'])
      .where('link', '=', `/dashboard/sales/dkbono/${voucher.id}`)
      .orderBy('id')
      .execute();

  it('tells the consultant of a payment, then of the Dkbono paid in full', async () => {
    const voucher = await createVoucher();
    expect((await pay(voucher, 1, [400])).statusCode).toBe(200);
    expect(await notificationsAbout(voucher)).toEqual([
      {
        user_id: fx.consultantId,
        kind: 'VOUCHER_PAYMENT_RECORDED',
        title: `Pago registrado en el DKbono ${voucher.folio}`,
        body: `El DKbono ${voucher.folio} lleva $400.00 pagados de $1,000.00; restan $600.00.`,
      },
    ]);

    expect((await pay(voucher, 2, [400, 600])).statusCode).toBe(200);
    const after = await notificationsAbout(voucher);
    expect(after).toHaveLength(2);
    expect(after[1]).toEqual({
      user_id: fx.consultantId,
      kind: 'VOUCHER_PAID',
      title: `DKbono ${voucher.folio} liquidado`,
      body: `El DKbono ${voucher.folio} quedó pagado por completo ($1,000.00) y ya se puede canjear.`,
    });
  });

  it('says nothing when the paid sum does not grow, nor for a refused update', async () => {
    const voucher = await createVoucher();
    expect((await pay(voucher, 1, [300], fx.cookies.consultant)).statusCode).toBe(200);
    expect(await notificationsAbout(voucher)).toHaveLength(1);

    // A corrected reference with the same sum, a smaller sum, an overpayment, a stale version.
    expect((await pay(voucher, 2, [300])).statusCode).toBe(200);
    expect((await pay(voucher, 3, [200])).statusCode).toBe(200);
    expect((await pay(voucher, 4, [200, 900])).statusCode).toBe(409);
    expect((await pay(voucher, 1, [900])).statusCode).toBe(409);
    expect(await notificationsAbout(voucher)).toHaveLength(1);

    // Back up again: a payment again.
    expect((await pay(voucher, 4, [200, 150])).statusCode).toBe(200);
    const kinds = (await notificationsAbout(voucher)).map((n) => n.kind);
    expect(kinds).toEqual(['VOUCHER_PAYMENT_RECORDED', 'VOUCHER_PAYMENT_RECORDED']);
  });

  it('tells the paid-in-full once, not again when a paid Dkbono keeps its sum', async () => {
    const voucher = await createVoucher();
    expect((await pay(voucher, 1, [1000])).statusCode).toBe(200);
    expect((await pay(voucher, 2, [1000])).statusCode).toBe(200);
    expect((await notificationsAbout(voucher)).map((n) => n.kind)).toEqual(['VOUCHER_PAID']);
  });

  it('tells the consultant of a Dkbono an admin cancels, which it can still open', async () => {
    const voucher = await createVoucher();
    const cancelled = await cancel(voucher, fx.cookies.admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const client = await fx.ctx.database.db
      .selectFrom('clients')
      .select(['first_name', 'last_name'])
      .where('id', '=', fx.clientId)
      .executeTakeFirstOrThrow();
    expect(await notificationsAbout(voucher)).toEqual([
      {
        user_id: fx.consultantId,
        kind: 'VOUCHER_CANCELLED',
        title: `DKbono ${voucher.folio} cancelado`,
        body: `Se canceló el DKbono ${voucher.folio} de ${client.first_name} ${client.last_name}; sus bolsas apartadas quedaron libres.`,
      },
    ]);
    const detail = await fx.ctx.request({
      method: 'GET',
      url: `/api/vouchers/${voucher.id}`,
      cookie: fx.cookies.consultant,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.status).toBe('CANCELLED');
  });

  it('says nothing when the consultant cancels its own Dkbono, nor for a refused cancel', async () => {
    const own = await createVoucher();
    expect((await cancel(own, fx.cookies.consultant)).statusCode).toBe(200);
    expect(await notificationsAbout(own)).toEqual([]);

    const paid = await createVoucher();
    expect((await pay(paid, 1, [100])).statusCode).toBe(200);
    expect((await cancel(paid, fx.cookies.admin)).statusCode).toBe(409);
    expect((await notificationsAbout(paid)).map((n) => n.kind)).toEqual(['VOUCHER_PAYMENT_RECORDED']);
  });
});
