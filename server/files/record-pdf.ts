// The body of a printed record (the Dkbono, the sale): a header with
// the folio, the facts grid, titled tables whose header repeats on a new page, amounts, notes,
// the signature lines, a QR with its link, and the footer. Row height shrinks so a long record
// still fits one page, down to a readable minimum. Drawn with pdf-layout.ts's page furniture.
import QRCode from 'qrcode';
import { formatDay } from './format.ts';
import {
  BRAND,
  CONTENT_WIDTH,
  GREY,
  LINE,
  PAGE,
  brandHeader,
  factGrid,
  footerLine,
  openLetterPdf,
  rule,
  sectionTitle,
  shadedBand,
  type OpenedPdf,
  type PdfOptions,
} from './pdf-layout.ts';

export interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

const ROW_MAX = 18;
const ROW_MIN = 12;
/** Side of the printed QR code, in points (about 3 cm: a phone reads it from arm's length). */
export const QR_SIZE = 84;

/** The row height that fits `rows` table rows beside `fixedHeight` points of everything else. */
export function rowHeightFor(rows: number, fixedHeight: number): number {
  const fitting = Math.floor((PAGE.height - 2 * PAGE.margin - fixedHeight) / Math.max(1, rows));
  return Math.max(ROW_MIN, Math.min(ROW_MAX, fitting));
}

/** A record's QR code as PNG, ready for pdfkit. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 300 });
}

export class RecordLayout {
  y = PAGE.margin;
  readonly doc: PDFKit.PDFDocument;
  private readonly opened: OpenedPdf;

  constructor(
    info: { title: string; subject: string },
    private readonly rowHeight: number,
    options: PdfOptions = {},
  ) {
    this.opened = openLetterPdf(info, options.compress);
    this.doc = this.opened.doc;
  }

  private ensureSpace(height: number): void {
    if (this.y + height <= PAGE.height - PAGE.margin) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  header(title: string, folio: string): void {
    const { doc } = this;
    brandHeader(doc, this.y, { text: title, size: 16, offset: 0 });
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(`Folio: ${folio}`, PAGE.margin, this.y + 20, { width: CONTENT_WIDTH, align: 'right' });
    this.y += 44;
    rule(doc, this.y, BRAND, 1.5);
    this.y += 12;
  }

  /** The facts grid; with a QR, the code stands at its right and its link is printed under it. */
  facts(pairs: [string, string][], qr?: { png: Buffer; caption: string; url: string }): void {
    const top = this.y;
    this.y = factGrid(this.doc, top, pairs, {
      perRow: 2,
      pitch: 30,
      labelSize: 8,
      valueSize: 11,
      valueHeight: 14,
      gutter: 10,
      after: 8,
      width: qr ? CONTENT_WIDTH - QR_SIZE - 12 : CONTENT_WIDTH,
    });
    if (!qr) return;
    const { doc } = this;
    doc.image(qr.png, PAGE.width - PAGE.margin - QR_SIZE, top - 4, { width: QR_SIZE, height: QR_SIZE });
    this.y = Math.max(this.y, top + QR_SIZE);
    doc
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .fillColor('black')
      .text(`${qr.caption} `, PAGE.margin, this.y, { continued: true, lineBreak: false });
    doc.font('Helvetica-Bold').fillColor(BRAND).text(qr.url, { link: qr.url, lineBreak: false });
    this.y += 16;
  }

  sectionTitle(title: string): void {
    // A title never ends a page alone: room for it, the table header and one row.
    this.ensureSpace(24 + this.rowHeight * 2);
    sectionTitle(this.doc, this.y, title, 12);
    this.y += 18;
  }

  private cells(columns: Column[], values: string[], bold: boolean): void {
    const fontSize = this.rowHeight >= 16 ? 9.5 : 8;
    let x = PAGE.margin;
    const textY = this.y + (this.rowHeight - fontSize) / 2;
    this.doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(fontSize)
      .fillColor('black');
    columns.forEach((column, index) => {
      this.doc.text(values[index] ?? '', x + 3, textY, {
        width: column.width - 6,
        align: column.align,
        height: this.rowHeight,
        ellipsis: true,
        lineBreak: false,
      });
      x += column.width;
    });
  }

  /** A table whose header row is drawn again at the top of every page it continues on. */
  table(columns: Column[], rows: string[][]): void {
    const drawHeader = () => {
      shadedBand(this.doc, this.y, this.rowHeight);
      this.cells(
        columns,
        columns.map((c) => c.title),
        true,
      );
      this.y += this.rowHeight;
    };
    drawHeader();
    for (const row of rows) {
      if (this.y + this.rowHeight > PAGE.height - PAGE.margin) {
        this.ensureSpace(this.rowHeight * 2);
        drawHeader();
      }
      this.cells(columns, row, false);
      this.y += this.rowHeight;
      rule(this.doc, this.y, LINE, 0.5);
    }
  }

  note(text: string): void {
    this.ensureSpace(this.rowHeight);
    this.doc
      .font('Helvetica-Oblique')
      .fontSize(9)
      .fillColor(GREY)
      .text(text, PAGE.margin + 3, this.y + 4);
    this.y += this.rowHeight;
  }

  amounts(lines: [string, string][]): void {
    this.ensureSpace(lines.length * 16 + 6);
    this.y += 6;
    for (const [label, value] of lines) {
      this.doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('black')
        .text(label, PAGE.margin, this.y, {
          width: CONTENT_WIDTH - 100,
          align: 'right',
        });
      this.doc
        .font('Helvetica-Bold')
        .text(value, PAGE.width - PAGE.margin - 100, this.y, { width: 100, align: 'right' });
      this.y += 16;
    }
    this.y += 8;
  }

  paragraph(label: string, text: string): void {
    this.ensureSpace(40);
    this.doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('black')
      .text(`${label}: `, PAGE.margin, this.y, { continued: true });
    this.doc.font('Helvetica').text(text, { width: CONTENT_WIDTH, height: 36, ellipsis: true });
    this.y = Math.min(this.doc.y, this.y + 36) + 8;
  }

  signatures(left: [string, string], right: [string, string]): void {
    this.ensureSpace(80);
    const y = Math.max(this.y + 40, PAGE.height - PAGE.margin - 70);
    const width = 220;
    const rightX = PAGE.width - PAGE.margin - width;
    for (const [x, [title, name]] of [
      [PAGE.margin, left],
      [rightX, right],
    ] as const) {
      this.doc
        .moveTo(x, y)
        .lineTo(x + width, y)
        .strokeColor('black')
        .lineWidth(0.8)
        .stroke();
      this.doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor('black')
        .text(title, x, y + 4, { width, align: 'center' });
      this.doc
        .fontSize(8)
        .fillColor(GREY)
        .text(name, x, y + 16, { width, align: 'center', lineBreak: false });
    }
    this.y = y + 30;
  }

  /** Draws the footer and resolves with the whole file (a few kilobytes). */
  finish(now: Date = new Date()): Promise<Buffer> {
    footerLine(
      this.doc,
      this.y + 6,
      `Documento generado el ${formatDay(now.toISOString())} por Agroventas.`,
      {
        font: 'Helvetica',
        size: 7,
      },
    );
    this.doc.end();
    return this.opened.done;
  }
}
