// The streamed table files of the list exports (issue 16; docs/design.md §11): .xlsx through exceljs's
// streaming WorkbookWriter, .csv as UTF-8 with a BOM (so Excel in Spanish reads the accents) and
// RFC 4180 quoting. Rows arrive in batches and each batch is written before the next is asked for;
// a full output buffer pauses the reading (backpressure), so memory stays flat at any row count.
// Formula injection: user text that begins with =, +, -, @, a tab or a carriage return is never a
// formula: a plain string cell in .xlsx, and an apostrophe in front in .csv. Numbers stay numbers.
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import { mexicoCityDay } from '../../domain/days.ts';
import type { ExportFormat } from '../../domain/exports.ts';

/** A cell: text (what people typed, or labels), a number (money, hectares) or a calendar day. */
export type ExportCell = { text: string | null } | { number: number | null } | { day: string | null };

export interface ExportColumn<R> {
  header: string;
  /** Width in characters (.xlsx). */
  width: number;
  /** Excel number format of a number or day column (MONEY_FORMAT, DAY_FORMAT). */
  numFmt?: string;
  cell(row: R): ExportCell;
}

export const MONEY_FORMAT = '"$"#,##0.00';
export const DAY_FORMAT = 'dd/mm/yy';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that a spreadsheet could read as a formula gets an apostrophe in front (.csv). */
export function neutralizedCsvText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvValue(cell: ExportCell): string {
  if ('text' in cell) return cell.text === null ? '' : csvField(neutralizedCsvText(cell.text));
  if ('number' in cell) return cell.number === null ? '' : String(cell.number);
  if (cell.day === null) return '';
  const [year, month, day] = cell.day.split('-');
  return `${day}/${month}/${year?.slice(2)}`;
}

function xlsxValue(cell: ExportCell): ExcelJS.CellValue {
  // A string stays a string cell whatever it begins with: exceljs writes a formula only from
  // { formula }, never from text, so "=1+1" typed by a person is shown, not computed.
  if ('text' in cell) return cell.text;
  if ('number' in cell) return cell.number;
  // A calendar day: UTC midnight shows the same day in every time zone.
  return cell.day === null ? null : new Date(`${cell.day}T00:00:00.000Z`);
}

/** Waits until `output` takes more; a closed output (the download was cancelled) ends the writing. */
async function drained(output: Writable): Promise<void> {
  if (output.writableNeedDrain && !output.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        output.off('drain', done);
        output.off('close', done);
        resolve();
      };
      output.on('drain', done);
      output.on('close', done);
    });
  }
  // Leaving the loop ends the batches' generator, so no further rows are read.
  if (output.destroyed) throw new Error('export output closed');
}

async function writeCsv<R>(output: Writable, columns: ExportColumn<R>[], batches: AsyncIterable<R[]>) {
  output.write(`\uFEFF${columns.map((column) => csvField(column.header)).join(',')}\r\n`);
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) chunk += `${columns.map((column) => csvValue(column.cell(row))).join(',')}\r\n`;
    output.write(chunk);
    await drained(output);
  }
  output.end();
}

async function writeXlsx<R>(
  output: Writable,
  sheetName: string,
  columns: ExportColumn<R>[],
  batches: AsyncIterable<R[]>,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Agroventas';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, at) => ({
    header: column.header,
    key: String(at),
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for await (const rows of batches) {
    for (const row of rows) sheet.addRow(columns.map((column) => xlsxValue(column.cell(row)))).commit();
    await drained(output);
  }
  sheet.commit();
  await workbook.commit();
}

/** Writes the file to `output`, pulling batches only as fast as `output` drains. */
export function writeTableExport<R>(
  format: ExportFormat,
  output: Writable,
  sheetName: string,
  columns: ExportColumn<R>[],
  batches: AsyncIterable<R[]>,
): Promise<void> {
  return format === 'csv'
    ? writeCsv(output, columns, batches)
    : writeXlsx(output, sheetName, columns, batches);
}

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export interface TableExport<R> {
  format: ExportFormat;
  /** The list's name in the file name ("ventas" → ventas-2026-03-15.xlsx) and the sheet's name. */
  name: string;
  sheetName: string;
  columns: ExportColumn<R>[];
  batches: AsyncGenerator<R[]>;
}

/**
 * Answers with the file, streamed. The first batch is read before answering, so a failing query
 * still gets the error body; a failure later cuts the download (the browser shows it failed).
 */
export async function sendTableExport<R>(
  request: FastifyRequest,
  reply: FastifyReply,
  file: TableExport<R>,
): Promise<FastifyReply> {
  const { batches } = file;
  const first = await batches.next();
  async function* all() {
    if (!first.done) yield first.value;
    yield* batches;
  }
  const output = new PassThrough();
  writeTableExport(file.format, output, file.sheetName, file.columns, all()).catch((error: unknown) => {
    if (output.destroyed) return; // the download was cancelled
    request.log.error({ err: error }, 'export failed while streaming');
    output.destroy(error instanceof Error ? error : new Error('export failed'));
  });
  return reply
    .type(EXPORT_TYPES[file.format])
    .header('content-disposition', `attachment; filename="${file.name}-${mexicoCityDay()}.${file.format}"`)
    .header('cache-control', 'no-store')
    .send(output);
}
