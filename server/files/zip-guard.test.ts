import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { handmadeZip, zipBomb } from './test-support/handmade-zip.ts';
import { assertSafeZip, readZipDirectory } from './zip-guard.ts';

async function realWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Ventas').addRow(['Referencia', 'Fecha', 'Temporada']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('zip guard', () => {
  it('accepts a workbook written by exceljs and lists its entries', async () => {
    const xlsx = await realWorkbook();
    await expect(assertSafeZip(xlsx)).resolves.toBeUndefined();
    expect(readZipDirectory(xlsx).map((e) => e.name)).toContain('xl/workbook.xml');
  });

  it('accepts an honest handmade zip', async () => {
    const zip = handmadeZip([{ name: 'a.txt', content: Buffer.from('hola, señor') }]);
    await expect(assertSafeZip(zip)).resolves.toBeUndefined();
  });

  it('refuses a zip that declares more than 50 MB uncompressed, from its directory alone', () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(() => readZipDirectory(bomb)).toThrow(/se expande demasiado/);
  });

  it('refuses a zip whose entry expands past the size it declares', async () => {
    const liar = zipBomb(1000);
    expect(() => readZipDirectory(liar)).not.toThrow();
    await expect(assertSafeZip(liar)).rejects.toMatchObject({ code: 'UNREADABLE_FILE', statusCode: 422 });
  });

  it('refuses a worksheet or shared strings too big for 5,000 sales, from the directory alone', async () => {
    // About 300,000 cells of XML, compressed no more than a real sheet is.
    const cells = Array.from(
      { length: 300_000 },
      (_, i) => `<c r="A${i}" t="n"><v>${(i * 7919) % 100_003}</v></c>`,
    );
    const sheet = Buffer.from(`<worksheet><sheetData><row>${cells.join('')}</row></sheetData></worksheet>`);
    expect(sheet.length).toBeGreaterThan(8 * 1024 * 1024);
    const workbook = handmadeZip([{ name: 'xl/worksheets/sheet1.xml', content: sheet }]);
    expect(() => readZipDirectory(workbook)).toThrow(/demasiadas celdas/);
    const strings = handmadeZip([{ name: 'xl/sharedStrings.xml', content: Buffer.concat([sheet, sheet]) }]);
    expect(() => readZipDirectory(strings)).toThrow(/demasiadas celdas/);
  });

  it('accepts a full 5,000-sale sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ventas');
    for (let row = 0; row <= 5000; row += 1) {
      sheet.addRow(
        Array.from({ length: 13 }, (_, column) =>
          column % 2 ? `Texto ${row} ${column}` : row * column + 0.5,
        ),
      );
    }
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    await expect(assertSafeZip(xlsx)).resolves.toBeUndefined();
  });

  it('refuses an entry compressed more than 100 times', async () => {
    const zip = handmadeZip([{ name: 'x.xml', content: Buffer.alloc(5 * 1024 * 1024, 0x41) }]);
    await expect(assertSafeZip(zip)).rejects.toThrow(/se expande demasiado/);
  });

  it('refuses bytes that are not a zip and a truncated zip', async () => {
    await expect(assertSafeZip(Buffer.from('esto no es un archivo de Excel'))).rejects.toMatchObject({
      code: 'UNREADABLE_FILE',
    });
    const xlsx = await realWorkbook();
    await expect(assertSafeZip(xlsx.subarray(0, xlsx.length - 40))).rejects.toMatchObject({
      code: 'UNREADABLE_FILE',
    });
    await expect(assertSafeZip(xlsx.subarray(200))).rejects.toMatchObject({ code: 'UNREADABLE_FILE' });
  });
});
