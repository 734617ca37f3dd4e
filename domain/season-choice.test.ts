import { describe, expect, it } from 'vitest';
import { chooseSeason } from './season-choice.ts';

const past = { name: 'PV-2026', startDate: '2026-03-01', endDate: '2026-08-31' };
const current = { name: 'OI-2026-2027', startDate: '2026-09-27', endDate: '2027-03-26' };
const next = { name: 'PV-2027', startDate: '2027-03-06', endDate: '2027-09-02' };
const later = { name: 'OI-2027-2028', startDate: '2027-09-27', endDate: '2028-03-26' };
const today = '2026-11-26';
const names = (seasons: { name: string }[]) => seasons.map((season) => season.name);

describe('the season a form starts in', () => {
  it('lists the current season first, then the upcoming ones soonest first, then the past ones', () => {
    const { ordered } = chooseSeason([later, past, next, current], today, 'voucher');
    expect(names(ordered)).toEqual(['OI-2026-2027', 'PV-2027', 'OI-2027-2028', 'PV-2026']);
  });

  it('preselects the season whose dates include today, for a sale and for a Dkbono', () => {
    expect(chooseSeason([next, current], today, 'sale').preselected).toBe(current);
    expect(chooseSeason([next, current], today, 'voucher').preselected).toBe(current);
    // Its first and last day count as inside it.
    expect(chooseSeason([current], '2026-09-27', 'sale').preselected).toBe(current);
    expect(chooseSeason([current], '2027-03-26', 'sale').preselected).toBe(current);
  });

  it('preselects the next season for a Dkbono when none runs today, but nothing for a sale', () => {
    expect(chooseSeason([later, next, past], today, 'voucher').preselected).toBe(next);
    expect(chooseSeason([past, next], today, 'sale').preselected).toBeUndefined();
    expect(chooseSeason([past], today, 'voucher').preselected).toBeUndefined();
    expect(chooseSeason([], today, 'voucher')).toEqual({ ordered: [], preselected: undefined });
  });

  it('takes the latest started of two seasons that overlap today', () => {
    const overlapping = { name: 'Extra', startDate: '2026-11-01', endDate: '2026-12-31' };
    expect(chooseSeason([current, overlapping], today, 'sale').preselected).toBe(overlapping);
  });

  it('puts a season without dates (a stored record closed since) last', () => {
    const stored = { name: 'Vieja', startDate: '', endDate: '' };
    expect(names(chooseSeason([stored, next, current], today, 'voucher').ordered)).toEqual([
      'OI-2026-2027',
      'PV-2027',
      'Vieja',
    ]);
  });
});
