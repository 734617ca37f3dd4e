import { describe, expect, it } from 'vitest';
import { formatPesos, formatWholePesos } from './money-format.ts';
import {
  bestHybridSentence,
  extraYieldSentence,
  formatExtraYieldToPay,
  formatPricePerTon,
  formatRoi,
  formatTonnes,
  formatYield,
} from './simulator-format.ts';

describe('simulator figures in Spanish', () => {
  it('reads money, tonnes, yields and ROI the es-MX way', () => {
    expect(formatPesos(258000)).toBe('$258,000.00');
    expect(formatPesos(-42000)).toBe('-$42,000.00');
    expect(formatWholePesos(47600.4)).toBe('$47,600');
    expect(formatTonnes(26.375)).toBe('26.375 t');
    expect(formatYield(4.84)).toBe('4.84 t/ha');
    expect(formatPricePerTon(2420)).toBe('$2,420.00/t');
    expect(formatRoi(1.0661)).toBe('106.6 %');
    expect(formatRoi(-0.1736)).toBe('-17.4 %');
  });

  it('shows a dash, never NaN, for what cannot be computed', () => {
    for (const format of [
      formatPesos,
      formatWholePesos,
      formatTonnes,
      formatYield,
      formatPricePerTon,
      formatRoi,
    ]) {
      expect(format(null)).toBe('—');
    }
  });

  it('says what the extra yield of a dearer or cheaper hybrid means', () => {
    expect(
      extraYieldSentence({ costDifference: 9100, marginDifference: -9100, extraYieldToPay: 0.19 }, 'DK-2042'),
    ).toBe('Cuesta $9,100.00 más que DK-2042: se paga solo si rinde al menos 0.19 t/ha más.');
    expect(
      extraYieldSentence(
        { costDifference: -2800, marginDifference: 2800, extraYieldToPay: -0.05 },
        'DK-2042',
      ),
    ).toBe(
      'Cuesta $2,800.00 menos que DK-2042, así que no necesita rendir más: aun rindiendo 0.05 t/ha menos, gana lo mismo.',
    );
    expect(
      extraYieldSentence({ costDifference: 0, marginDifference: 0, extraYieldToPay: 0 }, 'DK-2042'),
    ).toBe('Cuesta lo mismo que DK-2042.');
    expect(
      extraYieldSentence({ costDifference: 500, marginDifference: -500, extraYieldToPay: null }, 'DK-2042'),
    ).toBe('Sin precio por tonelada no se puede comparar el rendimiento.');
  });

  it('never shows a negative extra yield: a cheaper hybrid needs none', () => {
    expect(
      formatExtraYieldToPay({ costDifference: 9100, marginDifference: -9100, extraYieldToPay: 0.19 }),
    ).toBe('0.19 t/ha');
    expect(
      formatExtraYieldToPay({ costDifference: -2800, marginDifference: 2800, extraYieldToPay: -0.07 }),
    ).toBe('No necesita');
    expect(
      formatExtraYieldToPay({ costDifference: 500, marginDifference: -500, extraYieldToPay: null }),
    ).toBe('—');
  });

  it('names the hybrid that earns most and by how much over the next', () => {
    expect(
      bestHybridSentence([
        { name: 'DK-2042', margin: 252400 },
        { name: 'DK-2069', margin: 261750 },
        { name: 'DK-4018', margin: 243300 },
      ]),
    ).toBe('Con tus datos conviene DK-2069: gana $9,350.00 más que DK-2042.');
    expect(
      bestHybridSentence([
        { name: 'A', margin: 10 },
        { name: 'B', margin: 10 },
      ]),
    ).toBe('Con tus datos, A y B ganan lo mismo.');
    expect(bestHybridSentence([{ name: 'A', margin: 10 }])).toBeNull();
  });
});
