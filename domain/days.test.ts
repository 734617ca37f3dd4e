import { describe, expect, it } from 'vitest';
import {
  dayRangeText,
  isDayWithin,
  paymentDayRange,
  saleDayRange,
  saleDayRefusal,
  shortDay,
} from './days.ts';

const season = { name: 'PV26', startDate: '2026-09-26', endDate: '2026-12-31' };

describe('day ranges', () => {
  it('lets a sale fall from its season start to the earlier of its end and today', () => {
    const range = saleDayRange(season, '2026-11-25');
    expect(isDayWithin('2026-09-26', range)).toBe(true);
    expect(isDayWithin('2026-11-25', range)).toBe(true);
    expect(isDayWithin('2026-09-25', range)).toBe(false);
    expect(isDayWithin('2026-11-26', range)).toBe(false);
    expect(isDayWithin('0001-01-01', range)).toBe(false);
    expect(dayRangeText(range)).toBe('entre el 26/09/26 y el 25/11/26');
    // A season that has ended: its end, not today, closes the range.
    expect(saleDayRange({ ...season, endDate: '2026-10-31' }, '2026-11-25')).toEqual({
      min: '2026-09-26',
      max: '2026-10-31',
    });
  });

  it('names why a sale day is refused: before the start, after the end, ahead of today', () => {
    const ended = { ...season, endDate: '2026-10-31' };
    expect(saleDayRefusal('2026-10-31', ended, '2026-11-25')).toBeNull();
    expect(saleDayRefusal('2026-11-01', ended, '2026-11-25')).toEqual({
      message: 'La fecha de la venta no puede ser posterior al fin de la temporada PV26 (31/10/26).',
      field: 'Elige una fecha entre el 26/09/26 y el 31/10/26.',
    });
    // Without a day the sale is today's, which an ended season no longer takes.
    expect(saleDayRefusal(undefined, ended, '2026-11-25')?.field).toBe(
      'Elige una fecha entre el 26/09/26 y el 31/10/26.',
    );
    expect(saleDayRefusal('2026-09-25', season, '2026-11-25')?.message).toMatch(/anterior al inicio/);
    expect(saleDayRefusal('2026-11-26', season, '2026-11-25')?.message).toMatch(/posterior a hoy/);
  });

  it("lets a payment fall from its DKbono's creation day to the earlier of its season's end and today", () => {
    expect(paymentDayRange('2026-08-10', '2026-12-31', '2026-11-25')).toEqual({
      min: '2026-08-10',
      max: '2026-11-25',
    });
    expect(paymentDayRange('2026-08-10', '2026-10-31', '2026-11-25')).toEqual({
      min: '2026-08-10',
      max: '2026-10-31',
    });
    const range = paymentDayRange('2026-08-10', '2026-12-31', '2026-11-25');
    expect(isDayWithin('2026-08-09', range)).toBe(false);
    expect(isDayWithin('9999-12-31', range)).toBe(false);
    expect(isDayWithin('0001-01-01', range)).toBe(false);
  });

  it('writes days as dd/mm/yy and a one-day range as that day', () => {
    expect(shortDay('2026-01-05')).toBe('05/01/26');
    expect(dayRangeText({ min: '2026-11-25', max: '2026-11-25' })).toBe('el 25/11/26');
  });
});
