// A Dkbono's life through the API: payments, redemption into a sale and back, who may
// pay, and the cancel.
import { describe, expect, it } from 'vitest';
import { mexicoCityDay, shortDay } from '../../../domain/days.ts';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { auditActions } from '../../test/audit.ts';
import {
  saleWorld,
  daysAgo,
  activeClientOf,
  availableBags,
  newProduct,
  saleLine,
} from '../sales/test-fixtures.ts';
import { apiFixture, auditTrailOf } from '../../test/api-fixture.ts';
import { voucherCalls } from './test-fixtures.ts';

describe.each(testDatabaseKinds())('Dkbonos API: payments, redemption and cancel (%s)', (kind) => {
  const fx = apiFixture(kind, { prepare: saleWorld(1000, ['open', 'future', 'past']) });
  const { get, line, voucherBody, postVoucher, createVoucher, putPayments, pay, redeem, paidVoucher } =
    voucherCalls(fx);

  describe('the Dkbono lifecycle', () => {
    it('goes PENDING → PARTIAL → PAID → REDEEMED → PAID again when its sale is deleted', async () => {
      const voucher = await createVoucher([line(10, 100)]);
      const availableBefore = await availableBags(fx.ctx, fx.seasons.open.id, fx.product.id);

      const first = await pay(voucher.id, 1, [400]);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data).toMatchObject({ status: 'PARTIAL', paid: 400, balance: 600, version: 2 });

      const overpaid = await pay(voucher.id, 2, [400, 700]);
      expect(overpaid.statusCode).toBe(409);
      expect(overpaid.json()).toMatchObject({
        code: 'VOUCHER_OVERPAID',
        message: 'Los pagos suman $1,100.00 y el total del DKbono es $1,000.00.',
        details: [{ path: 'payments.1.amount' }],
      });

      const stale = await pay(voucher.id, 1, [400, 600]);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'RECORD_CHANGED',
        message: 'El DKbono cambió mientras lo editabas. Recarga e intenta de nuevo.',
      });

      const second = await pay(voucher.id, 2, [400, 600]);
      expect(second.statusCode).toBe(200);
      expect(second.json().data).toMatchObject({ status: 'PAID', paid: 1000, balance: 0, version: 3 });
      expect(second.json().data.payments).toEqual([
        {
          id: expect.any(Number),
          date: daysAgo(0),
          amount: 400,
          method: 'TRANSFERENCIA',
          reference: 'REF-1',
          receiptCode: expect.stringMatching(/^[0-9a-z]{16}$/),
        },
        {
          id: expect.any(Number),
          date: daysAgo(0),
          amount: 600,
          method: 'TRANSFERENCIA',
          reference: 'REF-2',
          receiptCode: expect.stringMatching(/^[0-9a-z]{16}$/),
        },
      ]);

      const sale = await redeem(voucher, { items: [{ ...saleLine(fx.product.id, 1, 1), hectares: 4 }] });
      expect(sale.statusCode, sale.body).toBe(201);
      // The sale sells what the Dkbono paid for; the body only adds the agronomic data.
      expect(sale.json().data).toMatchObject({
        voucherId: voucher.id,
        voucherFolio: voucher.folio,
        total: 1000,
        items: [
          expect.objectContaining({ productId: fx.product.id, quantity: 10, basePrice: 100, hectares: 4 }),
        ],
      });
      const redeemed = (await get(`/api/vouchers/${voucher.id}`, fx.cookies.consultant)).json().data;
      expect(redeemed).toMatchObject({
        status: 'REDEEMED',
        saleId: sale.json().data.id,
        saleFolio: sale.json().data.folio,
        version: 4,
      });
      // Reserved bags became sold bags: not counted twice.
      expect(await availableBags(fx.ctx, fx.seasons.open.id, fx.product.id)).toBe(availableBefore);

      const frozen = await pay(voucher.id, 4, [1000]);
      expect(frozen.statusCode).toBe(409);
      expect(frozen.json()).toMatchObject({
        code: 'CONFLICT',
        message: `El DKbono ${voucher.folio} está canjeado y ya no se puede modificar.`,
      });
      const again = await redeem(voucher);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('VOUCHER_NOT_REDEEMABLE');

      const removal = await fx.ctx.request({
        method: 'DELETE',
        url: `/api/sales/${sale.json().data.id}`,
        cookie: fx.cookies.consultant,
      });
      expect(removal.statusCode).toBe(200);
      const unredeemed = (await get(`/api/vouchers/${voucher.id}`, fx.cookies.consultant)).json().data;
      expect(unredeemed).toMatchObject({ status: 'PAID', saleId: null, version: 5 });
      expect(await availableBags(fx.ctx, fx.seasons.open.id, fx.product.id)).toBe(availableBefore);
      expect((await redeem(unredeemed)).statusCode).toBe(201);

      expect(await auditActions(fx.ctx.database.db, 'voucher', voucher.id)).toEqual([
        'vouchers.create',
        'vouchers.payments',
        'vouchers.payments',
        'vouchers.redeem',
        'vouchers.unredeem',
        'vouchers.redeem',
      ]);
    });

    it('goes back to PENDING when its payments are removed before redemption', async () => {
      const voucher = await createVoucher([line(1, 50)]);
      await pay(voucher.id, 1, [50]);
      const cleared = await pay(voucher.id, 2, []);
      expect(cleared.json().data).toMatchObject({ status: 'PENDING', paid: 0, payments: [] });
    });

    it('refuses to redeem a Dkbono that is not paid, of another customer or of another consultant', async () => {
      const partial = await createVoucher([line(2, 100)]);
      await pay(partial.id, 1, [50]);
      const notPaid = await redeem(partial);
      expect(notPaid.statusCode).toBe(409);
      expect(notPaid.json()).toMatchObject({
        code: 'VOUCHER_NOT_REDEEMABLE',
        message: `El DKbono ${partial.folio} no se puede canjear: su estado es «Pago parcial» y solo se canjea uno pagado.`,
      });

      const paid = await paidVoucher([line(1, 100)]);
      const otherClient = await activeClientOf(fx.ctx, fx.consultantId, 1);
      const wrongClient = await redeem(paid, { clientId: otherClient });
      expect(wrongClient.statusCode).toBe(409);
      expect(wrongClient.json().message).toBe(`El DKbono ${paid.folio} es de otro cliente.`);

      const stranger = await redeem(
        paid,
        { clientId: await activeClientOf(fx.ctx, DEMO_EMAILS.CONSULTANT2) },
        fx.cookies.consultant2,
      );
      expect(stranger.statusCode).toBe(409);
      expect(stranger.json()).toMatchObject({
        code: 'VOUCHER_NOT_REDEEMABLE',
        message: 'El DKbono no existe o no es tuyo.',
      });
      const still = (await get(`/api/vouchers/${paid.id}`, fx.cookies.consultant)).json().data;
      expect(still.status).toBe('PAID');
    });
  });

  describe('PUT /vouchers/:id/payments access', () => {
    it('lets an admin and the owner record payments; others get 404 or 403', async () => {
      const voucher = await createVoucher([line(1, 100)]);
      expect((await pay(voucher.id, 1, [10], fx.cookies.consultant2)).statusCode).toBe(404);
      expect((await pay(voucher.id, 1, [10], fx.cookies.coordinator)).statusCode).toBe(403);
      expect((await pay(voucher.id, 1, [10], fx.cookies.supervisor)).statusCode).toBe(403);
      expect((await pay(voucher.id, 1, [10], fx.cookies.farmer)).statusCode).toBe(403);
      const byAdmin = await pay(voucher.id, 1, [10], fx.cookies.admin);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().data.paid).toBe(10);
    });

    it('requires the version read, as every money edit does: without it 400, and two saves from one version keep both payments or say so', async () => {
      const voucher = await createVoucher([line(1, 100)]);
      const withoutVersion = await putPayments(voucher.id, {
        payments: [{ date: daysAgo(0), amount: 30, method: 'EFECTIVO' }],
      });
      expect(withoutVersion.statusCode).toBe(400);
      expect(withoutVersion.json().details).toEqual([
        { path: 'version', message: 'Falta la versión del registro que se editó.' },
      ]);

      // Two people each add a payment to what they read at once: one is saved, the other is told.
      const answers = await Promise.all([pay(voucher.id, 1, [30]), pay(voucher.id, 1, [20])]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('RECORD_CHANGED');
      const stored = (await get(`/api/vouchers/${voucher.id}`, fx.cookies.consultant)).json().data;
      expect(stored.payments).toHaveLength(1);
      expect(stored).toMatchObject({ status: 'PARTIAL', version: 2 });
    });

    it('refuses an unknown payment method with a Spanish field message', async () => {
      const voucher = await createVoucher([line(1, 100)]);
      const response = await putPayments(voucher.id, {
        version: 1,
        payments: [{ date: daysAgo(3), amount: 10, method: 'BITCOIN' }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        { path: 'payments.0.method', message: 'Elige una forma de pago válida.' },
      ]);
    });
    it('refuses a payment dated after today, before its DKbono was created or outside 2000–2099', async () => {
      const voucher = await createVoucher([line(1, 100)]);
      // Created today: today is the only day a payment may carry (docs/decisions.md).
      const range = `La fecha del pago debe estar el ${shortDay(mexicoCityDay())}.`;
      const payOn = (date: string) =>
        putPayments(voucher.id, {
          version: 1,
          payments: [
            { date: daysAgo(0), amount: 10, method: 'EFECTIVO' },
            { date, amount: 10, method: 'EFECTIVO' },
          ],
        });
      for (const [date, message] of [
        [daysAgo(-1), range],
        [daysAgo(1), range],
        ['0001-01-01', 'Escribe una fecha entre el 01/01/2000 y el 31/12/2099.'],
        ['9999-12-31', 'Escribe una fecha entre el 01/01/2000 y el 31/12/2099.'],
      ] as const) {
        const response = await payOn(date);
        expect(response.statusCode, date).toBe(400);
        expect(response.json().details).toEqual([{ path: 'payments.1.date', message }]);
      }
      expect(
        await fx.ctx.database.db
          .selectFrom('voucher_payments')
          .select('id')
          .where('voucher_id', '=', voucher.id)
          .execute(),
      ).toEqual([]);
      const earliest = await payOn(daysAgo(0));
      expect(earliest.statusCode, earliest.body).toBe(200);
    });

    it('keeps saving a payment whose day was stored before the rule', async () => {
      const voucher = await createVoucher([line(1, 100)]);
      await fx.ctx.database.db
        .insertInto('voucher_payments')
        .values({
          voucher_id: voucher.id,
          date: '2001-05-05',
          amount: '10.00',
          method: 'EFECTIVO',
          reference: null,
        })
        .execute();
      const response = await putPayments(voucher.id, {
        version: 1,
        payments: [
          { date: '2001-05-05', amount: 10, method: 'EFECTIVO' },
          { date: daysAgo(0), amount: 20, method: 'EFECTIVO' },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.paid).toBe(30);
    });
  });

  describe('PUT /vouchers/:id/cancel', () => {
    const cancel = (id: number, cookie = fx.cookies.consultant) =>
      fx.ctx.request({ method: 'PUT', url: `/api/vouchers/${id}/cancel`, cookie });

    it('cancels an unpaid Dkbono, frees its reserved bags and makes it read-only', async () => {
      const scarce = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 5 }]);
      const voucher = await createVoucher([line(5, 10, 0, scarce.id)]);
      const full = await postVoucher(voucherBody([line(1, 10, 0, scarce.id)]));
      expect(full.json().code).toBe('INSUFFICIENT_INVENTORY');

      const response = await cancel(voucher.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ status: 'CANCELLED', paid: 0, version: 2 });
      expect(await availableBags(fx.ctx, fx.seasons.open.id, scarce.id)).toBe(5);
      // The server's own count frees them too: the whole allocation can be reserved again.
      expect((await postVoucher(voucherBody([line(5, 10, 0, scarce.id)]))).statusCode).toBe(201);

      const again = await cancel(voucher.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        `El DKbono ${voucher.folio} está cancelado y ya no se puede modificar.`,
      );
      expect((await pay(voucher.id, 2, [10])).json().message).toBe(
        `El DKbono ${voucher.folio} está cancelado y ya no se puede modificar.`,
      );
      const audit = await auditTrailOf(fx.ctx, 'voucher', voucher.id, ['action', 'actor_user_id']);
      expect(audit).toEqual([
        { action: 'vouchers.create', actor_user_id: fx.consultantId },
        { action: 'vouchers.cancel', actor_user_id: fx.consultantId },
      ]);
    });

    it('refuses while payments are recorded, and after they are removed cancels', async () => {
      const voucher = await createVoucher([line(2, 100)]);
      await pay(voucher.id, 1, [50]);
      const refused = await cancel(voucher.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'CONFLICT',
        message: `El DKbono ${voucher.folio} tiene pagos registrados: quita los pagos antes de cancelarlo.`,
      });
      expect((await get(`/api/vouchers/${voucher.id}`, fx.cookies.consultant)).json().data.status).toBe(
        'PARTIAL',
      );
      await pay(voucher.id, 2, []);
      expect((await cancel(voucher.id)).json().data.status).toBe('CANCELLED');
    });

    it('refuses a redeemed Dkbono as read-only', async () => {
      const voucher = await paidVoucher([line(1, 100)]);
      expect((await redeem(voucher)).statusCode).toBe(201);
      const response = await cancel(voucher.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        `El DKbono ${voucher.folio} está canjeado y ya no se puede modificar.`,
      );
    });

    it('lets an admin and the owner cancel; others get 404 or 403', async () => {
      const voucher = await createVoucher([line(1, 100)]);
      expect((await cancel(voucher.id, fx.cookies.consultant2)).statusCode).toBe(404);
      for (const cookie of [fx.cookies.coordinator, fx.cookies.supervisor, fx.cookies.farmer]) {
        expect((await cancel(voucher.id, cookie)).statusCode).toBe(403);
      }
      expect((await get(`/api/vouchers/${voucher.id}`, fx.cookies.consultant)).json().data.status).toBe(
        'PENDING',
      );
      const byAdmin = await cancel(voucher.id, fx.cookies.admin);
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      expect(byAdmin.json().data.status).toBe('CANCELLED');
    });

    it('lets only one of a payment and a cancel racing on the same Dkbono win', async () => {
      for (let round = 0; round < 3; round += 1) {
        const voucher = await createVoucher([line(1, 100)]);
        const [payment, cancelled] = await Promise.all([pay(voucher.id, 1, [100]), cancel(voucher.id)]);
        expect([payment.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
        const stored = (await get(`/api/vouchers/${voucher.id}`, fx.cookies.consultant)).json().data;
        expect(stored.status).toBe(payment.statusCode === 200 ? 'PAID' : 'CANCELLED');
        expect(stored.paid).toBe(payment.statusCode === 200 ? 100 : 0);
      }
    });
  });
});
