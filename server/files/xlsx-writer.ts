// A one-sheet .xlsx written as it is read (flat memory at 100,000 rows and beyond).
// exceljs's streaming writer queues every row it is given in front of its zip step and has no way
// to say "enough": at 300,000 rows it held 150 MiB. Here the sheet's XML is a Readable pulled by
// the zip (archiver), itself piped to the download, so a slow download pauses the deflate, the
// deflate pauses the XML, and the XML asks the rows' source for the next batch only then.
//
// What is written is the least a spreadsheet needs (ECMA-376 SpreadsheetML, as Excel, LibreOffice
// and exceljs read it): the workbook, one sheet with a frozen bold header row and column widths,
// and a style per number format. Text is an inline string (`t="inlineStr"`): never a formula,
// whatever it begins with, and no shared-strings table to hold in memory.
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';

/** A cell: text, a number, or a calendar day (YYYY-MM-DD); null is an empty cell. */
export type XlsxCell = { text: string | null } | { number: number | null } | { day: string | null };

export interface XlsxColumn<R> {
  header: string;
  /** Width in characters. */
  width: number;
  /** Excel number format of a number or day column ('"$"#,##0.00', 'dd/mm/yy'). */
  numFmt?: string;
  cell(row: R): XlsxCell;
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// Characters XML 1.0 cannot hold (control characters but tab and line breaks, lone surrogates,
// U+FFFE and U+FFFF): dropped, or the file would not open.
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** A sheet name Excel accepts: no []:*?/\, at most 31 characters, never empty. */
function sheetNameOf(name: string): string {
  const clean = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return clean === '' ? 'Hoja1' : clean;
}

/** Column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** Excel's serial number of a calendar day (days since 1899-12-30), or null when it is not one. */
export function excelDay(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return (Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - EXCEL_EPOCH) / 86_400_000;
}

// Styles: 0 is the default, 1 the bold header, 2 and on one per distinct number format.
const HEADER_STYLE = 1;
const FIRST_FORMAT_STYLE = 2;
const FIRST_CUSTOM_FORMAT = 164;

function stylesXml(formats: readonly string[]): string {
  const numFmts = formats
    .map((code, at) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + at}" formatCode="${xmlText(code)}"/>`)
    .join('');
  const formatXfs = formats
    .map(
      (_, at) =>
        `<xf numFmtId="${FIRST_CUSTOM_FORMAT + at}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    )
    .join('');
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    (formats.length > 0 ? `<numFmts count="${formats.length}">${numFmts}</numFmts>` : '') +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
    '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${FIRST_FORMAT_STYLE + formats.length}">` +
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
    `${formatXfs}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}

function packageFiles(sheetName: string, formats: readonly string[], created: Date): [string, string][] {
  const now = created.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
        '</Relationships>',
    ],
    [
      'docProps/core.xml',
      `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
        'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
        '<dc:creator>Agroventas</dc:creator>' +
        `<dcterms:created xsi:type="dcterms:W3CDTF">${now}</dcterms:created>` +
        '</cp:coreProperties>',
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
        '<bookViews><workbookView/></bookViews>' +
        `<sheets><sheet name="${xmlText(sheetNameOf(sheetName))}" sheetId="1" r:id="rId1"/></sheets>` +
        '</workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
        '</Relationships>',
    ],
    ['xl/styles.xml', stylesXml(formats)],
  ];
}

function cellXml(ref: string, cell: XlsxCell, style: number): string {
  const s = style === 0 ? '' : ` s="${style}"`;
  if ('text' in cell) {
    if (cell.text === null || cell.text === '') return '';
    return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(cell.text)}</t></is></c>`;
  }
  const value = 'number' in cell ? cell.number : cell.day === null ? null : excelDay(cell.day);
  if (value === null || !Number.isFinite(value)) return '';
  return `<c r="${ref}"${s}><v>${value}</v></c>`;
}

async function* sheetXml<R>(
  columns: readonly XlsxColumn<R>[],
  styles: readonly number[],
  batches: AsyncIterable<R[]>,
): AsyncGenerator<string> {
  const letters = columns.map((_, at) => columnLetters(at));
  const cols = columns
    .map((column, at) => `<col min="${at + 1}" max="${at + 1}" width="${column.width}" customWidth="1"/>`)
    .join('');
  const header = columns
    .map((column, at) => cellXml(`${letters[at]}1`, { text: column.header }, HEADER_STYLE))
    .join('');
  yield (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '</sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols>` +
    `<sheetData><row r="1">${header}</row>`
  );
  let rowNumber = 1;
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) {
      rowNumber += 1;
      chunk += `<row r="${rowNumber}">`;
      for (let at = 0; at < columns.length; at += 1) {
        chunk += cellXml(`${letters[at]}${rowNumber}`, columns[at]!.cell(row), styles[at]!);
      }
      chunk += '</row>';
    }
    yield chunk;
  }
  yield '</sheetData></worksheet>';
}

/**
 * Writes the workbook to `output` and resolves once it is all written. Rows are pulled from
 * `batches` only as fast as `output` takes the file; if `output` closes early (a cancelled
 * download) or the rows fail, the batches' generator is ended and the promise rejects.
 */
export async function writeXlsx<R>(
  output: Writable,
  sheetName: string,
  columns: readonly XlsxColumn<R>[],
  batches: AsyncIterable<R[]>,
): Promise<void> {
  const formats = [...new Set(columns.flatMap((column) => (column.numFmt ? [column.numFmt] : [])))];
  const styles = columns.map((column) =>
    column.numFmt ? FIRST_FORMAT_STYLE + formats.indexOf(column.numFmt) : 0,
  );
  // archiver buffers 1 MiB on each side by default; 64 KiB keeps a stalled download cheap.
  const zip = new ZipArchive({ zlib: { level: 6 }, highWaterMark: 64 * 1024 });
  const sheet = Readable.from(sheetXml(columns, styles, batches), { objectMode: false });
  const sheetFailed = new Promise<never>((_, reject) => sheet.once('error', reject));
  const written = pipeline(zip, output);
  // Whichever way it ends, the other promise is settled and needs no one to wait for it.
  sheetFailed.catch(() => {});
  written.catch(() => {});
  try {
    for (const [name, xml] of packageFiles(sheetName, formats, new Date())) zip.append(xml, { name });
    zip.append(sheet, { name: 'xl/worksheets/sheet1.xml' });
    void zip.finalize().catch(() => {});
    await Promise.race([written, sheetFailed]);
  } finally {
    sheet.destroy();
  }
}
