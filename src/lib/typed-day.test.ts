import { describe, expect, it } from 'vitest';
import {
  DAY_FORMAT_MESSAGE,
  dayRangeMessage,
  fieldDay,
  isDayValue,
  readTypedDay,
  typedDayMessage,
} from './typed-day.ts';

describe('a typed day: forgiving and honest', () => {
  it('reads dd/mm/aa, dd/mm/aaaa and d/m/aaaa, with / - or . between', () => {
    expect(readTypedDay('03/02/26')).toEqual({ kind: 'day', day: '2026-02-03' });
    expect(readTypedDay('03/02/2026')).toEqual({ kind: 'day', day: '2026-02-03' });
    expect(readTypedDay('3/2/2026')).toEqual({ kind: 'day', day: '2026-02-03' });
    expect(readTypedDay(' 28-02-2027 ')).toEqual({ kind: 'day', day: '2027-02-28' });
    expect(readTypedDay('1.12.26')).toEqual({ kind: 'day', day: '2026-12-01' });
  });

  it('takes a two-digit year as 20aa', () => {
    expect(readTypedDay('01/01/00')).toEqual({ kind: 'day', day: '2000-01-01' });
    expect(readTypedDay('31/12/99')).toEqual({ kind: 'day', day: '2099-12-31' });
  });

  it('never changes a typed four-digit year: 1900 and 1990 stay and are out of range', () => {
    expect(readTypedDay('01/01/1900')).toEqual({ kind: 'out-of-range', day: '1900-01-01' });
    expect(readTypedDay('01/01/1990')).toEqual({ kind: 'out-of-range', day: '1990-01-01' });
    expect(readTypedDay('01/01/2100')).toEqual({ kind: 'out-of-range', day: '2100-01-01' });
    expect(readTypedDay('15/06/0099')).toEqual({ kind: 'out-of-range', day: '0099-06-15' });
  });

  it('judges a real day against the range it is given', () => {
    const range = { min: '2026-01-01', max: '2026-11-26' };
    expect(readTypedDay('26/11/26', range)).toEqual({ kind: 'day', day: '2026-11-26' });
    expect(readTypedDay('27/11/2026', range)).toEqual({ kind: 'out-of-range', day: '2026-11-27' });
    expect(readTypedDay('31/12/2025', range)).toEqual({ kind: 'out-of-range', day: '2025-12-31' });
  });

  it('refuses days that do not exist and text that is no day, instead of guessing', () => {
    for (const text of [
      '31/02/26',
      '29/02/2027',
      '12/13/26',
      '00/01/26',
      '2026-02-01',
      '1/1/202',
      'mañana',
      '010126',
    ])
      expect(readTypedDay(text), text).toEqual({ kind: 'unreadable' });
    expect(readTypedDay('29/02/2028')).toEqual({ kind: 'day', day: '2028-02-29' });
  });

  it('is empty when nothing but blanks is typed', () => {
    expect(readTypedDay('')).toEqual({ kind: 'empty' });
    expect(readTypedDay('   ')).toEqual({ kind: 'empty' });
  });

  it('shows a day as dd/mm/aaaa', () => {
    expect(fieldDay('2026-02-03')).toBe('03/02/2026');
    expect(fieldDay('1900-01-01')).toBe('01/01/1900');
  });

  it('tells the person what is wrong in the format the field shows, never AAAA-MM-DD', () => {
    const century = { min: '2000-01-01', max: '2099-12-31' };
    expect(typedDayMessage(readTypedDay('01/01/1900'), century)).toBe(
      'Escribe una fecha entre el 01/01/2000 y el 31/12/2099.',
    );
    expect(typedDayMessage(readTypedDay('31/02/26'), century)).toBe('Usa el formato dd/mm/aaaa.');
    expect(DAY_FORMAT_MESSAGE).not.toMatch(/AAAA-MM-DD/i);
    expect(typedDayMessage(readTypedDay('01/01/1990'), century, 'La fecha del pago debe estar…')).toBe(
      'La fecha del pago debe estar…',
    );
    expect(typedDayMessage(readTypedDay('01/01/26'), century)).toBeNull();
    expect(typedDayMessage(readTypedDay(''), century)).toBeNull();
    expect(dayRangeMessage({ min: '2026-11-26', max: '2026-11-26' })).toBe('Escribe la fecha 26/11/2026.');
  });

  it('knows a form value that is a day from text left unread', () => {
    expect(isDayValue('2026-02-03')).toBe(true);
    expect(isDayValue('2026-02-30')).toBe(false);
    expect(isDayValue('01/01/1900')).toBe(false);
    expect(isDayValue('')).toBe(false);
  });
});
