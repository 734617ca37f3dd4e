// The page furniture the printable documents share (the Dkbono, the saved simulation): a Letter
// page in pdfkit's built-in Helvetica (WinAnsi covers accents and ñ), the brand header, the grid of
// labelled facts, section titles, rules, shaded bands and the footer line. Each document keeps its
// own sizes; this module only draws.
import PDFDocument from 'pdfkit';

export const PAGE = { width: 612, height: 792, margin: 40 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const BRAND = '#b3261e';
export const GREY = '#5f6368';
export const LINE = '#d0d0d0';
const SHADE = '#f1f1f1';

/** How a document is rendered, for every printable document. */
export interface PdfOptions {
  /** Off in tests, to read the text back without inflating the streams. */
  compress?: boolean;
  now?: Date;
}

export interface OpenedPdf {
  doc: PDFKit.PDFDocument;
  /** The whole file, once `doc.end()` has been called. */
  done: Promise<Buffer>;
}

/** A Letter document by Agroventas, collected in memory. */
export function openLetterPdf(info: { title: string; subject: string }, compress = true): OpenedPdf {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    compress,
    info: { Title: info.title, Author: 'Agroventas', Subject: info.subject },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** A horizontal line across the content width. */
export function rule(doc: PDFKit.PDFDocument, y: number, color: string, width: number): void {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .strokeColor(color)
    .lineWidth(width)
    .stroke();
}

/** A grey band across the content width, behind a table's header row. */
export function shadedBand(doc: PDFKit.PDFDocument, y: number, height: number): void {
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(SHADE);
}

/** "Agroventas" in the brand red on the left, the document's title on the right (`offset` lower). */
export function brandHeader(
  doc: PDFKit.PDFDocument,
  y: number,
  title: { text: string; size: number; offset: number },
): void {
  doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text('Agroventas', PAGE.margin, y);
  doc
    .fontSize(title.size)
    .fillColor('black')
    .text(title.text, PAGE.margin, y + title.offset, { width: CONTENT_WIDTH, align: 'right' });
}

export interface FactGridStyle {
  perRow: number;
  /** Vertical distance between two rows of facts. */
  pitch: number;
  labelSize: number;
  valueSize: number;
  valueHeight: number;
  /** Room left between two facts of a row. */
  gutter: number;
  /** Space after the grid. */
  after: number;
  /** Width the grid spans (the content width unless something stands beside it). */
  width?: number;
}

/** Label (small, grey, capitals) over value (bold) pairs, `perRow` a row; returns the y after it. */
export function factGrid(
  doc: PDFKit.PDFDocument,
  top: number,
  pairs: [string, string][],
  style: FactGridStyle,
): number {
  const cell = (style.width ?? CONTENT_WIDTH) / style.perRow;
  const width = cell - style.gutter;
  pairs.forEach(([label, value], index) => {
    const x = PAGE.margin + (index % style.perRow) * cell;
    const y = top + Math.floor(index / style.perRow) * style.pitch;
    doc
      .font('Helvetica')
      .fontSize(style.labelSize)
      .fillColor(GREY)
      .text(label.toUpperCase(), x, y, { width });
    doc
      .font('Helvetica-Bold')
      .fontSize(style.valueSize)
      .fillColor('black')
      .text(value, x, y + 10, { width, height: style.valueHeight, ellipsis: true, lineBreak: false });
  });
  return top + Math.ceil(pairs.length / style.perRow) * style.pitch + style.after;
}

/** A section title in the brand red. */
export function sectionTitle(doc: PDFKit.PDFDocument, y: number, title: string, size: number): void {
  doc.font('Helvetica-Bold').fontSize(size).fillColor(BRAND).text(title, PAGE.margin, y);
}

/** The grey, centred closing line of a page. */
export function footerLine(
  doc: PDFKit.PDFDocument,
  y: number,
  text: string,
  style: { font: string; size: number },
): void {
  doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(GREY)
    .text(text, PAGE.margin, y, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
}
