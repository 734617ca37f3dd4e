// The farmer's receipt of a Dkbono payment: each payment recorded gets a public
// page whose code is its only secret; the public answer tells that one receipt and nothing more,
// survives a save that sends the payment again, and says "void" once the payment is taken out.
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../files/test-support/pdf-text.ts';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { activeClientOf, demoSeasons, newProduct, paymentDay, postVoucher } from '../sales/test-fixtures.ts';
import { apiFixture } from '../../test/api-fixture.ts';

interface Payment {
  date: string;
  amount: number;
  method: string;
  reference?: string | null;
  receiptCode?: string | null;
}

describe.each(testDatabaseKinds())('payment receipts (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: ['consultant'],
    prepare: async (ctx, cookies) => {
      const seasons = await demoSeasons(ctx);
      const product = await newProduct(ctx, [{ seasonId: seasons.open.id, bags: 50 }]);
      const created = await postVoucher(ctx, cookies.consultant, {
        seasonId: seasons.open.id,
        clientId: await activeClientOf(ctx, DEMO_EMAILS.CONSULTANT),
        items: [{ productId: product.id, quantity: 10, basePrice: 4200, discount: 0 }],
      });
      expect(created.statusCode, created.body).toBe(201);
      const voucher: { id: number; folio: string; version: number; customerName: string; total: number } =
        created.json().data;
      return { voucher };
    },
  });
  const day = paymentDay();
  const first = { date: day, amount: 12500.5, method: 'EFECTIVO', reference: 'Caja chica' };
  const second = { date: day, amount: 3000, method: 'TRANSFERENCIA', reference: 'SPEI 778812' };

  /** As the farmer opens it from WhatsApp: the app's API key, no session. */
  const readReceipt = (code: string) => fx.ctx.request({ method: 'GET', url: `/api/receipts/${code}` });
  /** The PDF is a plain link: no API key, no session. */
  const openPdf = (code: string) => fx.ctx.app.inject({ method: 'GET', url: `/api/receipts/${code}/pdf` });

  async function savePayments(payments: Payment[]): Promise<Payment[]> {
    const response = await fx.ctx.request({
      method: 'PUT',
      url: `/api/vouchers/${fx.voucher.id}/payments`,
      cookie: fx.cookies.consultant,
      payload: {
        version: fx.voucher.version,
        payments: payments.map(({ date, amount, method, reference }) => ({
          date,
          amount,
          method,
          reference,
        })),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().data;
    fx.voucher = { ...fx.voucher, version: answer.version };
    return answer.payments;
  }

  it('gives each payment recorded its own unguessable code (80 random bits)', async () => {
    const payments = await savePayments([first, second]);
    const codes = payments.map((p) => p.receiptCode);
    for (const code of codes) expect(code).toMatch(/^[0-9abcdefghjkmnpqrstvwxyz]{16}$/);
    expect(new Set(codes).size).toBe(2);
    // The detail a consultant reopens offers the same codes.
    const detail = await fx.ctx.request({
      method: 'GET',
      url: `/api/vouchers/${fx.voucher.id}`,
      cookie: fx.cookies.consultant,
    });
    expect(detail.json().data.payments.map((p: Payment) => p.receiptCode)).toEqual(codes);
    expect(detail.json().data.customerPhone).toEqual(expect.any(String));
  });

  it('answers anyone holding the code with that receipt alone, never indexed nor cached', async () => {
    const [payment] = await savePayments([first, second]);
    const response = await readReceipt(payment!.receiptCode!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      data: {
        status: 'VALID',
        company: 'Agroventas',
        customerName: fx.voucher.customerName,
        folio: fx.voucher.folio,
        payment: { date: day, amount: 12500.5, method: 'EFECTIVO' },
        paid: 15500.5,
        balance: 42000 - 15500.5,
      },
    });
    // Nothing of the other payment, the references, the consultant or the Dkbono's products.
    for (const hidden of ['3000', 'SPEI', 'Caja chica', 'consultant', 'items', 'phone']) {
      expect(response.body).not.toContain(hidden);
    }
  });

  it('keeps a receipt while its payment is sent again, and voids it once the payment is taken out', async () => {
    const [kept, removed] = await savePayments([first, second]);
    // Another payment added (and a reference changed: the receipt does not show it): both codes
    // hold.
    const third = { date: day, amount: 500, method: 'CHEQUE' };
    const afterAdd = await savePayments([{ ...first, reference: 'Caja 2' }, second, third]);
    expect(afterAdd.map((p) => p.receiptCode).slice(0, 2)).toEqual([kept!.receiptCode, removed!.receiptCode]);

    const afterRemoval = await savePayments([{ ...first, reference: 'Caja 2' }, third]);
    expect(afterRemoval.map((p) => p.receiptCode)).not.toContain(removed!.receiptCode);
    const voided = await readReceipt(removed!.receiptCode!);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data).toEqual({
      status: 'VOID',
      company: 'Agroventas',
      customerName: fx.voucher.customerName,
      folio: fx.voucher.folio,
      payment: { date: day, amount: 3000, method: 'TRANSFERENCIA' },
      paid: null,
      balance: null,
    });
    expect((await openPdf(removed!.receiptCode!)).statusCode).toBe(404);
    // The receipt still standing reads the Dkbono's sums as they are now.
    const standing = await readReceipt(kept!.receiptCode!);
    expect(standing.json().data).toMatchObject({ status: 'VALID', paid: 13000.5, balance: 42000 - 13000.5 });

    // Put back by hand, the same payment is a new one: a new receipt, the voided one stays void.
    const putBack = await savePayments([{ ...first, reference: 'Caja 2' }, third, second]);
    expect(putBack[2]!.receiptCode).not.toBe(removed!.receiptCode);
    expect((await readReceipt(removed!.receiptCode!)).json().data.status).toBe('VOID');
  });

  it('prints the valid receipt as a PDF through a plain link', async () => {
    const [payment] = await savePayments([first, second]);
    const response = await openPdf(payment!.receiptCode!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    const text = pdfText(response.rawPayload);
    for (const shown of [
      'Recibo de pago',
      fx.voucher.folio,
      fx.voucher.customerName,
      '$12,500.50',
      'Efectivo',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).toContain(`${fx.ctx.config.PUBLIC_URL}/r/${payment!.receiptCode}`);
  });

  it('answers 404 in Spanish for an unknown, malformed or altered code', async () => {
    const [payment] = await savePayments([first, second]);
    const code = payment!.receiptCode!;
    const altered = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
    for (const unknown of ['0000000000000000', 'abc', `${code}0`, altered]) {
      const response = await readReceipt(unknown);
      expect(response.statusCode, unknown).toBe(404);
      expect(response.json().message).toBe('El recibo no existe o el enlace está incompleto.');
      expect((await openPdf(unknown)).statusCode, unknown).toBe(404);
    }
  });

  it('gives every payment of the demo data a receipt', async () => {
    const { rows } = await fx.ctx.database.db
      .selectFrom('voucher_payments as p')
      .leftJoin('payment_receipts as r', 'r.payment_id', 'p.id')
      .select((eb) => [eb.fn.countAll<string>().as('payments'), eb.fn.count<string>('r.code').as('receipts')])
      .execute()
      .then((result) => ({ rows: result }));
    expect(Number(rows[0]!.payments)).toBeGreaterThan(0);
    expect(Number(rows[0]!.receipts)).toBe(Number(rows[0]!.payments));
  });
});
