// The sale's PDF through the API ("Print any record"): the same read scope as the sale's
// detail (docs/design.md §6), out-of-scope sales answer 404 like missing ones.
import { describe, expect, it } from 'vitest';
import { expectTextShows, pdfText } from '../../files/test-support/pdf-text.ts';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { apiFixture, cookiesOf, userIdOf } from '../../test/api-fixture.ts';

describe.each(testDatabaseKinds())('sale PDF (%s)', (kind) => {
  const fx = apiFixture(kind, {
    prepare: async (ctx) => ({
      sale: await ctx.database.db
        .selectFrom('sales')
        .select(['id', 'folio'])
        .where('consultant_id', '=', await userIdOf(ctx, DEMO_EMAILS.CONSULTANT))
        .orderBy('id')
        .executeTakeFirstOrThrow(),
    }),
  });

  const get = (url: string, cookie: string | undefined) => fx.ctx.request({ method: 'GET', url, cookie });

  it('downloads a Spanish PDF named after the folio with what the sale detail shows', async () => {
    const detail = (await get(`/api/sales/${fx.sale.id}`, fx.cookies.consultant)).json().data;
    const response = await get(`/api/sales/${fx.sale.id}/pdf`, fx.cookies.consultant);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Venta-${fx.sale.folio}.pdf"`);
    const text = pdfText(response.rawPayload);
    expectTextShows(text, [
      `Folio: ${fx.sale.folio}`,
      detail.customerName,
      detail.consultantName,
      detail.seasonName,
      detail.items[0].productCode,
    ]);
  });

  it('follows the sale’s read scope: 404 outside it and for a sale that does not exist', async () => {
    for (const cookie of cookiesOf(fx.cookies, 'consultant', 'supervisor', 'coordinator', 'admin')) {
      expect((await get(`/api/sales/${fx.sale.id}/pdf`, cookie)).statusCode).toBe(200);
    }
    for (const cookie of [fx.cookies.consultant2, fx.cookies.coordinatorNoroeste]) {
      const response = await get(`/api/sales/${fx.sale.id}/pdf`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'La venta no existe.' });
    }
    expect((await get('/api/sales/99999999/pdf', fx.cookies.admin)).statusCode).toBe(404);
  });

  it('refuses farmers, anonymous callers and an id that is not a number', async () => {
    expect((await get(`/api/sales/${fx.sale.id}/pdf`, fx.cookies.farmer)).statusCode).toBe(403);
    const anonymous = await get(`/api/sales/${fx.sale.id}/pdf`, undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain(fx.sale.folio);
    const bad = await get('/api/sales/uno/pdf', fx.cookies.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
