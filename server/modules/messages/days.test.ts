import { describe, expect, it } from 'vitest';
import { mexicoCityDay } from '../../../domain/days.ts';
import { endOfMexicoCityDay, startOfMexicoCityDay } from './days.ts';

describe('Mexico City days of a message', () => {
  it('starts a day at local midnight (UTC−6) and ends it a millisecond before the next', () => {
    expect(startOfMexicoCityDay('2026-03-15').toISOString()).toBe('2026-03-15T06:00:00.000Z');
    expect(endOfMexicoCityDay('2026-03-15').toISOString()).toBe('2026-03-16T05:59:59.999Z');
    expect(endOfMexicoCityDay('2026-12-31').toISOString()).toBe('2027-01-01T05:59:59.999Z');
  });

  it('reads both ends back as the same days', () => {
    for (const day of ['2026-01-01', '2026-02-28', '2026-06-30', '2026-12-31']) {
      expect(mexicoCityDay(startOfMexicoCityDay(day))).toBe(day);
      expect(mexicoCityDay(endOfMexicoCityDay(day))).toBe(day);
    }
  });

  it('follows the summer time Mexico City still had in 2022', () => {
    expect(startOfMexicoCityDay('2022-07-01').toISOString()).toBe('2022-07-01T05:00:00.000Z');
  });
});
