// Reads an uploaded sales file (.xlsx or .csv) into rows of cells keyed by the template's columns.
// An .xlsx passes the zip guard before exceljs opens it; anything unreadable is 422 UNREADABLE_FILE.
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS, type ImportColumn } from '../../../../domain/sales-import.ts';
import { AppError } from '../../../http/app-error.ts';
import { decodeCsv, parseCsv } from '../../../files/csv.ts';
import { assertSafeZip } from '../../../files/zip-guard.ts';

export type CellValue = string | number | Date | null;

export interface SheetRow {
  /** The row number the user sees in the spreadsheet (the header is row 1). */
  row: number;
  cells: Partial<Record<ImportColumn, CellValue>>;
}

const REQUIRED_COLUMNS: readonly ImportColumn[] = [
  'Temporada',
  'Consultor',
  'Cliente',
  'Producto',
  'Cantidad',
];

const unreadable = (message: string) => new AppError('UNREADABLE_FILE', message);
const tooManyRows = () =>
  unreadable(
    `El archivo tiene más de ${MAX_IMPORT_ROWS.toLocaleString('es-MX')} filas de ventas; divídelo en varios archivos.`,
  );

const normalizeHeader = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
const COLUMN_BY_HEADER = new Map(IMPORT_COLUMNS.map((column) => [normalizeHeader(column), column]));

function isBlank(value: CellValue): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

/** Maps the header row to column positions and refuses a file missing a required column. */
function columnPositions(header: CellValue[]): Map<number, ImportColumn> {
  const positions = new Map<number, ImportColumn>();
  header.forEach((value, index) => {
    const column = typeof value === 'string' ? COLUMN_BY_HEADER.get(normalizeHeader(value)) : undefined;
    if (column && ![...positions.values()].includes(column)) positions.set(index, column);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => ![...positions.values()].includes(column));
  if (missing.length > 0) {
    throw unreadable(
      `Faltan las columnas ${missing.join(', ')} en la primera fila. Descarga la plantilla de ventas y úsala como base.`,
    );
  }
  return positions;
}

function toSheetRows(records: { row: number; values: CellValue[] }[]): SheetRow[] {
  const [header, ...body] = records.filter((r) => r.values.some((v) => !isBlank(v)));
  if (!header) throw unreadable('El archivo está vacío: no tiene encabezados ni filas de ventas.');
  const positions = columnPositions(header.values);
  const rows = body.map(({ row, values }) => {
    const cells: SheetRow['cells'] = {};
    for (const [index, column] of positions) cells[column] = values[index] ?? null;
    return { row, cells };
  });
  if (rows.length > MAX_IMPORT_ROWS) throw tooManyRows();
  if (rows.length === 0) throw unreadable('El archivo no tiene filas de ventas debajo de los encabezados.');
  return rows;
}

/** exceljs cell values (rich text, formulas, hyperlinks…) reduced to what a user typed or saw. */
function plainValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return value ? 'VERDADERO' : 'FALSO';
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    if (result === undefined || result === null || typeof result === 'object') {
      return result instanceof Date ? result : null;
    }
    return typeof result === 'boolean' ? String(result) : result;
  }
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : null;
  return null;
}

async function readXlsx(bytes: Buffer): Promise<SheetRow[]> {
  await assertSafeZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    // A plain ArrayBuffer copy: exceljs types its own Buffer, which Node 20 typings do not match.
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  } catch {
    throw unreadable('No se pudo leer el archivo de Excel. Guárdalo de nuevo como .xlsx e intenta otra vez.');
  }
  const sheet = workbook.getWorksheet('Ventas') ?? workbook.worksheets[0];
  if (!sheet) throw unreadable('El archivo de Excel no tiene hojas.');
  if (sheet.actualRowCount > MAX_IMPORT_ROWS + 1) throw tooManyRows();
  const records: { row: number; values: CellValue[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values: CellValue[] = [];
    row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
      values[columnNumber - 1] = plainValue(cell.value);
    });
    records.push({ row: rowNumber, values: Array.from(values, (v) => v ?? null) });
  });
  return toSheetRows(records);
}

function readCsv(bytes: Buffer): SheetRow[] {
  if (bytes.includes(0)) throw unreadable('El archivo no es un CSV de texto. Usa la plantilla de ventas.');
  // Two more than the limit: the header, and one row to know the limit was passed.
  const records = parseCsv(decodeCsv(bytes).replace(/^\uFEFF/, ''), MAX_IMPORT_ROWS + 2);
  return toSheetRows(records.map((values, index) => ({ row: index + 1, values })));
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The rows of the uploaded file, by its extension (or its first bytes when it has none). */
export async function readImportFile(bytes: Buffer, filename: string): Promise<SheetRow[]> {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  if (extension === 'xlsx' || (!extension && bytes.subarray(0, 4).equals(ZIP_MAGIC))) return readXlsx(bytes);
  if (extension === 'csv' || extension === 'txt' || !extension) return readCsv(bytes);
  throw unreadable(
    'Solo se aceptan archivos .xlsx o .csv. Descarga la plantilla de ventas y úsala como base.',
  );
}
