// The printable Dkbono (docs/design.md §11): one Letter page in Spanish with the folio, parties,
// products, payments, balance, the QR and short link into the farmer simulator and signature lines.
// The body is files/record-pdf.ts, shared with the sale's PDF; no font file ships with the server.
import { PAYMENT_METHOD_LABELS, VOUCHER_STATUS_LABELS } from '../../../domain/sales.ts';
import type { VoucherDetail } from '../../../domain/sales-schemas.ts';
import { formatPesos } from '../../../domain/money-format.ts';
import { formatDay } from '../../files/format.ts';
import { QR_SIZE, RecordLayout, qrPng, rowHeightFor, type Column } from '../../files/record-pdf.ts';
import type { PdfOptions } from '../../files/pdf-layout.ts';

export interface VoucherPdfOptions extends PdfOptions {
  /** The Dkbono's short link (`<PUBLIC_URL>/b/<code>`), printed with its QR code. */
  linkUrl?: string;
}

/** Height of everything but the two tables' rows (the QR block included when there is one). */
const FIXED_HEIGHT = 470;
/** What the QR adds: the facts grid grows to its height, and its link line. */
const QR_BLOCK_HEIGHT = QR_SIZE - 98 + 16;

/** Where the QR leads; the farmer signs in there with the client key. */
const QR_CAPTION = 'Simula tu rentabilidad con este DKbono (entra con tu clave de cliente):';

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

/** Renders the Dkbono; resolves with the whole file (a few kilobytes). */
export async function renderVoucherPdf(
  voucher: VoucherDetail,
  options: VoucherPdfOptions = {},
): Promise<Buffer> {
  const { linkUrl } = options;
  const rows = voucher.items.length + Math.max(1, voucher.payments.length) + 2;
  const fixed = FIXED_HEIGHT + (linkUrl ? QR_BLOCK_HEIGHT : 0);
  const qr = linkUrl ? await qrPng(linkUrl) : null;
  const layout = new RecordLayout(
    { title: `DKbono ${voucher.folio}`, subject: 'DKbono' },
    rowHeightFor(rows, fixed),
    options,
  );
  layout.header('DKbono', voucher.folio);
  layout.facts(
    [
      ['Cliente', voucher.customerName],
      ['Fecha', formatDay(voucher.createdAt)],
      ['Consultor', voucher.consultantName],
      ['Temporada', voucher.seasonName],
      ['Estado', VOUCHER_STATUS_LABELS[voucher.status]],
      ['Folio', voucher.folio],
    ],
    qr && linkUrl ? { png: qr, url: linkUrl, caption: QR_CAPTION } : undefined,
  );
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
  layout.signatures(
    ['Firma del cliente', voucher.customerName],
    ['Firma del consultor', voucher.consultantName],
  );
  return layout.finish(options.now);
}
