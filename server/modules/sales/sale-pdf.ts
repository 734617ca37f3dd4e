// The printable sale ("Print any record"): one Letter page in Spanish like the Dkbono's,
// with the folio, parties, the Dkbono it redeemed, products with hectares, the total, notes and
// signature lines. The body is files/record-pdf.ts, shared with the Dkbono's PDF.
import { SALE_STATUS_LABELS } from '../../../domain/sales.ts';
import type { SaleDetail } from '../../../domain/sales-schemas.ts';
import { formatPesos } from '../../../domain/money-format.ts';
import { formatDay } from '../../files/format.ts';
import type { PdfOptions } from '../../files/pdf-layout.ts';
import { RecordLayout, rowHeightFor, type Column } from '../../files/record-pdf.ts';

/** Height of everything but the product rows. */
const FIXED_HEIGHT = 400;

const PRODUCT_COLUMNS: Column[] = [
  { title: 'Código', width: 62, align: 'left' },
  { title: 'Producto', width: 150, align: 'left' },
  { title: 'Bolsas', width: 45, align: 'right' },
  { title: 'Hectáreas', width: 55, align: 'right' },
  { title: 'Precio', width: 72, align: 'right' },
  { title: 'Descuento', width: 70, align: 'right' },
  { title: 'Total', width: 78, align: 'right' },
];

const hectares = (value: number | null) =>
  value === null ? '—' : value.toLocaleString('es-MX', { maximumFractionDigits: 2 });

/** Renders the sale; resolves with the whole file (a few kilobytes). */
export function renderSalePdf(sale: SaleDetail, options: PdfOptions = {}): Promise<Buffer> {
  const layout = new RecordLayout(
    { title: `Venta ${sale.folio}`, subject: 'Venta' },
    rowHeightFor(sale.items.length + 1, FIXED_HEIGHT),
    options,
  );
  layout.header('Venta', sale.folio);
  layout.facts([
    ['Cliente', sale.customerName],
    ['Fecha', formatDay(sale.saleDate)],
    ['Consultor', sale.consultantName],
    ['Temporada', sale.seasonName],
    ['Estado', SALE_STATUS_LABELS[sale.status]],
    ['DKbono canjeado', sale.voucherFolio ?? 'Ninguno'],
  ]);
  layout.sectionTitle('Productos');
  layout.table(
    PRODUCT_COLUMNS,
    sale.items.map((item) => [
      item.productCode,
      item.productName,
      String(item.quantity),
      hectares(item.hectares),
      formatPesos(item.basePrice),
      formatPesos(item.discount),
      formatPesos(item.total),
    ]),
  );
  layout.amounts([['Total', formatPesos(sale.total)]]);
  if (sale.notes) layout.paragraph('Notas', sale.notes);
  layout.signatures(['Firma del cliente', sale.customerName], ['Firma del consultor', sale.consultantName]);
  return layout.finish(options.now);
}
