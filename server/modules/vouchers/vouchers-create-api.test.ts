// Creating and editing a Dkbono through the API: its lines priced by the server, the
// stock it reserves, edits while nothing is paid, and a closed season.
import { describe, expect, it } from 'vitest';
import { mexicoCityDay } from '../../../domain/days.ts';
import { testDatabaseKinds } from '../../test/helper.ts';
import { saleWorld, availableBags, newProduct } from '../sales/test-fixtures.ts';
import { apiFixture, cookiesOf } from '../../test/api-fixture.ts';
import { voucherCalls } from './test-fixtures.ts';

describe.each(testDatabaseKinds())('Dkbonos API: creating and editing (%s)', (kind) => {
  const fx = apiFixture(kind, { prepare: saleWorld(1000, ['open', 'future', 'past']) });
  const { get, line, voucherBody, postVoucher, createVoucher, pay } = voucherCalls(fx);

  describe('POST /vouchers', () => {
    it('stores a PENDING Dkbono with its folio and reserves its bags, also in a season that has not started', async () => {
      const before = await availableBags(fx.ctx, fx.seasons.future.id, fx.product.id);
      const response = await postVoucher(
        voucherBody([line(7, 1234.5, 0.5)], {
          seasonId: fx.seasons.future.id,
          status: 'PAID',
          paid: 10,
          folio: 'X',
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const voucher = response.json().data;
      expect(voucher).toMatchObject({
        folio: expect.stringMatching(new RegExp(`^DK-${mexicoCityDay().slice(0, 4)}-\\d{6}$`)),
        status: 'PENDING',
        total: 8641,
        paid: 0,
        balance: 8641,
        version: 1,
        consultantId: fx.consultantId,
        seasonId: fx.seasons.future.id,
        saleId: null,
        payments: [],
        items: [expect.objectContaining({ productCode: fx.product.code, quantity: 7, total: 8641 })],
      });
      expect(await availableBags(fx.ctx, fx.seasons.future.id, fx.product.id)).toBe(before - 7);
    });

    it('refuses a season closed for Dkbonos', async () => {
      const response = await postVoucher(voucherBody([line(1)], { seasonId: fx.seasons.past.id }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'SEASON_CLOSED',
        message: `La temporada ${fx.seasons.past.name} está cerrada para DKbonos.`,
      });
    });

    it('refuses more bags than are left', async () => {
      const scarce = await newProduct(fx.ctx, [{ seasonId: fx.seasons.future.id, bags: 4 }]);
      const response = await postVoucher(
        voucherBody([line(5, 10, 0, scarce.id)], { seasonId: fx.seasons.future.id }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        `No hay inventario suficiente de ${scarce.code} en ${fx.seasons.future.name}: pediste 5 bolsas y quedan 4.`,
      );
    });

    it('refuses lines totalling 0, which no payment could settle', async () => {
      const before = await availableBags(fx.ctx, fx.seasons.open.id, fx.product.id);
      for (const items of [[line(3, 0)], [line(2, 100, 200), line(1, 0)]]) {
        const response = await postVoucher(voucherBody(items));
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().details).toEqual([
          { path: 'items', message: 'El total del DKbono debe ser mayor a cero.' },
        ]);
      }
      expect(await availableBags(fx.ctx, fx.seasons.open.id, fx.product.id)).toBe(before);
    });

    it('lets only consultants create Dkbonos', async () => {
      for (const cookie of cookiesOf(fx.cookies, 'admin', 'coordinator', 'supervisor', 'farmer')) {
        expect((await postVoucher(voucherBody([line(1)]), cookie)).statusCode).toBe(403);
      }
    });
  });

  describe('PUT /vouchers/:id', () => {
    const put = (id: number, payload: object, cookie = fx.cookies.consultant) =>
      fx.ctx.request({ method: 'PUT', url: `/api/vouchers/${id}`, payload, cookie });

    it('rewrites a Dkbono while nothing is paid', async () => {
      const voucher = await createVoucher([line(2, 100)]);
      const response = await put(voucher.id, { ...voucherBody([line(3, 100, 10)]), version: 1 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ total: 290, version: 2, status: 'PENDING' });
      const stale = await put(voucher.id, { ...voucherBody([line(4, 100)]), version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('RECORD_CHANGED');
    });

    it('keeps the notes an edit leaves out, and clears them with an empty text', async () => {
      const voucher = await createVoucher([line(2, 100)], { notes: 'Pago en dos partes' });
      const kept = await put(voucher.id, { ...voucherBody([line(3, 100)]), version: 1 });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().data).toMatchObject({ notes: 'Pago en dos partes', version: 2 });
      const cleared = await put(voucher.id, { ...voucherBody([line(3, 100)]), notes: '', version: 2 });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json().data).toMatchObject({ notes: null, version: 3 });
    });

    it('refuses rewriting it to a total of 0', async () => {
      const voucher = await createVoucher([line(2, 100)]);
      const response = await put(voucher.id, { ...voucherBody([line(2, 100, 200)]), version: 1 });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toEqual([
        { path: 'items', message: 'El total del DKbono debe ser mayor a cero.' },
      ]);
      expect((await get(`/api/vouchers/${voucher.id}`, fx.cookies.consultant)).json().data).toMatchObject({
        total: 200,
        version: 1,
      });
    });

    it('refuses once a payment is recorded', async () => {
      const voucher = await createVoucher([line(2, 100)]);
      await pay(voucher.id, 1, [10]);
      const response = await put(voucher.id, { ...voucherBody([line(3, 100)]), version: 2 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: `El DKbono ${voucher.folio} ya tiene pagos registrados: solo se modifica mientras no tiene pagos.`,
      });
    });

    it('is for the owning consultant only', async () => {
      const voucher = await createVoucher([line(1)]);
      const body = { ...voucherBody([line(2)]), version: 1 };
      expect((await put(voucher.id, body, fx.cookies.consultant2)).statusCode).toBe(404);
      expect((await put(voucher.id, body, fx.cookies.admin)).statusCode).toBe(403);
    });
  });

  describe('a closed season (docs/decisions.md "Closed seasons")', () => {
    const setSeason = (isOpen: boolean, isVoucherOpen: boolean) =>
      fx.ctx.database.db
        .updateTable('seasons')
        .set({ is_open: isOpen, is_voucher_open: isVoucherOpen })
        .where('id', '=', fx.seasons.open.id)
        .execute();
    const cancel = (id: number) =>
      fx.ctx.request({
        method: 'PUT',
        url: `/api/vouchers/${id}/cancel`,
        cookie: fx.cookies.consultant,
        payload: {},
      });

    it('takes payments and cancellations while open for sales only, and freezes them once closed for both', async () => {
      const paid = await createVoucher([line(2)]);
      const pending = await createVoucher([line(1)]);
      try {
        await setSeason(true, false);
        expect((await pay(paid.id, paid.version, [50])).statusCode).toBe(200);
        await setSeason(false, false);
        const payment = await pay(paid.id, paid.version + 1, [50, 50]);
        expect(payment.statusCode, payment.body).toBe(409);
        expect(payment.json()).toMatchObject({
          code: 'SEASON_CLOSED',
          message: `La temporada ${fx.seasons.open.name} está cerrada: ya no se pueden registrar pagos en sus DKbonos.`,
        });
        const cancelled = await cancel(pending.id);
        expect(cancelled.statusCode, cancelled.body).toBe(409);
        expect(cancelled.json().code).toBe('SEASON_CLOSED');
        const stored = await fx.ctx.database.db
          .selectFrom('vouchers')
          .select(['id', 'status', 'paid'])
          .where('id', 'in', [paid.id, pending.id])
          .orderBy('id')
          .execute();
        expect(stored.map((v) => [v.status, Number(v.paid)])).toEqual([
          ['PARTIAL', 50],
          ['PENDING', 0],
        ]);
      } finally {
        await setSeason(true, true);
      }
    });
  });
});
