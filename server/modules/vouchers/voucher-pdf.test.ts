import { describe, expect, it } from 'vitest';
import type { VoucherDetail } from '../../../domain/sales-schemas.ts';
import { expectTextShows, onePagePdfText, pdfPageCount, pdfText } from '../../files/test-support/pdf-text.ts';
import { renderVoucherPdf } from './voucher-pdf.ts';

const voucher: VoucherDetail = {
  id: 7,
  folio: 'DK-2026-000045',
  createdAt: '2026-03-02T18:30:00.000Z',
  clientId: 3,
  customerName: 'José Ángel Peña Ibáñez',
  seasonId: 2,
  seasonName: 'PV-2026',
  consultantId: 4,
  consultantName: 'Carlos Ramírez Ortega',
  total: 42000,
  paid: 15000.5,
  balance: 26999.5,
  status: 'PARTIAL',
  saleId: null,
  saleFolio: null,
  notes: 'Entrega en la bodega de Tepatitlán.',
  version: 3,
  seasonIsOpen: true,
  seasonStartDate: '2026-03-01',
  seasonEndDate: '2026-12-31',
  seasonIsVoucherOpen: true,
  items: [
    {
      id: 1,
      productId: 10,
      productCode: 'DK-4050',
      productName: 'Maíz híbrido DK-4050',
      quantity: 10,
      basePrice: 4300,
      discount: 1000,
      total: 42000,
    },
  ],
  payments: [
    { id: 1, date: '2026-03-05', amount: 10000, method: 'TRANSFERENCIA', reference: 'SPEI 123' },
    { id: 2, date: '2026-04-01', amount: 5000.5, method: 'DEPOSITO', reference: null },
  ],
};

describe('voucher PDF', () => {
  it('is a one-page PDF with the folio, parties, lines, payments and balance in Spanish', async () => {
    const pdf = await renderVoucherPdf(voucher, { now: new Date('2026-04-02T12:00:00Z') });
    const text = onePagePdfText(pdf);
    expectTextShows(text, [
      'Agroventas',
      'DKbono',
      'Folio: DK-2026-000045',
      'José Ángel Peña Ibáñez',
      'Carlos Ramírez Ortega',
      'PV-2026',
      'Pago parcial',
      'DK-4050',
      'Maíz híbrido DK-4050',
      '$4,300.00',
      '$1,000.00',
      '$42,000.00',
      '05/03/26',
      'Transferencia',
      'SPEI 123',
      'Depósito',
      '$5,000.50',
      'Saldo',
      '$26,999.50',
      'Firma del cliente',
      'Código',
      'Descuento',
    ]);
  });

  it('says so when nothing is paid yet', async () => {
    const pdf = await renderVoucherPdf({
      ...voucher,
      payments: [],
      paid: 0,
      balance: 42000,
      status: 'PENDING',
    });
    const text = pdfText(pdf);
    expect(text).toContain('Sin pagos registrados.');
    expect(text).toContain('Pendiente');
  });

  it('keeps a Dkbono with many lines and payments on one page', async () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ ...voucher.items[0]!, id: i + 1 }));
    const payments = Array.from({ length: 12 }, (_, i) => ({
      ...voucher.payments[0]!,
      id: i + 1,
      amount: 100,
    }));
    const pdf = await renderVoucherPdf({ ...voucher, items, payments });
    expect(pdfPageCount(pdf)).toBe(1);
  });

  const linkUrl = 'https://agroventas.example/b/7k2m9q4xza';

  it('prints the short link into the simulator with its QR code', async () => {
    const pdf = await renderVoucherPdf(voucher, { linkUrl, compress: false });
    const text = pdfText(pdf);
    expect(text).toContain('Simula tu rentabilidad con este DKbono (entra con tu clave de cliente):');
    expect(text).toContain(linkUrl);
    // The QR is a square image drawn on the page, as pdfkit embeds a PNG.
    const source = pdf.toString('latin1');
    expect(source).toMatch(/\/Subtype \/Image[^]*?\/Width (\d+)[^]*?\/Height \1\b/);
    expect(source).toMatch(/\/I\d+ Do/);
    expect(pdfPageCount(pdf)).toBe(1);
    // Without a link there is neither.
    const plain = await renderVoucherPdf(voucher, { compress: false });
    expect(plain.toString('latin1')).not.toContain('/Subtype /Image');
    expect(pdfText(plain)).not.toContain('/b/');
  });

  it('keeps a long Dkbono with its QR on one page', async () => {
    const items = Array.from({ length: 12 }, (_, i) => ({ ...voucher.items[0]!, id: i + 1 }));
    const payments = Array.from({ length: 12 }, (_, i) => ({ ...voucher.payments[0]!, id: i + 1 }));
    const pdf = await renderVoucherPdf({ ...voucher, items, payments }, { linkUrl });
    expect(pdfPageCount(pdf)).toBe(1);
  });
});
