import { describe, expect, it } from 'vitest';
import { exactTime, timeAgo } from './when.ts';

describe('how old a notification reads', () => {
  const now = new Date('2026-03-15T18:00:00.000Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says it in words while it is recent', () => {
    expect(timeAgo(before(20_000), now)).toBe('justo ahora');
    expect(timeAgo(before(5 * 60_000), now)).toBe('hace 5 minutos');
    expect(timeAgo(before(3 * 3_600_000), now)).toBe('hace 3 horas');
    expect(timeAgo(before(24 * 3_600_000), now)).toBe('ayer');
    expect(timeAgo(before(3 * 24 * 3_600_000), now)).toBe('hace 3 días');
  });

  it('gives the date after a week, and nothing for a bad value', () => {
    expect(timeAgo('2026-03-01T18:00:00.000Z', now)).toMatch(/^0[12]\/03\/26$/);
    expect(timeAgo('no es fecha', now)).toBe('');
    expect(exactTime('no es fecha')).toBe('');
    expect(exactTime('2026-03-01T18:05:00.000Z')).toMatch(/^0[12]\/03\/26 \d{2}:05$/);
  });
});
