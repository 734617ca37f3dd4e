import { describe, expect, it } from 'vitest';
import { formatDate } from './format.ts';

describe('formatDate (docs/requirements.md §9: dd/mm/yy)', () => {
  it('writes a calendar date as the same day, whatever the time zone', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/26');
    expect(formatDate('2026-12-31')).toBe('31/12/26');
  });

  it('does not move a calendar date to the previous day west of UTC (Mexico)', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Mexico_City';
    try {
      expect(new Date('2026-03-05').getDate()).toBe(4); // what a naive parse would show
      expect(formatDate('2026-03-05')).toBe('05/03/26');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('writes Date values and timestamps in local time', () => {
    expect(formatDate(new Date(2027, 0, 9, 23, 59))).toBe('09/01/27');
    const local = new Date(2026, 6, 4, 10, 30);
    expect(formatDate(local.toISOString())).toBe('04/07/26');
  });

  it('gives an empty string for what is not a date', () => {
    expect(formatDate('mañana')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});
