import { describe, expect, it } from 'vitest';
import { dayRangeText, isDayWithin, paymentDayRange, saleDayRange, shortDay } from './days.ts';

describe('day ranges', () => {
  it('lets a sale fall from its season start to today', () => {
    const range = saleDayRange('2026-09-26', '2026-11-25');
    expect(isDayWithin('2026-09-26', range)).toBe(true);
    expect(isDayWithin('2026-11-25', range)).toBe(true);
    expect(isDayWithin('2026-09-25', range)).toBe(false);
    expect(isDayWithin('2026-11-26', range)).toBe(false);
    expect(isDayWithin('0001-01-01', range)).toBe(false);
    expect(dayRangeText(range)).toBe('entre el 26/09/26 y el 25/11/26');
  });

  it('lets a payment fall from a year before its season starts to today', () => {
    expect(paymentDayRange('2026-09-26', '2026-11-25')).toEqual({ min: '2025-09-26', max: '2026-11-25' });
    // A season that starts later than today: a year before today.
    expect(paymentDayRange('2027-03-01', '2026-11-25')).toEqual({ min: '2025-11-25', max: '2026-11-25' });
    expect(paymentDayRange('2028-02-29', '2029-01-10').min).toBe('2027-02-28');
    expect(paymentDayRange('2000-06-01', '2026-11-25').min).toBe('2000-01-01');
    const range = paymentDayRange('2026-09-26', '2026-11-25');
    expect(isDayWithin('9999-12-31', range)).toBe(false);
    expect(isDayWithin('0001-01-01', range)).toBe(false);
  });

  it('writes days as dd/mm/yy and a one-day range as that day', () => {
    expect(shortDay('2026-01-05')).toBe('05/01/26');
    expect(dayRangeText({ min: '2026-11-25', max: '2026-11-25' })).toBe('el 25/11/26');
  });
});
