// The QR and short link of a printed Dkbono ("QR into the simulator"): the PDF prints
// `<PUBLIC_URL>/b/<code>`, the link sends an anonymous caller to the farmer sign-in without telling
// anything about the Dkbono, and its credit is answered only to the farmer who owns it and to
// staff who may read it (docs/design.md §6).
import { describe, expect, it } from 'vitest';
import { hashClientKey } from '../../auth/tokens.ts';
import { createSession } from '../../auth/sessions.ts';
import { pdfText } from '../../files/test-support/pdf-text.ts';
import { DEMO_CLIENT_KEY, testDatabaseKinds, type TestContext } from '../../test/helper.ts';
import {
  paymentDay,
  demoSeasons,
  newProduct,
  postVoucher,
  putVoucherPayments,
} from '../sales/test-fixtures.ts';
import { apiFixture, cookieFor } from '../../test/api-fixture.ts';

/** The code of the short link the Dkbono's PDF prints, as the caller of `cookie` downloads it. */
async function printedCode(ctx: TestContext, id: number, cookie: string | undefined): Promise<string> {
  const response = await ctx.request({ method: 'GET', url: `/api/vouchers/${id}/pdf`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  const match = new RegExp(`${ctx.config.PUBLIC_URL}/b/([0-9a-z]+)`).exec(pdfText(response.rawPayload));
  if (!match?.[1]) throw new Error('The PDF prints no short link');
  return match[1];
}

describe.each(testDatabaseKinds())('Dkbono short links (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: ['admin'],
    prepare: async (ctx) => {
      const db = ctx.database.db;
      // The demo farmer's customer, its consultant, and a farmer of another customer.
      const farmerClient = await db
        .selectFrom('clients')
        .innerJoin('users', 'users.id', 'clients.consultant_id')
        .select(['clients.id', 'users.email'])
        .where('clients.client_key_hash', '=', hashClientKey(DEMO_CLIENT_KEY))
        .executeTakeFirstOrThrow();
      const otherClient = await db
        .selectFrom('clients')
        .select('id')
        .where('status', '=', 'ACTIVE')
        .where('id', '!=', farmerClient.id)
        .executeTakeFirstOrThrow();
      const otherToken = await createSession(db, { clientId: otherClient.id }, ctx.config, 'links-tests');
      // A consultant and a coordinator who do not see the demo farmer's customer.
      const outsider = await db
        .selectFrom('users')
        .select('email')
        .where('role', '=', 'CONSULTANT')
        .where('status', '=', 'ACTIVE')
        .where('email', '!=', farmerClient.email)
        .executeTakeFirstOrThrow();
      const callers = {
        owner: await cookieFor(ctx, farmerClient.email),
        farmer: await ctx.loginFarmer(),
        otherFarmer: `${ctx.config.COOKIE_NAME}=${otherToken}`,
        outsider: await cookieFor(ctx, outsider.email),
      };

      const seasons = await demoSeasons(ctx);
      const product = await newProduct(ctx, [{ seasonId: seasons.open.id, bags: 50 }]);
      const created = await postVoucher(ctx, callers.owner, {
        seasonId: seasons.open.id,
        clientId: farmerClient.id,
        items: [{ productId: product.id, quantity: 10, basePrice: 4200, discount: 0 }],
      });
      expect(created.statusCode, created.body).toBe(201);
      const voucher: { id: number; folio: string; version: number } = created.json().data;
      const paid = await putVoucherPayments(ctx, callers.owner, voucher, [
        { date: paymentDay(), amount: 12500.5, method: 'EFECTIVO', reference: 'Caja' },
      ]);
      expect(paid.statusCode, paid.body).toBe(200);
      return { callers, product, voucher, code: await printedCode(ctx, voucher.id, callers.owner) };
    },
  });

  const get = (url: string, cookie?: string) => fx.ctx.request({ method: 'GET', url, cookie });
  /** As a phone camera opens it: no API key, no cookie. */
  const open = (url: string) => fx.ctx.app.inject({ method: 'GET', url });

  describe('the printed link', () => {
    it('is short, random and the same every time the Dkbono is printed', async () => {
      expect(fx.code).toMatch(/^[0-9a-z]{10}$/);
      expect(await printedCode(fx.ctx, fx.voucher.id, fx.cookies.admin)).toBe(fx.code);
      const stored = await fx.ctx.database.db
        .selectFrom('voucher_links')
        .select('code')
        .where('voucher_id', '=', fx.voucher.id)
        .execute();
      expect(stored).toEqual([{ code: fx.code }]);
    });

    it('sends an anonymous caller to the farmer sign-in with the simulator as objective, and nothing else', async () => {
      const response = await open(`/b/${fx.code}`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(
        `/farmer?objective=${encodeURIComponent(`/simulator?dkbono=${fx.code}`)}`,
      );
      expect(response.body).not.toContain(fx.voucher.folio);
      expect(response.body).not.toContain('12500');
    });

    it('answers 404 in Spanish for an unknown or malformed code', async () => {
      for (const url of ['/b/zzzzzzzzzz', '/b/abc', '/b/' + 'x'.repeat(65), `/b/${fx.code}x`]) {
        const response = await open(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body).toContain('El enlace del DKbono no existe o ya no es válido.');
      }
    });
  });

  describe('GET /vouchers/links/:code', () => {
    const credit = (cookie?: string, linkCode = fx.code) => get(`/api/vouchers/links/${linkCode}`, cookie);

    it('gives the farmer who owns the Dkbono its folio, status and the paid amount as credit', async () => {
      const response = await credit(fx.callers.farmer);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        data: {
          folio: fx.voucher.folio,
          status: 'PARTIAL',
          credit: 12500.5,
          lines: [{ productId: fx.product.id, bags: 10, pricePerBag: 4200, discount: 0 }],
        },
      });
    });

    it('answers staff who may read the Dkbono, and 404 to anyone else, like a code that does not exist', async () => {
      for (const cookie of [fx.callers.owner, fx.cookies.admin]) {
        expect((await credit(cookie)).statusCode).toBe(200);
      }
      for (const cookie of [fx.callers.otherFarmer, fx.callers.outsider]) {
        const response = await credit(cookie);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          code: 'NOT_FOUND',
          message: 'El enlace del DKbono no existe o ya no es válido.',
        });
        expect(response.body).not.toContain(fx.voucher.folio);
      }
      for (const unknown of ['zzzzzzzzzz', 'no-es-un-código']) {
        expect((await credit(fx.cookies.admin, encodeURIComponent(unknown))).statusCode).toBe(404);
      }
    });

    it('tells an anonymous caller nothing', async () => {
      const response = await credit(undefined);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain(fx.voucher.folio);
      expect(response.body).not.toContain('12500');
    });
  });

  describe('GET /vouchers/links/:code/folio', () => {
    const folio = (linkCode: string) =>
      fx.ctx.request({ method: 'GET', url: `/api/vouchers/links/${linkCode}/folio` });

    it('names the Dkbono to anyone holding the link, and nothing else: no amount, status or customer', async () => {
      const response = await folio(fx.code);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: { folio: fx.voucher.folio } });
      expect(response.body).not.toMatch(/12500|4200|PARTIAL|credit|client/i);
      expect((await folio(fx.code.toUpperCase())).json()).toEqual({ data: { folio: fx.voucher.folio } });
    });

    it('answers 404 in Spanish for an unknown or malformed code', async () => {
      for (const unknown of ['zzzzzzzzzz', 'abc']) {
        const response = await folio(unknown);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          message: 'El enlace del DKbono no existe o ya no es válido.',
        });
      }
    });
  });
});
