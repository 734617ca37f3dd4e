// The Dkbono API of issue 3: creation, edits while unpaid, payments, redemption into a sale and
// back, with the scope of docs/design.md §6.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mexicoCityDay, shortDay } from '../../../domain/days.ts';
import { SALE_SORTS } from '../../../domain/sales.ts';
import { createTestContext, DEMO_EMAILS, testDatabaseKinds, type TestContext } from '../../test/helper.ts';
import { auditActions } from '../../test/audit.ts';
import {
  daysAgo,
  activeClientOf,
  availableBags,
  containsText,
  cookiesFor,
  demoSeasons,
  newProduct,
  readPageByPage,
  saleLine,
  userIdOf,
  type DemoSeasons,
} from '../sales/test-fixtures.ts';

interface Voucher {
  id: number;
  folio: string;
  status: string;
  version: number;
  total: number;
  paid: number;
  balance: number;
  saleId: number | null;
  payments: { amount: number }[];
}

describe.each(testDatabaseKinds())('Dkbonos API (%s)', (kind) => {
  let ctx: TestContext;
  let seasons: DemoSeasons;
  const cookies: Record<string, string> = {};
  let consultantId: number;
  let clientId: number;
  let product: { id: number; code: string };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    seasons = await demoSeasons(ctx);
    Object.assign(cookies, await cookiesFor(ctx));
    consultantId = await userIdOf(ctx, DEMO_EMAILS.CONSULTANT);
    clientId = await activeClientOf(ctx, consultantId);
    product = await newProduct(ctx, [
      { seasonId: seasons.open.id, bags: 1000 },
      { seasonId: seasons.future.id, bags: 1000 },
      { seasonId: seasons.past.id, bags: 1000 },
    ]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (url: string, cookie: string | undefined) => ctx.request({ method: 'GET', url, cookie });
  const line = (quantity: number, basePrice = 100, discount = 0, productId = product.id) => ({
    productId,
    quantity,
    basePrice,
    discount,
  });
  const voucherBody = (items: object[], extra: object = {}) => ({
    seasonId: seasons.open.id,
    clientId,
    items,
    ...extra,
  });
  const postVoucher = (payload: object, cookie = cookies.consultant) =>
    ctx.request({ method: 'POST', url: '/api/vouchers', payload, cookie });
  const createVoucher = async (items: object[], extra: object = {}): Promise<Voucher> => {
    const response = await postVoucher(voucherBody(items, extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  /** PUT /vouchers/:id/payments with the body as given. */
  const putPayments = (id: number, payload: object, cookie = cookies.consultant) =>
    ctx.request({ method: 'PUT', url: `/api/vouchers/${id}/payments`, cookie, payload });
  const pay = (id: number, version: number, amounts: number[], cookie = cookies.consultant) =>
    putPayments(
      id,
      {
        version,
        payments: amounts.map((amount, i) => ({
          date: daysAgo(0),
          amount,
          method: 'TRANSFERENCIA',
          reference: `REF-${i + 1}`,
        })),
      },
      cookie,
    );
  const redeem = (voucher: { id: number }, extra: object = {}, cookie = cookies.consultant) =>
    ctx.request({
      method: 'POST',
      url: '/api/sales',
      cookie,
      payload: {
        seasonId: seasons.open.id,
        clientId,
        voucherId: voucher.id,
        items: [saleLine(product.id, 1)],
        ...extra,
      },
    });
  const paidVoucher = async (items: object[]): Promise<Voucher> => {
    const voucher = await createVoucher(items);
    const response = await pay(voucher.id, voucher.version, [voucher.total]);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  describe('POST /vouchers', () => {
    it('stores a PENDING Dkbono with its folio and reserves its bags, also in a season that has not started', async () => {
      const before = await availableBags(ctx, seasons.future.id, product.id);
      const response = await postVoucher(
        voucherBody([line(7, 1234.5, 0.5)], {
          seasonId: seasons.future.id,
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
        consultantId,
        seasonId: seasons.future.id,
        saleId: null,
        payments: [],
        items: [expect.objectContaining({ productCode: product.code, quantity: 7, total: 8641 })],
      });
      expect(await availableBags(ctx, seasons.future.id, product.id)).toBe(before - 7);
    });

    it('refuses a season closed for Dkbonos', async () => {
      const response = await postVoucher(voucherBody([line(1)], { seasonId: seasons.past.id }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'SEASON_CLOSED',
        message: `La temporada ${seasons.past.name} está cerrada para DKbonos.`,
      });
    });

    it('refuses more bags than are left', async () => {
      const scarce = await newProduct(ctx, [{ seasonId: seasons.future.id, bags: 4 }]);
      const response = await postVoucher(
        voucherBody([line(5, 10, 0, scarce.id)], { seasonId: seasons.future.id }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        `No hay inventario suficiente de ${scarce.code} en ${seasons.future.name}: pediste 5 bolsas y quedan 4.`,
      );
    });

    it('refuses lines totalling 0, which no payment could settle', async () => {
      const before = await availableBags(ctx, seasons.open.id, product.id);
      for (const items of [[line(3, 0)], [line(2, 100, 200), line(1, 0)]]) {
        const response = await postVoucher(voucherBody(items));
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().details).toEqual([
          { path: 'items', message: 'El total del DKbono debe ser mayor a cero.' },
        ]);
      }
      expect(await availableBags(ctx, seasons.open.id, product.id)).toBe(before);
    });

    it('lets only consultants create Dkbonos', async () => {
      for (const cookie of [cookies.admin, cookies.coordinator, cookies.supervisor, cookies.farmer]) {
        expect((await postVoucher(voucherBody([line(1)]), cookie)).statusCode).toBe(403);
      }
    });
  });

  describe('the Dkbono lifecycle', () => {
    it('goes PENDING → PARTIAL → PAID → REDEEMED → PAID again when its sale is deleted', async () => {
      const voucher = await createVoucher([line(10, 100)]);
      const availableBefore = await availableBags(ctx, seasons.open.id, product.id);

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
      expect(stale.json().code).toBe('VOUCHER_CHANGED');

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

      const sale = await redeem(voucher, { items: [{ ...saleLine(product.id, 1, 1), hectares: 4 }] });
      expect(sale.statusCode, sale.body).toBe(201);
      // The sale sells what the Dkbono paid for; the body only adds the agronomic data.
      expect(sale.json().data).toMatchObject({
        voucherId: voucher.id,
        voucherFolio: voucher.folio,
        total: 1000,
        items: [
          expect.objectContaining({ productId: product.id, quantity: 10, basePrice: 100, hectares: 4 }),
        ],
      });
      const redeemed = (await get(`/api/vouchers/${voucher.id}`, cookies.consultant)).json().data;
      expect(redeemed).toMatchObject({
        status: 'REDEEMED',
        saleId: sale.json().data.id,
        saleFolio: sale.json().data.folio,
        version: 4,
      });
      // Reserved bags became sold bags: not counted twice.
      expect(await availableBags(ctx, seasons.open.id, product.id)).toBe(availableBefore);

      const frozen = await pay(voucher.id, 4, [1000]);
      expect(frozen.statusCode).toBe(409);
      expect(frozen.json()).toMatchObject({
        code: 'CONFLICT',
        message: `El DKbono ${voucher.folio} está canjeado y ya no se puede modificar.`,
      });
      const again = await redeem(voucher);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('VOUCHER_NOT_REDEEMABLE');

      const removal = await ctx.request({
        method: 'DELETE',
        url: `/api/sales/${sale.json().data.id}`,
        cookie: cookies.consultant,
      });
      expect(removal.statusCode).toBe(200);
      const unredeemed = (await get(`/api/vouchers/${voucher.id}`, cookies.consultant)).json().data;
      expect(unredeemed).toMatchObject({ status: 'PAID', saleId: null, version: 5 });
      expect(await availableBags(ctx, seasons.open.id, product.id)).toBe(availableBefore);
      expect((await redeem(unredeemed)).statusCode).toBe(201);

      expect(await auditActions(ctx.database.db, 'voucher', voucher.id)).toEqual([
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
      const otherClient = await activeClientOf(ctx, consultantId, 1);
      const wrongClient = await redeem(paid, { clientId: otherClient });
      expect(wrongClient.statusCode).toBe(409);
      expect(wrongClient.json().message).toBe(`El DKbono ${paid.folio} es de otro cliente.`);

      const stranger = await redeem(
        paid,
        { clientId: await activeClientOf(ctx, DEMO_EMAILS.CONSULTANT2) },
        cookies.consultant2,
      );
      expect(stranger.statusCode).toBe(409);
      expect(stranger.json()).toMatchObject({
        code: 'VOUCHER_NOT_REDEEMABLE',
        message: 'El DKbono no existe o no es tuyo.',
      });
      const still = (await get(`/api/vouchers/${paid.id}`, cookies.consultant)).json().data;
      expect(still.status).toBe('PAID');
    });
  });

  describe('PUT /vouchers/:id', () => {
    const put = (id: number, payload: object, cookie = cookies.consultant) =>
      ctx.request({ method: 'PUT', url: `/api/vouchers/${id}`, payload, cookie });

    it('rewrites a Dkbono while nothing is paid', async () => {
      const voucher = await createVoucher([line(2, 100)]);
      const response = await put(voucher.id, { ...voucherBody([line(3, 100, 10)]), version: 1 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ total: 290, version: 2, status: 'PENDING' });
      const stale = await put(voucher.id, { ...voucherBody([line(4, 100)]), version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('VOUCHER_CHANGED');
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
      expect((await get(`/api/vouchers/${voucher.id}`, cookies.consultant)).json().data).toMatchObject({
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
      expect((await put(voucher.id, body, cookies.consultant2)).statusCode).toBe(404);
      expect((await put(voucher.id, body, cookies.admin)).statusCode).toBe(403);
    });
  });

  describe('a closed season (docs/decisions.md "Closed seasons")', () => {
    const setSeason = (isOpen: boolean, isVoucherOpen: boolean) =>
      ctx.database.db
        .updateTable('seasons')
        .set({ is_open: isOpen, is_voucher_open: isVoucherOpen })
        .where('id', '=', seasons.open.id)
        .execute();
    const cancel = (id: number) =>
      ctx.request({
        method: 'PUT',
        url: `/api/vouchers/${id}/cancel`,
        cookie: cookies.consultant,
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
          message: `La temporada ${seasons.open.name} está cerrada: ya no se pueden registrar pagos en sus DKbonos.`,
        });
        const cancelled = await cancel(pending.id);
        expect(cancelled.statusCode, cancelled.body).toBe(409);
        expect(cancelled.json().code).toBe('SEASON_CLOSED');
        const stored = await ctx.database.db
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

  describe('PUT /vouchers/:id/payments access', () => {
    it('lets an admin and the owner record payments; others get 404 or 403', async () => {
      const voucher = await createVoucher([line(1, 100)]);
      expect((await pay(voucher.id, 1, [10], cookies.consultant2)).statusCode).toBe(404);
      expect((await pay(voucher.id, 1, [10], cookies.coordinator)).statusCode).toBe(403);
      expect((await pay(voucher.id, 1, [10], cookies.supervisor)).statusCode).toBe(403);
      expect((await pay(voucher.id, 1, [10], cookies.farmer)).statusCode).toBe(403);
      const byAdmin = await pay(voucher.id, 1, [10], cookies.admin);
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
      expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('VOUCHER_CHANGED');
      const stored = (await get(`/api/vouchers/${voucher.id}`, cookies.consultant)).json().data;
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
      // Created today: today is the only day a payment may carry (docs/decisions.md, issue 25).
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
        await ctx.database.db
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
      await ctx.database.db
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
    const cancel = (id: number, cookie = cookies.consultant) =>
      ctx.request({ method: 'PUT', url: `/api/vouchers/${id}/cancel`, cookie });

    it('cancels an unpaid Dkbono, frees its reserved bags and makes it read-only', async () => {
      const scarce = await newProduct(ctx, [{ seasonId: seasons.open.id, bags: 5 }]);
      const voucher = await createVoucher([line(5, 10, 0, scarce.id)]);
      const full = await postVoucher(voucherBody([line(1, 10, 0, scarce.id)]));
      expect(full.json().code).toBe('INSUFFICIENT_INVENTORY');

      const response = await cancel(voucher.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ status: 'CANCELLED', paid: 0, version: 2 });
      expect(await availableBags(ctx, seasons.open.id, scarce.id)).toBe(5);
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
      const audit = await ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_user_id'])
        .where('entity', '=', 'voucher')
        .where('entity_id', '=', String(voucher.id))
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { action: 'vouchers.create', actor_user_id: consultantId },
        { action: 'vouchers.cancel', actor_user_id: consultantId },
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
      expect((await get(`/api/vouchers/${voucher.id}`, cookies.consultant)).json().data.status).toBe(
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
      expect((await cancel(voucher.id, cookies.consultant2)).statusCode).toBe(404);
      for (const cookie of [cookies.coordinator, cookies.supervisor, cookies.farmer]) {
        expect((await cancel(voucher.id, cookie)).statusCode).toBe(403);
      }
      expect((await get(`/api/vouchers/${voucher.id}`, cookies.consultant)).json().data.status).toBe(
        'PENDING',
      );
      const byAdmin = await cancel(voucher.id, cookies.admin);
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      expect(byAdmin.json().data.status).toBe('CANCELLED');
    });

    it('lets only one of a payment and a cancel racing on the same Dkbono win', async () => {
      for (let round = 0; round < 3; round += 1) {
        const voucher = await createVoucher([line(1, 100)]);
        const [payment, cancelled] = await Promise.all([pay(voucher.id, 1, [100]), cancel(voucher.id)]);
        expect([payment.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
        const stored = (await get(`/api/vouchers/${voucher.id}`, cookies.consultant)).json().data;
        expect(stored.status).toBe(payment.statusCode === 200 ? 'PAID' : 'CANCELLED');
        expect(stored.paid).toBe(payment.statusCode === 200 ? 100 : 0);
      }
    });
  });

  describe('scope of GET /vouchers and GET /vouchers/:id', () => {
    let voucher: Voucher;
    beforeAll(async () => {
      voucher = await createVoucher([line(1)]);
    });

    it('shows each role what docs/design.md §6 says', async () => {
      for (const cookie of [cookies.consultant, cookies.admin, cookies.coordinator, cookies.supervisor]) {
        expect((await get(`/api/vouchers/${voucher.id}`, cookie)).statusCode).toBe(200);
      }
      for (const cookie of [cookies.consultant2, cookies.coordinatorNoroeste, cookies.supervisorNoroeste]) {
        const response = await get(`/api/vouchers/${voucher.id}`, cookie);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('El DKbono no existe.');
      }
      expect((await get(`/api/vouchers/${voucher.id}`, cookies.farmer)).statusCode).toBe(403);
    });

    it("lists a consultant's own Dkbonos with paid and balance, filtered by status", async () => {
      const page = (await get('/api/vouchers?size=200&status=PENDING', cookies.consultant)).json().data;
      const own = await ctx.database.db
        .selectFrom('vouchers')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('consultant_id', '=', consultantId)
        .where('status', '=', 'PENDING')
        .executeTakeFirstOrThrow();
      expect(page.totalRecords).toBe(Number(own.n));
      expect(page.data.map((v: { id: number }) => v.id)).toContain(voucher.id);
      for (const row of page.data) {
        expect(row).toMatchObject({ consultantId, status: 'PENDING' });
        expect(row.balance).toBeCloseTo(row.total - row.paid, 2);
      }
      const noroeste = (await get('/api/vouchers?size=200', cookies.coordinatorNoroeste)).json().data;
      expect(noroeste.data.map((v: { id: number }) => v.id)).not.toContain(voucher.id);
    });

    it('filters by creation day in Mexico City and by folio', async () => {
      const today = mexicoCityDay();
      const page = (
        await get(`/api/vouchers?from=${today}&to=${today}&q=${voucher.folio}`, cookies.consultant)
      ).json().data;
      expect(page.data.map((v: { id: number }) => v.id)).toEqual([voucher.id]);
      const before = (await get(`/api/vouchers?to=2000-01-01`, cookies.admin)).json().data;
      expect(before.totalRecords).toBe(0);
    });
  });

  describe('GET /vouchers deep pages and search', () => {
    interface Row {
      id: number;
      folio: string;
      customerName: string;
    }
    const whole = async (query: string) => {
      const response = await get(`/api/vouchers?size=200&${query}`, cookies.admin);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.data as Row[];
    };
    let tied: number[];
    beforeAll(async () => {
      // Same lines, same customer: they tie on total and customer, the creation time decides.
      tied = [];
      for (let i = 0; i < 4; i += 1) tied.push((await createVoucher([line(3)])).id);
    });

    it('gives every page of every sort in the order of the whole list, ties newest first', async () => {
      for (const sort of SALE_SORTS) {
        const ids = (await whole(`sort=${sort}`)).map((r) => r.id);
        const paged = await readPageByPage(ctx, `/api/vouchers?sort=${sort}`, cookies.admin, 2);
        expect(paged.pages, sort).toBeGreaterThan(3);
        expect(paged.ids, sort).toEqual(ids);
        expect(new Set(paged.totals), sort).toEqual(new Set([ids.length]));
        if (!sort.startsWith('folio')) {
          const ascending = [...tied].sort((a, b) => a - b);
          const expected = sort === 'date:asc' ? ascending : ascending.reverse();
          expect(
            ids.filter((id) => tied.includes(id)),
            sort,
          ).toEqual(expected);
        }
      }
    });

    it('finds by q on the folio and on each part of the customer name, in any case', async () => {
      const customer = await ctx.database.db
        .selectFrom('clients')
        .select(['first_name', 'last_name'])
        .where('id', '=', clientId)
        .executeTakeFirstOrThrow();
      const voucher = await createVoucher([line(1)]);
      const everything = await whole('');
      const searches = [
        voucher.folio,
        voucher.folio.toLowerCase(),
        customer.first_name,
        customer.last_name,
        `${customer.first_name} ${customer.last_name}`,
        customer.last_name.replace(/[a-z]/g, (c) => c.toUpperCase()),
      ];
      for (const q of searches) {
        const found = (await whole(`q=${encodeURIComponent(q)}`)).map((r) => r.id);
        const expected = everything
          .filter((r) => containsText(r.folio, q) || containsText(r.customerName, q))
          .map((r) => r.id);
        expect(found, q).toEqual(expected);
        // A page (ids collected first) agrees with the whole list (tested row by row).
        const page = (await get(`/api/vouchers?size=200&q=${encodeURIComponent(q)}`, cookies.admin)).json()
          .data;
        expect(
          page.data.map((r: Row) => r.id),
          q,
        ).toEqual(expected);
        expect(page.totalRecords, q).toBe(expected.length);
        expect(found, q).toContain(voucher.id);
      }
      const none = (await get('/api/vouchers?q=zzz-sin-coincidencias', cookies.admin)).json().data;
      expect(none).toMatchObject({ data: [], totalRecords: 0, totalPages: 0 });
    });
  });
});
