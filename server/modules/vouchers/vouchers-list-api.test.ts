// Reading Dkbonos through the API: the scope of docs/design.md §6, deep pages and the
// search.
import { beforeAll, describe, expect, it } from 'vitest';
import { mexicoCityDay } from '../../../domain/days.ts';
import { testDatabaseKinds } from '../../test/helper.ts';
import { saleWorld, expectEverySortPaged, expectFolioOrCustomerSearch } from '../sales/test-fixtures.ts';
import { apiFixture, cookiesOf } from '../../test/api-fixture.ts';
import { voucherCalls, type Voucher } from './test-fixtures.ts';

describe.each(testDatabaseKinds())('Dkbonos API: reading (%s)', (kind) => {
  const fx = apiFixture(kind, { prepare: saleWorld(1000, ['open', 'future', 'past']) });
  const { get, line, createVoucher } = voucherCalls(fx);

  describe('scope of GET /vouchers and GET /vouchers/:id', () => {
    let voucher: Voucher;
    beforeAll(async () => {
      voucher = await createVoucher([line(1)]);
    });

    it('shows each role what docs/design.md §6 says', async () => {
      for (const cookie of cookiesOf(fx.cookies, 'consultant', 'admin', 'coordinator', 'supervisor')) {
        expect((await get(`/api/vouchers/${voucher.id}`, cookie)).statusCode).toBe(200);
      }
      for (const cookie of [
        fx.cookies.consultant2,
        fx.cookies.coordinatorNoroeste,
        fx.cookies.supervisorNoroeste,
      ]) {
        const response = await get(`/api/vouchers/${voucher.id}`, cookie);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('El DKbono no existe.');
      }
      expect((await get(`/api/vouchers/${voucher.id}`, fx.cookies.farmer)).statusCode).toBe(403);
    });

    it("lists a consultant's own Dkbonos with paid and balance, filtered by status", async () => {
      const page = (await get('/api/vouchers?size=200&status=PENDING', fx.cookies.consultant)).json().data;
      const own = await fx.ctx.database.db
        .selectFrom('vouchers')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('consultant_id', '=', fx.consultantId)
        .where('status', '=', 'PENDING')
        .executeTakeFirstOrThrow();
      expect(page.totalRecords).toBe(Number(own.n));
      expect(page.data.map((v: { id: number }) => v.id)).toContain(voucher.id);
      for (const row of page.data) {
        expect(row).toMatchObject({ consultantId: fx.consultantId, status: 'PENDING' });
        expect(row.balance).toBeCloseTo(row.total - row.paid, 2);
      }
      const noroeste = (await get('/api/vouchers?size=200', fx.cookies.coordinatorNoroeste)).json().data;
      expect(noroeste.data.map((v: { id: number }) => v.id)).not.toContain(voucher.id);
    });

    it('filters by creation day in Mexico City and by folio', async () => {
      const today = mexicoCityDay();
      const page = (
        await get(`/api/vouchers?from=${today}&to=${today}&q=${voucher.folio}`, fx.cookies.consultant)
      ).json().data;
      expect(page.data.map((v: { id: number }) => v.id)).toEqual([voucher.id]);
      const before = (await get(`/api/vouchers?to=2000-01-01`, fx.cookies.admin)).json().data;
      expect(before.totalRecords).toBe(0);
    });
  });

  describe('GET /vouchers deep pages and search', () => {
    let tied: number[];
    beforeAll(async () => {
      // Same lines, same customer: they tie on total and customer, the creation time decides.
      tied = [];
      for (let i = 0; i < 4; i += 1) tied.push((await createVoucher([line(3)])).id);
    });

    it('gives every page of every sort in the order of the whole list, ties newest first', async () => {
      await expectEverySortPaged(fx, '/api/vouchers', tied, { size: 2, morePagesThan: 3 });
    });

    it('finds by q on the folio and on each part of the customer name, in any case', async () => {
      const voucher = await createVoucher([line(1)]);
      await expectFolioOrCustomerSearch(fx, '/api/vouchers', voucher);
    });
  });
});
