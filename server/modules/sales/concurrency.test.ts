// Exact outcomes under concurrent requests (docs/design.md §8). On PostgreSQL the requests really
// overlap on a pool of connections and only the row locks keep the numbers right; on PGlite (one
// connection) the same scenarios run interleaved and must give the same exact outcomes.
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import {
  availableBags,
  newProduct,
  postVoucher,
  paymentDay,
  saleLine,
  consultantCustomerWorld,
} from './test-fixtures.ts';
import { apiFixture } from '../../test/api-fixture.ts';

interface Payment {
  date: string;
  amount: number;
  method: string;
  reference: string | null;
}

describe.each(testDatabaseKinds())('concurrent sales and payments (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: ['admin', 'consultant'],
    prepare: consultantCustomerWorld,
  });
  // The numbers on PostgreSQL; PGlite serialises everything, so a smaller run proves as much.
  const size =
    kind === 'postgres' ? { bags: 100, payers: 50, duplicates: 20 } : { bags: 20, payers: 12, duplicates: 8 };

  const postSale = (productId: number, headers: Record<string, string> = {}) =>
    fx.ctx.request({
      method: 'POST',
      url: '/api/sales',
      cookie: fx.cookies.consultant,
      headers,
      payload: { seasonId: fx.seasons.open.id, clientId: fx.clientId, items: [saleLine(productId, 1)] },
    });

  it(`sells exactly ${size.bags} of ${2 * size.bags} simultaneous one-bag sales on ${size.bags} bags, never below zero`, async () => {
    const product = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: size.bags }]);
    const answers = await Promise.all(Array.from({ length: 2 * size.bags }, () => postSale(product.id)));
    const sold = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(sold).toHaveLength(size.bags);
    expect(refused).toHaveLength(size.bags);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({
        code: 'INSUFFICIENT_INVENTORY',
        message: `No hay inventario suficiente de ${product.code} en ${fx.seasons.open.name}: pediste 1 bolsa y quedan 0.`,
      });
    }
    expect(new Set(sold.map((a) => a.json().data.folio)).size).toBe(size.bags);
    expect(await availableBags(fx.ctx, fx.seasons.open.id, product.id)).toBe(0);
  });

  it('never issues a folio twice while the newest sales are deleted and new ones made at the same time', async () => {
    const product = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 1000 }]);
    const del = (id: number) =>
      fx.ctx.request({ method: 'DELETE', url: `/api/sales/${id}`, cookie: fx.cookies.consultant });
    const issued: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const made = await Promise.all(Array.from({ length: size.duplicates }, () => postSale(product.id)));
      for (const answer of made) expect(answer.statusCode, answer.body).toBe(201);
      const sales = made.map((a) => a.json().data as { id: number; folio: string });
      issued.push(...sales.map((s) => s.folio));
      // Delete the newest half while the next sales are being made.
      const newest = [...sales].sort((a, b) => b.folio.localeCompare(a.folio)).slice(0, size.duplicates / 2);
      const [deleted, more] = await Promise.all([
        Promise.all(newest.map((s) => del(s.id))),
        Promise.all(Array.from({ length: size.duplicates / 2 }, () => postSale(product.id))),
      ]);
      for (const answer of [...deleted, ...more]) expect(answer.statusCode, answer.body).toBeLessThan(300);
      issued.push(...more.map((a) => a.json().data.folio as string));
    }
    expect(new Set(issued).size).toBe(issued.length);
  });

  it(`keeps every one of ${size.payers} simultaneous payment updates exactly once, one winner per version, never above the total`, async () => {
    // The Dkbono is worth one payment less than there are payers: the last one must be refused.
    const product = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 100 }]);
    const created = await postVoucher(fx.ctx, fx.cookies.consultant, {
      seasonId: fx.seasons.open.id,
      clientId: fx.clientId,
      items: [{ productId: product.id, quantity: size.payers - 1, basePrice: 100 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const voucherId: number = created.json().data.id;
    const url = `/api/vouchers/${voucherId}/payments`;
    const read = async (cookie: string) =>
      (await fx.ctx.request({ method: 'GET', url: `/api/vouchers/${voucherId}`, cookie })).json().data as {
        version: number;
        payments: Payment[];
      };
    const mine = (index: number): Payment => ({
      date: paymentDay(),
      amount: 100,
      method: 'EFECTIVO',
      reference: `PAGO-${index}`,
    });
    const save = (cookie: string, version: number, payments: Payment[]) =>
      fx.ctx.request({
        method: 'PUT',
        url,
        cookie,
        payload: { version, payments: payments.map((p) => ({ ...p, reference: p.reference ?? undefined })) },
      });
    const codeOf = (answer: { statusCode: number; json(): { code: string } }) =>
      answer.statusCode === 200 ? 'OK' : answer.json().code;
    const cookieOf = (index: number) => (index % 2 === 0 ? fx.cookies.consultant : fx.cookies.admin);
    const winningVersions: number[] = [];

    // All read version 1 and save at once: exactly one of them wins it.
    const first = await read(fx.cookies.consultant);
    const burst = await Promise.all(
      Array.from({ length: size.payers }, (_, i) =>
        save(cookieOf(i), first.version, [...first.payments, mine(i)]),
      ),
    );
    const burstCodes = burst.map(codeOf);
    expect(burstCodes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(burstCodes.filter((c) => c === 'RECORD_CHANGED')).toHaveLength(size.payers - 1);
    winningVersions.push(first.version);

    // The others keep trying as an editor would: read again, add their payment, save with the
    // version they read. They compete in waves of 7, so the retries do not take quadratic time.
    const retry = async (index: number): Promise<'paid' | 'overpaid'> => {
      for (;;) {
        const current = await read(cookieOf(index));
        const code = codeOf(await save(cookieOf(index), current.version, [...current.payments, mine(index)]));
        if (code === 'OK') {
          winningVersions.push(current.version);
          return 'paid';
        }
        if (code === 'VOUCHER_OVERPAID') return 'overpaid';
        expect(code).toBe('RECORD_CHANGED');
      }
    };
    const losers = burstCodes.flatMap((code, i) => (code === 'OK' ? [] : [i]));
    const outcomes: string[] = ['paid'];
    for (let start = 0; start < losers.length; start += 7) {
      outcomes.push(...(await Promise.all(losers.slice(start, start + 7).map((i) => retry(i)))));
    }

    const total = (size.payers - 1) * 100;
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(size.payers - 1);
    expect(outcomes.filter((o) => o === 'overpaid')).toHaveLength(1);
    expect([...winningVersions].sort((a, b) => a - b)).toEqual(
      Array.from({ length: size.payers - 1 }, (_, i) => i + 1),
    );
    const final = (
      await fx.ctx.request({
        method: 'GET',
        url: `/api/vouchers/${voucherId}`,
        cookie: fx.cookies.consultant,
      })
    ).json().data;
    expect(final).toMatchObject({ status: 'PAID', paid: total, total, balance: 0, version: size.payers });
    expect(new Set(final.payments.map((p: Payment) => p.reference)).size).toBe(size.payers - 1);
    const stored = await fx.ctx.database.db
      .selectFrom('voucher_payments')
      .select((eb) => eb.fn.sum<string>('amount').as('sum'))
      .where('voucher_id', '=', voucherId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.sum)).toBe(total);
  });

  it(`turns ${size.duplicates} simultaneous requests with one Idempotency-Key into one sale and equal answers`, async () => {
    const product = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 100 }]);
    const answers = await Promise.all(
      Array.from({ length: size.duplicates }, () =>
        postSale(product.id, { 'idempotency-key': `rafaga-${kind}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(size.duplicates).fill(201));
    const first = answers[0]?.json();
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await availableBags(fx.ctx, fx.seasons.open.id, product.id)).toBe(99);
  });
});
