import { describe, expect, it } from 'vitest';
import { formatPesos, formatWholePesos } from './money-format.ts';
import {
  extraYieldSentence,
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
    ).toBe('Cuesta $9,100.00 más que DK-2042: necesita rendir 0.19 t/ha más para pagar la diferencia.');
    expect(
      extraYieldSentence(
        { costDifference: -2800, marginDifference: 2800, extraYieldToPay: -0.05 },
        'DK-2042',
      ),
    ).toBe('Cuesta $2,800.00 menos que DK-2042: aun rindiendo 0.05 t/ha menos, gana lo mismo.');
    expect(
      extraYieldSentence({ costDifference: 0, marginDifference: 0, extraYieldToPay: 0 }, 'DK-2042'),
    ).toBe('Cuesta lo mismo que DK-2042.');
    expect(
      extraYieldSentence({ costDifference: 500, marginDifference: -500, extraYieldToPay: null }, 'DK-2042'),
    ).toBe('Sin precio por tonelada no se puede comparar el rendimiento.');
  });
});
