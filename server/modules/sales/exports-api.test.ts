// The list exports through the API: the sale, Dkbono and customer lists as .csv and
// .xlsx, with the list's scope, filters and order (the same list builder), the chosen columns, only
// the selected rows a caller may see, Spanish refusals of bad input, and text that looks like a
// formula written as text.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, TEST_API_KEY, testDatabaseKinds } from '../../test/helper.ts';
import { readFirstSheet } from '../../test/xlsx.ts';
import { activeClientOf, readPageByPage } from './test-fixtures.ts';
import { apiFixture } from '../../test/api-fixture.ts';

/** The records of a CSV answer (no field here holds a line break), without the BOM. */
function csvRecords(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

describe.each(testDatabaseKinds())('list exports (%s)', (kind) => {
  const fx = apiFixture(kind, { accounts: ['admin', 'supervisor', 'consultant'] });

  const get = (url: string, cookie: string | undefined) => fx.ctx.request({ method: 'GET', url, cookie });

  async function csv(url: string, cookie: string | undefined): Promise<string[][]> {
    const response = await get(url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return csvRecords(response.rawPayload.toString('utf8'));
  }

  it('exports the filtered sales in the list’s order, with the chosen columns and a dated name', async () => {
    for (const sort of ['date:desc', 'customer:asc', 'total:asc', 'folio:desc']) {
      const listed = await readPageByPage(fx.ctx, `/api/sales?sort=${sort}`, fx.cookies.supervisor, 7);
      const response = await get(
        `/api/sales/export?format=csv&columns=folio&sort=${sort}`,
        fx.cookies.supervisor,
      );
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="ventas-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const records = csvRecords(response.rawPayload.toString('utf8'));
      const folios = await Promise.all(
        listed.ids.map(
          async (id) => (await get(`/api/sales/${id}`, fx.cookies.supervisor)).json().data.folio as string,
        ),
      );
      expect(records).toEqual([['Folio'], ...folios.map((folio) => [folio])]);
    }
    const [header, ...rows] = await csv(
      '/api/sales/export?format=csv&columns=total,status,folio',
      fx.cookies.admin,
    );
    expect(header).toEqual(['Total', 'Estado', 'Folio']);
    expect(rows.length).toBeGreaterThan(0);
    for (const [total] of rows) expect(Number(total)).not.toBeNaN();
  });

  it('exports only the selected rows the caller may see, even when given other people’s ids', async () => {
    const all = await readPageByPage(fx.ctx, '/api/sales', fx.cookies.admin, 200);
    const own = await readPageByPage(fx.ctx, '/api/sales', fx.cookies.consultant, 200);
    expect(own.ids.length).toBeGreaterThan(1);
    const others = all.ids.filter((id) => !own.ids.includes(id)).slice(0, 5);
    expect(others.length).toBeGreaterThan(0);
    const picked = [own.ids[0], ...others, own.ids[1]].join(',');
    const asConsultant = await csv(
      `/api/sales/export?format=csv&columns=folio&ids=${picked}`,
      fx.cookies.consultant,
    );
    expect(asConsultant).toHaveLength(3);
    const onlyOthers = await csv(
      `/api/sales/export?format=csv&columns=folio&ids=${others.join(',')}`,
      fx.cookies.consultant,
    );
    expect(onlyOthers).toEqual([['Folio']]);
    const asAdmin = await csv(`/api/sales/export?format=csv&columns=folio&ids=${picked}`, fx.cookies.admin);
    expect(asAdmin).toHaveLength(others.length + 3);

    // The DKbono and customer exports, given the admin's first 200 ids, keep the consultant's own.
    const exportAsConsultant = async (list: string, column: string) => {
      const all = await readPageByPage(fx.ctx, `/api/${list}`, fx.cookies.admin, 200);
      const own = await readPageByPage(fx.ctx, `/api/${list}`, fx.cookies.consultant, 200);
      const given = all.ids.slice(0, 200);
      const rows = await csv(
        `/api/${list}/export?format=csv&columns=${column}&ids=${given.join(',')}`,
        fx.cookies.consultant,
      );
      expect(rows.length - 1).toBe(own.ids.filter((id) => given.includes(id)).length);
      return { exported: rows.length - 1, given: given.length };
    };
    await exportAsConsultant('vouchers', 'folio');
    const customers = await exportAsConsultant('clients', 'name');
    expect(customers.exported).toBeLessThan(customers.given);
  });

  it('refuses unknown columns and formats, bad ids and farmers, in Spanish', async () => {
    const bad = [
      ['/api/sales/export?format=csv&columns=folio,password', 'La columna «password» no se puede exportar.'],
      ['/api/sales/export?format=pdf&columns=folio', 'El formato debe ser xlsx o csv.'],
      ['/api/vouchers/export?format=xlsx&columns=', 'Elige'],
      ['/api/clients/export?format=csv&columns=name&ids=1,abc', 'Las filas elegidas no son válidas.'],
      ['/api/clients/export?format=csv&columns=name,name', 'Hay columnas repetidas.'],
    ] as const;
    for (const [url, message] of bad) {
      const response = await get(url, fx.cookies.admin);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toContain(message);
    }
    expect((await get('/api/sales/export?format=csv&columns=folio', undefined)).statusCode).toBe(401);
    const farmer = await fx.ctx.loginFarmer();
    expect((await get('/api/clients/export?format=csv&columns=name', farmer)).statusCode).toBe(403);
  });

  it('checks a request without sending a file: 204 when it would be sent, the same refusals otherwise', async () => {
    for (const list of ['sales', 'vouchers', 'clients']) {
      const column = list === 'clients' ? 'name' : 'folio';
      const ok = await get(
        `/api/${list}/export?format=xlsx&columns=${column}&check=true`,
        fx.cookies.supervisor,
      );
      expect(ok.statusCode, list).toBe(204);
      expect(ok.rawPayload.length, list).toBe(0);
      expect(ok.headers['content-disposition'], list).toBeUndefined();
    }
    const tooMany = Array.from({ length: 1001 }, (_, at) => at + 1).join(',');
    const refused = await get(
      `/api/sales/export?format=csv&columns=folio&ids=${tooMany}&check=true`,
      fx.cookies.admin,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Se pueden exportar hasta 1000 filas elegidas');
    const badFlag = await get('/api/sales/export?format=csv&columns=folio&check=maybe', fx.cookies.admin);
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().message).toContain('Debe ser true o false.');
    expect((await get('/api/sales/export?format=csv&columns=folio&check=true', undefined)).statusCode).toBe(
      401,
    );
    const farmer = await fx.ctx.loginFarmer();
    expect((await get('/api/vouchers/export?format=csv&columns=folio&check=true', farmer)).statusCode).toBe(
      403,
    );
  });

  it('quotes a .csv cell holding a separator and neutralizes a formula after it', async () => {
    // Another customer than the next test's, whose names that test rewrites.
    const clientId = await activeClientOf(fx.ctx, DEMO_EMAILS.CONSULTANT, 1);
    await fx.ctx.database.db
      .updateTable('clients')
      .set({ first_name: 'Juan;=1+1', last_name: 'Ruiz,@SUM(A1)', email: 'a;b@x.mx', phone: '5512345678' })
      .where('id', '=', clientId)
      .execute();
    const raw = (
      await get(
        `/api/clients/export?format=csv&columns=name,email,phone&ids=${clientId}`,
        fx.cookies.consultant,
      )
    ).rawPayload.toString('utf8');
    // In an Excel whose list separator is ";" no part of a cell may start with a formula sign.
    expect(raw).toContain(`"Juan;'=1+1 Ruiz,'@SUM(A1)","a;b@x.mx",5512345678\r\n`);
    expect(raw).not.toMatch(/(^|[,;\n])[=+@]/m);
  });

  it('writes text that begins like a formula as text, and money as numbers', async () => {
    const clientId = await activeClientOf(fx.ctx, DEMO_EMAILS.CONSULTANT);
    await fx.ctx.database.db
      .updateTable('clients')
      .set({
        first_name: '=HYPERLINK("http://x.example","a")',
        last_name: '+1',
        email: '@mal',
        phone: '-2+3',
      })
      .where('id', '=', clientId)
      .execute();
    const records = await csv(
      `/api/clients/export?format=csv&columns=name,email,phone&ids=${clientId}`,
      fx.cookies.consultant,
    );
    const raw = (
      await get(
        `/api/clients/export?format=csv&columns=name,email,phone&ids=${clientId}`,
        fx.cookies.consultant,
      )
    ).rawPayload.toString('utf8');
    expect(raw).toContain(`"'=HYPERLINK(""http://x.example"",""a"") +1","'@mal","'-2+3"\r\n`);
    expect(records).toHaveLength(2);

    const xlsx = await get(
      `/api/clients/export?format=xlsx&columns=name,email,phone,hectares&ids=${clientId}`,
      fx.cookies.consultant,
    );
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/filename="clientes-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await readFirstSheet(xlsx.rawPayload);
    const row = sheet.getRow(2);
    for (const [at, text] of [
      [1, '=HYPERLINK("http://x.example","a") +1'],
      [2, '@mal'],
      [3, '-2+3'],
    ] as const) {
      expect(row.getCell(at).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(at).value).toBe(text);
      expect(row.getCell(at).formula).toBeUndefined();
    }

    const sales = await get(
      `/api/sales/export?format=xlsx&columns=customer,total,date&clientId=${clientId}`,
      fx.cookies.consultant,
    );
    expect(sales.statusCode, sales.body).toBe(200);
    const salesSheet = await readFirstSheet(sales.rawPayload);
    expect(salesSheet.actualRowCount).toBeGreaterThan(1);
    expect(salesSheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(salesSheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(salesSheet.getRow(2).getCell(3).type).toBe(ExcelJS.ValueType.Date);
  });

  it('takes the app key from the address of a download link, but never without a session', async () => {
    // The page downloads by navigating a link, which cannot send the x-api-key header.
    const link = (key: string, cookie?: string) =>
      fx.ctx.app.inject({
        method: 'GET',
        url: `/api/sales/export?format=csv&columns=folio&key=${encodeURIComponent(key)}`,
        headers: cookie ? { cookie } : {},
      });
    const ok = await link(TEST_API_KEY, fx.cookies.supervisor);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(csvRecords(ok.body)[0]).toEqual(['Folio']);
    expect((await link('otra', fx.cookies.supervisor)).json().code).toBe('API_KEY_INVALID');
    expect((await link(TEST_API_KEY)).json().code).toBe('UNAUTHENTICATED');
    // Only the export routes read it: the list itself still wants the header.
    const list = await fx.ctx.app.inject({
      method: 'GET',
      url: `/api/sales?key=${encodeURIComponent(TEST_API_KEY)}`,
      headers: { cookie: fx.cookies.supervisor },
    });
    expect(list.json().code).toBe('API_KEY_INVALID');
  });
});
