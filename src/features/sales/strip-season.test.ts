// The strip follows the list's season filter, and otherwise the season sales are made in now.
import { describe, expect, it } from 'vitest';
import type { Season } from '../../../domain/catalog.ts';
import { stripSeasonOf } from './strip-season.ts';

const season = (id: number, startDate: string, isOpen: boolean): Season => ({
  id,
  name: `T-${id}`,
  startDate,
  endDate: '2099-12-31',
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
    expect(stripSeasonOf(seasons, 1, '2026-07-01')?.id).toBe(1);
    expect(stripSeasonOf(seasons, 99, '2026-07-01')).toBeUndefined();
  });

  it('without a filter, shows the latest started season open for sales, not a future one', () => {
    expect(stripSeasonOf(seasons, undefined, '2026-07-01')?.id).toBe(2);
  });

  it('falls back to the latest started season, and to none before any starts', () => {
    expect(stripSeasonOf([seasons[0] as Season, seasons[2] as Season], undefined, '2026-07-01')?.id).toBe(3);
    expect(stripSeasonOf(seasons, undefined, '2024-01-01')).toBeUndefined();
  });
});
