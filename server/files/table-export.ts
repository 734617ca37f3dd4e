// The streamed table files of the list exports (docs/design.md §11): .xlsx through our own
// streaming writer (xlsx-writer.ts), .csv as UTF-8 with a BOM (so Excel in Spanish reads the
// accents) and RFC 4180 quoting. Rows arrive in batches and each batch is written before the next
// is asked for; a full output buffer pauses the reading (backpressure), so memory stays flat at any
// row count. Formula injection: user text that begins with =, +, -, @, a tab or a carriage return
// is never a formula: a plain string cell in .xlsx, and in .csv a quoted field with an apostrophe
// in front of every such start (also after a separator inside the text). Numbers stay numbers.
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mexicoCityDay } from '../../domain/days.ts';
import type { ExportFormat } from '../../domain/exports.ts';
import { writeXlsx, type XlsxCell, type XlsxColumn } from './xlsx-writer.ts';

/** A cell: text (what people typed, or labels), a number (money, hectares) or a calendar day. */
type ExportCell = XlsxCell;

/** A column: its header, its .xlsx width and number format (MONEY_FORMAT, DAY_FORMAT), its cell. */
export type ExportColumn<R> = XlsxColumn<R>;

export const MONEY_FORMAT = '"$"#,##0.00';
export const DAY_FORMAT = 'dd/mm/yy';

/** A formula start at the field's start or right after a place a spreadsheet may split the line. */
const FORMULA_SEGMENT = /(^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/**
 * Text that a spreadsheet could read as a formula gets an apostrophe in front (.csv): at the start,
 * and after every comma, semicolon, tab or line break inside it, since an Excel whose list
 * separator is ";" (or that splits on the other) would start a new cell there.
 */
function neutralizedCsvText(text: string): string {
  return text.replace(FORMULA_SEGMENT, "$1'");
}

/**
 * One CSV field, quoted when it holds a comma, a semicolon, a quote, a tab or a line break, or when it
 * starts like a formula (RFC 4180, and safe whichever list separator the spreadsheet uses).
 */
function csvField(value: string): string {
  return /[",;\t\r\n]|^['=+\-@]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvValue(cell: ExportCell): string {
  if ('text' in cell) return cell.text === null ? '' : csvField(neutralizedCsvText(cell.text));
  if ('number' in cell) return cell.number === null ? '' : String(cell.number);
  if (cell.day === null) return '';
  const [year, month, day] = cell.day.split('-');
  return `${day}/${month}/${year?.slice(2)}`;
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

/** Writes the file to `output`, pulling batches only as fast as `output` drains. */
function writeTableExport<R>(
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

/** A list export's query: the export fields (domain/exports.ts exportQueryFields), the sort, the filters. */
export interface ListExportQuery<K extends string> {
  format: ExportFormat;
  columns: K[];
  ids?: number[] | undefined;
  /** Only check the request: answer 204 without reading a row. */
  check?: boolean | undefined;
  sort: string;
}

/** What the list's walk is given: the sort, the list's own filters and the chosen rows. */
export interface ListExportWalk<Q extends ListExportQuery<string>> {
  sort: Q['sort'];
  filters: Omit<Q, keyof ListExportQuery<string>>;
  only: number[] | undefined;
}

/** A list's export: its file and sheet names and, per export column key, its header and cell. */
export interface ListExportSpec<K extends string, R> {
  name: string;
  sheetName: string;
  headers: Record<K, string>;
  columns: Record<K, Omit<ExportColumn<R>, 'header'>>;
}

/**
 * The OpenAPI description of a list export route: the list's filters and order, the rows `ids`
 * keeps (`selected`, "esas ventas") and the column keys, read from the export's own whitelist.
 */
export function listExportDescription(selected: string, columns: Record<string, string>): string {
  return (
    `Los filtros y el orden de la lista; ids (separados por coma) deja solo ${selected}, siempre dentro ` +
    `del alcance del usuario; columns: ${Object.keys(columns).join(', ')}.`
  );
}

/**
 * Answers a list export (sales, DKbonos, customers): 204 to a check, else the file with the chosen
 * columns in the order asked, its rows from `walk` (called only when the file is sent).
 */
export async function sendListExport<K extends string, R, Q extends ListExportQuery<K>>(
  request: FastifyRequest,
  reply: FastifyReply,
  spec: ListExportSpec<K, R>,
  query: Q,
  walk: (request: ListExportWalk<Q>) => AsyncGenerator<R[]>,
): Promise<FastifyReply> {
  const { format, columns, ids, check, sort, ...filters } = query;
  if (check) return reply.code(204).send();
  return sendTableExport(request, reply, {
    format,
    name: spec.name,
    sheetName: spec.sheetName,
    columns: columns.map((key) => ({ header: spec.headers[key], ...spec.columns[key] })),
    batches: walk({ sort, filters, only: ids }),
  });
}

/** A walk's batches with each row mapped: a list's rows as the items its export writes. */
export async function* mappedBatches<R, T>(
  map: (row: R) => T,
  batches: AsyncGenerator<R[]>,
): AsyncGenerator<T[]> {
  for await (const rows of batches) yield rows.map((row) => map(row));
}

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
