// The printable Dkbono (docs/design.md §11): one Letter page in Spanish with the folio, parties, products,
// payments, balance and signature lines. The page furniture (Helvetica, header, facts, rules) is
// pdf-layout.ts, shared with the simulation PDF; no font file ships with the server.
import { PAYMENT_METHOD_LABELS, VOUCHER_STATUS_LABELS, type VoucherDetail } from '../../../domain/sales.ts';
import { formatPesos } from '../../../domain/money-format.ts';
import { formatDay } from '../../files/format.ts';
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
} from '../../files/pdf-layout.ts';

export interface VoucherPdfOptions {
  /** Off in tests, to read the text back without inflating the streams. */
  compress?: boolean;
  now?: Date;
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** Row height shrinks so a long Dkbono still fits one page, down to this minimum. */
const ROW_MAX = 18;
const ROW_MIN = 12;
/** Height of everything but the two tables' rows. */
const FIXED_HEIGHT = 470;

const PRODUCT_COLUMNS: Column[] = [
  { title: 'Código', width: 70, align: 'left' },
  { title: 'Producto', width: 172, align: 'left' },
  { title: 'Bolsas', width: 50, align: 'right' },
  { title: 'Precio', width: 80, align: 'right' },
  { title: 'Descuento', width: 80, align: 'right' },
  { title: 'Total', width: 80, align: 'right' },
];
const PAYMENT_COLUMNS: Column[] = [
  { title: 'Fecha', width: 80, align: 'left' },
  { title: 'Forma de pago', width: 120, align: 'left' },
  { title: 'Referencia', width: 242, align: 'left' },
  { title: 'Monto', width: 90, align: 'right' },
];

class VoucherLayout {
  y = PAGE.margin;
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly rowHeight: number,
  ) {}

  private ensureSpace(height: number): void {
    if (this.y + height <= PAGE.height - PAGE.margin) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  header(voucher: VoucherDetail): void {
    const { doc } = this;
    brandHeader(doc, this.y, { text: 'DKbono', size: 16, offset: 0 });
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(`Folio: ${voucher.folio}`, PAGE.margin, this.y + 20, { width: CONTENT_WIDTH, align: 'right' });
    this.y += 44;
    rule(doc, this.y, BRAND, 1.5);
    this.y += 12;
  }

  facts(pairs: [string, string][]): void {
    this.y = factGrid(this.doc, this.y, pairs, {
      perRow: 2,
      pitch: 30,
      labelSize: 8,
      valueSize: 11,
      valueHeight: 14,
      gutter: 10,
      after: 8,
    });
  }

  sectionTitle(title: string): void {
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

  signatures(customer: string, consultant: string): void {
    this.ensureSpace(80);
    const y = Math.max(this.y + 40, PAGE.height - PAGE.margin - 70);
    const width = 220;
    const right = PAGE.width - PAGE.margin - width;
    for (const [x, title, name] of [
      [PAGE.margin, 'Firma del cliente', customer],
      [right, 'Firma del consultor', consultant],
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

  footer(now: Date): void {
    footerLine(
      this.doc,
      this.y + 6,
      `Documento generado el ${formatDay(now.toISOString())} por Agroventas.`,
      {
        font: 'Helvetica',
        size: 7,
      },
    );
  }
}

function rowHeightFor(voucher: VoucherDetail): number {
  const rows = voucher.items.length + Math.max(1, voucher.payments.length) + 2;
  const fitting = Math.floor((PAGE.height - 2 * PAGE.margin - FIXED_HEIGHT) / rows);
  return Math.max(ROW_MIN, Math.min(ROW_MAX, fitting));
}

/** Renders the Dkbono; resolves with the whole file (a few kilobytes). */
export function renderVoucherPdf(voucher: VoucherDetail, options: VoucherPdfOptions = {}): Promise<Buffer> {
  const { doc, done } = openLetterPdf(
    { title: `DKbono ${voucher.folio}`, subject: 'DKbono' },
    options.compress,
  );

  const layout = new VoucherLayout(doc, rowHeightFor(voucher));
  layout.header(voucher);
  layout.facts([
    ['Cliente', voucher.customerName],
    ['Fecha', formatDay(voucher.createdAt)],
    ['Consultor', voucher.consultantName],
    ['Temporada', voucher.seasonName],
    ['Estado', VOUCHER_STATUS_LABELS[voucher.status]],
    ['Folio', voucher.folio],
  ]);
  layout.sectionTitle('Productos');
  layout.table(
    PRODUCT_COLUMNS,
    voucher.items.map((item) => [
      item.productCode,
      item.productName,
      String(item.quantity),
      formatPesos(item.basePrice),
      formatPesos(item.discount),
      formatPesos(item.total),
    ]),
  );
  layout.amounts([['Total', formatPesos(voucher.total)]]);
  layout.sectionTitle('Pagos');
  layout.table(
    PAYMENT_COLUMNS,
    voucher.payments.map((payment) => [
      formatDay(payment.date),
      PAYMENT_METHOD_LABELS[payment.method],
      payment.reference ?? '',
      formatPesos(payment.amount),
    ]),
  );
  if (voucher.payments.length === 0) layout.note('Sin pagos registrados.');
  layout.amounts([
    ['Pagado', formatPesos(voucher.paid)],
    ['Saldo', formatPesos(voucher.balance)],
  ]);
  if (voucher.notes) layout.paragraph('Notas', voucher.notes);
  layout.signatures(voucher.customerName, voucher.consultantName);
  layout.footer(options.now ?? new Date());
  doc.end();
  return done;
}
