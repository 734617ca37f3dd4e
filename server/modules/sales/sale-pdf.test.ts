import { describe, expect, it } from 'vitest';
import type { SaleDetail } from '../../../domain/sales-schemas.ts';
import { expectTextShows, onePagePdfText, pdfPageCount, pdfText } from '../../files/test-support/pdf-text.ts';
import { renderSalePdf } from './sale-pdf.ts';

const sale: SaleDetail = {
  id: 9,
  folio: 'V-2026-000123',
  saleDate: '2026-03-14',
  clientId: 3,
  customerName: 'María Fernanda Núñez Ávila',
  seasonId: 2,
  seasonName: 'PV-2026',
  consultantId: 4,
  consultantName: 'Carlos Ramírez Ortega',
  total: 84600,
  status: 'ACTIVE',
  voucherId: 7,
  voucherFolio: 'DK-2026-000045',
  notes: 'Entrega en Arandas.',
  version: 2,
  seasonIsOpen: true,
  items: [
    {
      id: 1,
      productId: 10,
      productCode: 'DK-4050',
      productName: 'Maíz híbrido DK-4050',
      quantity: 20,
      basePrice: 4300,
      discount: 1400,
      total: 84600,
      hectares: 12.5,
      productYield: 11,
      investment: 84600,
    },
  ],
};

describe('sale PDF', () => {
  it('is a one-page PDF with the folio, parties, redeemed Dkbono, lines and total in Spanish', async () => {
    const pdf = await renderSalePdf(sale, { now: new Date('2026-03-15T12:00:00Z') });
    const text = onePagePdfText(pdf);
    expectTextShows(text, [
      'Agroventas',
      'Venta',
      'Folio: V-2026-000123',
      'María Fernanda Núñez Ávila',
      'Carlos Ramírez Ortega',
      'PV-2026',
      'Activa',
      '14/03/26',
      'DK-2026-000045',
      'Maíz híbrido DK-4050',
      'Hectáreas',
      '12.5',
      '$4,300.00',
      '$1,400.00',
      '$84,600.00',
      'Entrega en Arandas.',
      'Firma del cliente',
      'Documento generado el 15/03/26 por Agroventas.',
    ]);
  });

  it('says when no Dkbono was redeemed, and repeats the table header when the lines run onto a second page', async () => {
    const items = Array.from({ length: 50 }, (_, i) => ({ ...sale.items[0]!, id: i + 1 }));
    const pdf = await renderSalePdf({ ...sale, voucherId: null, voucherFolio: null, items });
    expect(pdfPageCount(pdf)).toBe(2);
    const text = pdfText(pdf);
    expect(text).toContain('Ninguno');
    expect(text.split('\n').filter((line) => line === 'Descuento')).toHaveLength(2);
  });
});
