// The files through the API: the Dkbono PDF (scoped like the Dkbono), the import
// template (header, example, drop-down lists) and the streamed sale report (scoped, filtered).
import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, type ImportResult } from '../../../domain/sales-import.ts';
import type { SaleListItem } from '../../../domain/sales-schemas.ts';
import { saleReportBatches } from './report.ts';
import { multipartFile } from '../../files/test-support/multipart.ts';
import { expectTextShows, pdfText } from '../../files/test-support/pdf-text.ts';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import {
  paymentDay,
  activeClientOf,
  demoSeasons,
  newProduct,
  postVoucher,
  putVoucherPayments,
} from './test-fixtures.ts';
import { apiFixture } from '../../test/api-fixture.ts';
import { loadSession } from '../../auth/sessions.ts';
import { readWorkbook } from '../../test/xlsx.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function rowValues(sheet: ExcelJS.Worksheet, row: number): unknown[] {
  const values = sheet.getRow(row).values;
  return Array.isArray(values) ? values.slice(1) : [];
}

describe.each(testDatabaseKinds())('sales files (%s)', (kind) => {
  const fx = apiFixture(kind, {
    prepare: async (ctx, cookies) => {
      const seasons = await demoSeasons(ctx);
      const clientId = await activeClientOf(ctx, DEMO_EMAILS.CONSULTANT);
      const product = await newProduct(ctx, [{ seasonId: seasons.open.id, bags: 50 }], {
        basePrice: '4200.00',
      });
      const created = await postVoucher(ctx, cookies.consultant, {
        seasonId: seasons.open.id,
        clientId,
        items: [{ productId: product.id, quantity: 10, basePrice: 4200, discount: 0 }],
      });
      expect(created.statusCode, created.body).toBe(201);
      const voucher = created.json<{ data: { id: number; folio: string; version: number } }>().data;
      const paid = await putVoucherPayments(ctx, cookies.consultant, voucher, [
        { date: paymentDay(), amount: 12000.5, method: 'DEPOSITO', reference: 'Sucursal Tepatitlán' },
      ]);
      expect(paid.statusCode, paid.body).toBe(200);
      return { seasons, voucher };
    },
  });

  const get = (url: string, cookie: string | undefined) => fx.ctx.request({ method: 'GET', url, cookie });

  describe('Dkbono PDF', () => {
    it('downloads a Spanish PDF named after the folio with the amounts in pesos', async () => {
      const response = await get(`/api/vouchers/${fx.voucher.id}/pdf`, fx.cookies.consultant);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="DKbono-${fx.voucher.folio}.pdf"`,
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(response.rawPayload);
      expectTextShows(text, [
        `Folio: ${fx.voucher.folio}`,
        fx.seasons.open.name,
        '$42,000.00',
        '$12,000.50',
        '$29,999.50',
        'Depósito',
        'Sucursal Tepatitlán',
        'Pago parcial',
      ]);
    });

    it('answers 404 for a Dkbono outside the caller’s scope and for one that does not exist', async () => {
      for (const cookie of [fx.cookies.consultant2, fx.cookies.coordinatorNoroeste]) {
        const response = await get(`/api/vouchers/${fx.voucher.id}/pdf`, cookie);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
      expect((await get('/api/vouchers/99999999/pdf', fx.cookies.admin)).statusCode).toBe(404);
      for (const cookie of [fx.cookies.supervisor, fx.cookies.coordinator, fx.cookies.admin]) {
        expect((await get(`/api/vouchers/${fx.voucher.id}/pdf`, cookie)).statusCode).toBe(200);
      }
    });
  });

  describe('import template', () => {
    it('has the Spanish header, an example row that imports cleanly, drop-down lists and instructions', async () => {
      const response = await get('/api/sales/file-template', fx.cookies.coordinator);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX);
      expect(response.headers['content-disposition']).toBe('attachment; filename="plantilla-ventas.xlsx"');
      const workbook = await readWorkbook(response.rawPayload);
      const sheet = workbook.getWorksheet('Ventas');
      if (!sheet) throw new Error('No sheet Ventas');
      expect(rowValues(sheet, 1)).toEqual([...IMPORT_COLUMNS]);
      expect(rowValues(sheet, 2)[2]).toBe(fx.seasons.open.name);

      const seasonList = sheet.getCell('C3').dataValidation;
      expect(seasonList).toMatchObject({
        type: 'list',
        formulae: [expect.stringContaining('Listas!') as string],
      });
      expect(sheet.getCell('F500').dataValidation).toMatchObject({ type: 'list' });
      expect(sheet.getCell('G2').dataValidation).toMatchObject({
        type: 'whole',
        operator: 'greaterThanOrEqual',
      });
      const lists = workbook.getWorksheet('Listas');
      expect(lists?.state).toBe('hidden');
      expect(lists?.getColumn(1).values).toContain(fx.seasons.open.name);
      // The coordinator's list holds only the consultants of its zone.
      expect(lists?.getColumn(2).values).toContain(DEMO_EMAILS.CONSULTANT);
      expect(lists?.getColumn(2).values).not.toContain('consultor.noroeste@agroventas.mx');
      const help = workbook.getWorksheet('Instrucciones');
      expect(help?.getColumn(1).values).toEqual(expect.arrayContaining([...IMPORT_COLUMNS]));

      const body = multipartFile('plantilla-ventas.xlsx', response.rawPayload);
      const dryRun = await fx.ctx.request({
        method: 'POST',
        url: '/api/sales/import?dryRun=true',
        cookie: fx.cookies.coordinator,
        headers: body.headers,
        payload: body.payload,
      });
      expect(dryRun.statusCode, dryRun.body).toBe(200);
      const result = dryRun.json<{ data: ImportResult }>().data;
      expect(result.errors).toEqual([]);
      expect(result.sales).toHaveLength(1);
    });

    it('is refused to supervisors and consultants', async () => {
      expect((await get('/api/sales/file-template', fx.cookies.supervisor)).statusCode).toBe(403);
      expect((await get('/api/sales/file-template', fx.cookies.consultant)).statusCode).toBe(403);
    });
  });

  describe('sale report', () => {
    const list = async (query: string, cookie: string | undefined): Promise<SaleListItem[]> => {
      const response = await get(`/api/sales?size=200&${query}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { data: SaleListItem[] } }>().data.data;
    };
    const report = async (query: string, cookie: string | undefined) => {
      const response = await get(`/api/sales/sale-report?${query}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="ventas-\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
      const sheet = (await readWorkbook(response.rawPayload)).getWorksheet('Ventas');
      if (!sheet) throw new Error('No sheet Ventas');
      return sheet;
    };

    it('lists every sale the admin sees, newest first, with the list’s columns', async () => {
      const expected = await list('sort=date:desc', fx.cookies.admin);
      expect(expected.length).toBeGreaterThan(10);
      const sheet = await report('', fx.cookies.admin);
      expect(rowValues(sheet, 1)).toEqual([
        'Folio',
        'Fecha',
        'Cliente',
        'Temporada',
        'Consultor',
        'Total',
        'Estado',
      ]);
      expect(sheet.actualRowCount - 1).toBe(expected.length);
      const first = expected[0];
      const [folio, date, customer, season, consultant, total, status] = rowValues(sheet, 2);
      expect({ folio, customer, season, consultant, total, status }).toEqual({
        folio: first?.folio,
        customer: first?.customerName,
        season: first?.seasonName,
        consultant: first?.consultantName,
        total: first?.total,
        status: first?.status === 'ACTIVE' ? 'Activa' : 'Cancelada',
      });
      expect(date).toEqual(new Date(`${first?.saleDate}T00:00:00.000Z`));
    });

    it('keeps to the caller’s scope and the list’s filters', async () => {
      const own = await list('', fx.cookies.consultant);
      const ownSheet = await report('', fx.cookies.consultant);
      expect(ownSheet.actualRowCount - 1).toBe(own.length);
      const consultantName = own[0]?.consultantName;
      const names = new Set(ownSheet.getColumn(5).values.slice(2));
      expect([...names]).toEqual([consultantName]);

      const team = await list('', fx.cookies.supervisor);
      expect((await report('', fx.cookies.supervisor)).actualRowCount - 1).toBe(team.length);
      expect(team.length).toBeGreaterThan(own.length);

      const filtered = await list(`seasonId=${fx.seasons.open.id}&q=V-`, fx.cookies.coordinator);
      const sheet = await report(`seasonId=${fx.seasons.open.id}&q=V-&page=2&size=5`, fx.cookies.coordinator);
      expect(sheet.actualRowCount - 1).toBe(filtered.length);
      expect(await report('', fx.cookies.coordinatorNoroeste).then((s) => s.actualRowCount - 1)).toBe(
        (await list('', fx.cookies.coordinatorNoroeste)).length,
      );
    });

    it('reads keyset batches that add up to the whole ordered list', async () => {
      const token = fx.cookies.admin?.split('=')[1] ?? '';
      const auth = await loadSession(fx.ctx.database.db, fx.ctx.app.listCache, token, fx.ctx.config);
      if (!auth) throw new Error('No session');
      const batched: number[] = [];
      let batches = 0;
      for await (const rows of saleReportBatches(fx.ctx.database.db, auth, {}, 7)) {
        expect(rows.length).toBeLessThanOrEqual(7);
        batched.push(...rows.map((r) => r.id));
        batches += 1;
      }
      const all = await list('sort=date:desc', fx.cookies.admin);
      expect(batched).toEqual(all.map((s) => s.id));
      expect(batches).toBe(Math.ceil(all.length / 7));
    });
  });
});
