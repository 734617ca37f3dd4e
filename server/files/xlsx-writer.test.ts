// The streaming .xlsx writer: what it writes reads back in exceljs (the reader the sales import
// uses) with its header, widths, formats, days and text, and it pulls rows only as fast as the
// file is taken: a stalled download stalls the rows' source, and a closed one ends it.
import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readFirstSheet } from '../test/xlsx.ts';
import { columnLetters, excelDay, writeXlsx, type XlsxColumn } from './xlsx-writer.ts';

interface Row {
  id: number;
  name: string | null;
  total: number | null;
  day: string | null;
}

const COLUMNS: XlsxColumn<Row>[] = [
  { header: 'Número', width: 9, cell: (row) => ({ number: row.id }) },
  { header: 'Cliente', width: 30, cell: (row) => ({ text: row.name }) },
  { header: 'Total', width: 14, numFmt: '"$"#,##0.00', cell: (row) => ({ number: row.total }) },
  { header: 'Fecha', width: 11, numFmt: 'dd/mm/yy', cell: (row) => ({ day: row.day }) },
];

async function* inBatches(rows: Row[]): AsyncGenerator<Row[]> {
  yield rows;
}

async function written(rows: Row[], sheetName = 'Ventas'): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeXlsx(output, sheetName, COLUMNS, inBatches(rows));
  return Buffer.concat(chunks);
}

describe('xlsx writer', () => {
  it('names columns by letters and days by Excel serial numbers', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
    expect(excelDay('1900-03-01')).toBe(61);
    expect(excelDay('2026-03-15')).toBe(46096);
    expect(excelDay('15/03/2026')).toBeNull();
  });

  it('writes a sheet that reads back: bold frozen header, widths, formats, days, empty cells', async () => {
    const sheet = await readFirstSheet(
      await written(
        [
          { id: 1, name: 'Rancho López & Hijos <norte>', total: 1234.5, day: '2026-03-15' },
          { id: 2, name: null, total: null, day: null },
        ],
        'Ventas: marzo/abril',
      ),
    );
    expect(sheet.name).toBe('Ventas  marzo abril');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Número', 'Cliente', 'Total', 'Fecha']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.columns.map((column) => column.width)).toEqual([9, 30, 14, 11]);

    expect(sheet.getCell('A2').value).toBe(1);
    expect(sheet.getCell('B2').value).toBe('Rancho López & Hijos <norte>');
    expect(sheet.getCell('C2').value).toBe(1234.5);
    expect(sheet.getCell('C2').numFmt).toBe('"$"#,##0.00');
    expect(sheet.getCell('D2').value).toEqual(new Date('2026-03-15T00:00:00.000Z'));
    expect(sheet.getCell('D2').numFmt).toBe('dd/mm/yy');

    expect(sheet.getCell('A3').value).toBe(2);
    for (const ref of ['B3', 'C3', 'D3']) expect(sheet.getCell(ref).value).toBeNull();
    expect(sheet.rowCount).toBe(3);
  });

  it('writes text that looks like a formula as text, and drops characters XML cannot hold', async () => {
    const names = ['=HYPERLINK("http://x","y")', '+52 55 1234', '-1', '@SUM(A1)', 'tab\u0001bell\u0007 ok  '];
    const sheet = await readFirstSheet(
      await written(names.map((name, at) => ({ id: at, name, total: 0, day: '2026-01-01' }))),
    );
    const cells = names.map((_, at) => sheet.getCell(`B${at + 2}`));
    expect(cells.map((cell) => cell.type)).toEqual(names.map(() => ExcelJS.ValueType.String));
    expect(cells.map((cell) => cell.value)).toEqual([
      '=HYPERLINK("http://x","y")',
      '+52 55 1234',
      '-1',
      '@SUM(A1)',
      'tabbell ok  ',
    ]);
  });

  it('asks for rows only as the file is taken, and ends their source when the download closes', async () => {
    let pulled = 0;
    let sourceEnded = false;
    // Text that compresses like real names and places do, not like one line repeated: the
    // buffers between the rows and the download hold compressed bytes.
    let seed = 7;
    const noise = () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed.toString(36);
    };
    async function* manyBatches(): AsyncGenerator<Row[]> {
      try {
        for (let batch = 0; batch < 1000; batch += 1) {
          pulled += 1;
          yield Array.from({ length: 1000 }, (_, at) => ({
            id: batch * 1000 + at,
            name: `Cliente ${noise()} ${noise()} de ${noise()}`,
            total: at * 10.25,
            day: '2026-03-15',
          }));
        }
      } finally {
        sourceEnded = true;
      }
    }
    // A download that takes the first chunk and then nothing more, like a stalled network.
    let firstChunk: () => void = () => {};
    const tookFirst = new Promise<void>((resolve) => (firstChunk = resolve));
    const stalled = new Writable({
      highWaterMark: 16 * 1024,
      write(_chunk, _encoding, _callback) {
        firstChunk();
      },
    });
    const writing = writeXlsx(stalled, 'Ventas', COLUMNS, manyBatches());
    await tookFirst;
    // Wait until the pipeline has filled its buffers and stopped asking for rows.
    let seen = -1;
    for (let still = 0; still < 20;) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      still = pulled === seen ? still + 1 : 0;
      seen = pulled;
    }
    expect(pulled).toBeGreaterThan(0);
    // Of 1,000 batches (about 70 MiB of XML), the buffers hold about ten, not the file.
    expect(pulled).toBeLessThan(50);
    expect(sourceEnded).toBe(false);

    stalled.destroy();
    await expect(writing).rejects.toThrow();
    expect(sourceEnded).toBe(true);
    expect(pulled).toBeLessThan(50);
  });
});
