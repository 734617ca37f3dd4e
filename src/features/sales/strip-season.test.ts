// The strip follows the list's season filter, and sums every season when the list shows them all.
import { describe, expect, it } from 'vitest';
import { currentSeasonOf, type Season } from '../../../domain/catalog.ts';
import { stripSeasonOf } from './strip-season.ts';

const season = (id: number, startDate: string, isOpen: boolean, endDate = '2099-12-31'): Season => ({
  id,
  name: `T-${id}`,
  startDate,
  endDate,
  isOpen,
  isVoucherOpen: false,
});
const seasons = [
  season(1, '2025-01-01', false),
  season(2, '2026-01-01', true),
  season(3, '2026-06-01', false),
  season(4, '2027-01-01', true),
];

describe('stripSeasonOf', () => {
  it('shows the season the list is filtered on, open or not', () => {
    expect(stripSeasonOf(seasons, 1)?.id).toBe(1);
    expect(stripSeasonOf(seasons, 99)).toBeUndefined();
  });

  it('without a season filter, sums every season (the list shows them all)', () => {
    expect(stripSeasonOf(seasons, undefined)).toBeNull();
  });
});

describe('currentSeasonOf (the season "Resumen de temporada" opens on)', () => {
  it('is the season open for sales that spans today, not a future one', () => {
    expect(currentSeasonOf(seasons, '2026-07-01')?.id).toBe(2);
    const ended = season(5, '2026-03-01', true, '2026-05-31');
    expect(currentSeasonOf([...seasons, ended], '2026-07-01')?.id).toBe(2);
  });

  it('falls back to the latest started season, and to none before any starts', () => {
    expect(currentSeasonOf([seasons[0] as Season, seasons[2] as Season], '2026-07-01')?.id).toBe(3);
    expect(currentSeasonOf(seasons, '2024-01-01')).toBeUndefined();
  });
});
