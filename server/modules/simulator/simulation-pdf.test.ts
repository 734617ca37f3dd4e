import { describe, expect, it } from 'vitest';
import type { SimulationDetail } from '../../../domain/simulator-schemas.ts';
import { simulateScenarios, type SimulationInput } from '../../../domain/simulator.ts';
import { expectTextShows, onePagePdfText, pdfText } from '../../files/test-support/pdf-text.ts';
import { renderSimulationPdf } from './simulation-pdf.ts';
import { WORKED_EXAMPLE } from '../../../domain/simulator-worked-example.ts';

const base: SimulationInput & { voucherCredit: number } = { ...WORKED_EXAMPLE, voucherCredit: 0 };

function detailOf(inputs: (typeof base)[], labels: (string | null)[]): SimulationDetail {
  const computed = simulateScenarios(inputs);
  return {
    id: 12,
    name: 'Propuesta PV-2026',
    createdAt: '2026-03-02T18:30:00.000Z',
    clientId: 3,
    clientName: 'José Ángel Peña Ibáñez',
    createdByName: 'Juan Pérez Hernández',
    productionKind: 'GRAIN',
    hectares: 10,
    scenarioCount: inputs.length,
    margin: computed[0]?.result.margin ?? 0,
    roi: computed[0]?.result.roi ?? null,
    scenarios: computed.map((scenario, i) => ({
      label: labels[i] ?? null,
      productId: null,
      input: inputs[i] ?? base,
      ...scenario,
    })),
  };
}

describe('simulation PDF', () => {
  it('prints one page with the customer, each scenario and the comparison in Spanish', async () => {
    const pdf = await renderSimulationPdf(
      detailOf(
        [base, { ...base, pricePerBag: 3_650 }, { ...base, pricePerBag: 2_800 }],
        ['DK-2042', 'DK-4018', null],
      ),
      { compress: false, now: new Date('2026-03-03T12:00:00Z') },
    );
    const text = onePagePdfText(pdf);
    expectTextShows(text, [
      'Simulación de rentabilidad',
      'Propuesta PV-2026',
      'José Ángel Peña Ibáñez',
      'Juan Pérez Hernández',
      '02/03/26',
      'Grano',
      'DK-2042',
      'DK-4018',
      'Escenario 3',
      '$42,000.00',
      '$258,000.00',
      '106.6 %',
      '4.84 t/ha',
      '$2,420.00/t',
      'Comparación contra DK-2042',
      '0.19 t/ha',
      'se paga solo si rinde al menos 0.19 t/ha más',
      'Generado el 03/03/26',
    ]);
  });

  it('prints a single scenario without a comparison and dashes what cannot be computed', async () => {
    const text = pdfText(
      await renderSimulationPdf(detailOf([{ ...base, yieldPerHa: 0 }], [null]), { compress: false }),
    );
    expect(text).toContain('Escenario 1');
    // The dash of a figure that cannot be computed is WinAnsi 0x97, read back as Latin-1.
    expect(text).toContain('\u0097');
    expect(text).not.toContain('Comparación');
  });
});
