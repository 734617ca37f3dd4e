// The farmer's receipt of a Dkbono payment as a PDF: what the public page shows,
// on one Letter page with the record PDFs' furniture (files/record-pdf.ts). Only a valid receipt
// is printed; a voided one has no PDF.
import { formatPesos } from '../../../domain/money-format.ts';
import type { PaymentReceipt } from '../../../domain/payment-receipts.ts';
import { PAYMENT_METHOD_LABELS } from '../../../domain/sales.ts';
import { formatDay } from '../../files/format.ts';
import type { PdfOptions } from '../../files/pdf-layout.ts';
import { RecordLayout } from '../../files/record-pdf.ts';

export function renderReceiptPdf(
  receipt: PaymentReceipt & { paid: number; balance: number },
  options: PdfOptions & { url: string },
): Promise<Buffer> {
  const layout = new RecordLayout(
    { title: `Recibo de pago · DKbono ${receipt.folio}`, subject: 'Recibo de pago' },
    18,
    options,
  );
  layout.header('Recibo de pago', receipt.folio);
  layout.facts([
    ['Emite', receipt.company],
    ['Recibimos de', receipt.customerName],
    ['DKbono', receipt.folio],
    ['Fecha del pago', formatDay(receipt.payment.date)],
    ['Forma de pago', PAYMENT_METHOD_LABELS[receipt.payment.method]],
    ['Monto recibido', formatPesos(receipt.payment.amount)],
  ]);
  layout.amounts([
    ['Monto de este pago', formatPesos(receipt.payment.amount)],
    ['Total pagado del DKbono', formatPesos(receipt.paid)],
    ['Saldo pendiente', formatPesos(receipt.balance)],
  ]);
  layout.paragraph('Consulta este recibo en línea', options.url);
  return layout.finish(options.now);
}
