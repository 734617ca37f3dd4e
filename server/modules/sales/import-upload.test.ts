// POST /sales/import, the upload itself (docs/design.md §11): a file over the 5 MB limit is refused with 413
// and the Spanish message before anything parses it, whatever its type, and imports nothing; a
// file exactly at the limit is read whole and imported. The oversize files below would import a
// sale if their first 5 MB were parsed, so a truncated read cannot pass as a refusal; they are sent
// both whole and in 64 KiB chunks as fetch sends them, where the limit falls on a chunk boundary.
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, MAX_IMPORT_FILE_BYTES, type ImportResult } from '../../../domain/sales-import.ts';
import { multipartFile, streamedMultipartFile } from '../../files/test-support/multipart.ts';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { rowCount } from '../../test/row-count.ts';
import { activeClientOf, demoSeasons, newProduct } from './test-fixtures.ts';
import { apiFixture } from '../../test/api-fixture.ts';

const TOO_LARGE = { code: 'FILE_TOO_LARGE', message: 'El archivo supera el límite de 5 MB.' };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(testDatabaseKinds())('sales import upload limit (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: ['admin'],
    prepare: async (ctx) => {
      const seasons = await demoSeasons(ctx);
      const client = await activeClientOf(ctx, DEMO_EMAILS.CONSULTANT, 0);
      const product = await newProduct(ctx, [{ seasonId: seasons.open.id, bags: 100 }]);
      const sale = {
        ...Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, null])),
        Temporada: seasons.open.name,
        Consultor: DEMO_EMAILS.CONSULTANT,
        Cliente: client,
        Producto: product.code,
        Cantidad: 1,
      } as Record<(typeof IMPORT_COLUMNS)[number], string | number | null>;
      return { sale };
    },
  });

  const salesCount = () => rowCount(fx.ctx.database.db, 'sales');

  const upload = (filename: string, bytes: Buffer, type: string, sent: 'whole' | 'streamed') => {
    const body = (sent === 'whole' ? multipartFile : streamedMultipartFile)(filename, bytes, type);
    return fx.ctx.request({
      method: 'POST',
      url: '/api/sales/import',
      cookie: fx.cookies.admin,
      headers: body.headers,
      payload: body.payload,
    });
  };

  /** A good one-sale CSV of exactly `size` bytes: an extra column (ignored on import) pads it. */
  function csvOfSize(size: number): Buffer {
    const header = `${IMPORT_COLUMNS.join(';')};Relleno\n`;
    const line = `${IMPORT_COLUMNS.map((column) => fx.sale[column] ?? '').join(';')};`;
    const fixed = Buffer.byteLength(header + line);
    return Buffer.from(header + line + 'x'.repeat(size - fixed));
  }

  /** A good one-sale workbook carrying `padding` random (incompressible) bytes as a picture. */
  async function xlsxWithPadding(padding: number): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ventas');
    sheet.addRow([...IMPORT_COLUMNS]);
    sheet.addRow(IMPORT_COLUMNS.map((column) => fx.sale[column]));
    const image = workbook.addImage({ buffer: randomBytes(padding) as never, extension: 'png' });
    sheet.addImage(image, { tl: { col: 10, row: 1 }, ext: { width: 10, height: 10 } });
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  it.each(['whole', 'streamed'] as const)(
    'refuses a .csv one byte over the limit, or 6 or 50 MB, with 413 and imports nothing (%s)',
    async (sent) => {
      const before = await salesCount();
      for (const size of [MAX_IMPORT_FILE_BYTES + 1, 6 * 1024 * 1024, 50 * 1024 * 1024]) {
        const response = await upload('ventas.csv', csvOfSize(size), 'text/csv', sent);
        expect(response.statusCode, `${size} bytes: ${response.body}`).toBe(413);
        expect(response.json()).toMatchObject(TOO_LARGE);
      }
      expect(await salesCount()).toBe(before);
    },
  );

  it('refuses an .xlsx over the limit with 413 (not as unreadable) and imports nothing', async () => {
    const before = await salesCount();
    const bytes = await xlsxWithPadding(MAX_IMPORT_FILE_BYTES);
    expect(bytes.length).toBeGreaterThan(MAX_IMPORT_FILE_BYTES);
    for (const sent of ['whole', 'streamed'] as const) {
      const response = await upload('ventas.xlsx', bytes, XLSX_TYPE, sent);
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json()).toMatchObject(TOO_LARGE);
    }
    expect(await salesCount()).toBe(before);
  });

  it('imports a .csv of exactly the limit and an .xlsx just under it', async () => {
    const before = await salesCount();
    const csv = await upload('ventas.csv', csvOfSize(MAX_IMPORT_FILE_BYTES), 'text/csv', 'streamed');
    expect(csv.statusCode, csv.body).toBe(201);
    expect(csv.json<{ data: ImportResult }>().data).toMatchObject({ created: 1, errors: [] });

    const bytes = await xlsxWithPadding(MAX_IMPORT_FILE_BYTES - 64 * 1024);
    expect(bytes.length).toBeLessThanOrEqual(MAX_IMPORT_FILE_BYTES);
    const xlsx = await upload('ventas.xlsx', bytes, XLSX_TYPE, 'whole');
    expect(xlsx.statusCode, xlsx.body).toBe(201);
    expect(xlsx.json<{ data: ImportResult }>().data).toMatchObject({ created: 1, errors: [] });
    expect(await salesCount()).toBe(before + 2);
  });
});
