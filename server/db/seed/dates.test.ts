import { describe, expect, it } from 'vitest';
import { addDays, cycleName, nextCycleName } from './dates.ts';
import { planSeasons } from './seasons.ts';

describe('cycle names', () => {
  it('names April to September as spring-summer of that year', () => {
    expect(cycleName(new Date('2026-04-01T00:00:00Z'))).toBe('PV-2026');
    expect(cycleName(new Date('2026-09-30T00:00:00Z'))).toBe('PV-2026');
  });

  it('names October to March as autumn-winter of both years', () => {
    expect(cycleName(new Date('2026-10-01T00:00:00Z'))).toBe('OI-2026-2027');
    expect(cycleName(new Date('2027-03-31T00:00:00Z'))).toBe('OI-2026-2027');
  });

  it('follows a cycle with the next one', () => {
    expect(nextCycleName('PV-2026')).toBe('OI-2026-2027');
    expect(nextCycleName('OI-2026-2027')).toBe('PV-2027');
  });
});

describe('demo seasons', () => {
  it('gives three distinct names in order, whatever day of the year the seed runs', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    for (let day = 0; day < 366; day++) {
      const today = addDays(first, day);
      const { past, open, future } = planSeasons(today);
      expect(new Set([past.name, open.name, future.name]).size, today.toISOString()).toBe(3);
      expect(past.end < today && open.start < today && today < open.end && today < future.start).toBe(true);
    }
  });

  it('opens the current season for sales and Dkbonos, the next only for Dkbonos, and closes the past one', () => {
    const { past, open, future } = planSeasons(new Date('2026-11-21T00:00:00Z'));
    expect([past.isOpen, past.isVoucherOpen]).toEqual([false, false]);
    expect([open.isOpen, open.isVoucherOpen]).toEqual([true, true]);
    expect([future.isOpen, future.isVoucherOpen]).toEqual([false, true]);
    expect([past.name, open.name, future.name]).toEqual(['OI-2025-2026', 'OI-2026-2027', 'PV-2027']);
  });
});
