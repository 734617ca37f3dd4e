import { describe, expect, it } from 'vitest';
import { ageOf, offlineStrings } from './strings.ts';

describe('how old the data on screen is', () => {
  const now = Date.UTC(2026, 10, 29, 12, 0);
  it('says it in minutes, hours or days', () => {
    expect(ageOf(now - 20_000, now)).toBe('hace un momento');
    expect(ageOf(now - 25 * 60_000, now)).toBe('hace 25 min');
    expect(ageOf(now - 130 * 60_000, now)).toBe('hace 2 h');
    expect(ageOf(now - 26 * 3600_000, now)).toBe('hace 1 día');
    expect(ageOf(now - 73 * 3600_000, now)).toBe('hace 3 días');
  });
  it('reads "Sin conexión · datos de hace 25 min"', () => {
    expect(offlineStrings.keptData(ageOf(now - 25 * 60_000, now))).toBe(
      'Sin conexión · datos de hace 25 min',
    );
  });
});
