import { describe, expect, it } from 'vitest';
import { datePickerStrings, parseSpanishDate, spanishDatePickerProps } from './date-picker-strings.ts';

describe('Spanish date picker (docs/requirements.md §9)', () => {
  it('starts weeks on Monday and names months and days in Spanish', () => {
    expect(spanishDatePickerProps.firstDayOfWeek).toBe(1);
    expect(datePickerStrings.months[0]).toBe('enero');
    expect(datePickerStrings.days[1]).toBe('lunes');
    expect(datePickerStrings.shortDays).toEqual(['D', 'L', 'M', 'M', 'J', 'V', 'S']);
    expect(datePickerStrings.goToToday).toBe('Ir a hoy');
  });

  it('shows the chosen date as dd/mm/yy', () => {
    expect(spanishDatePickerProps.formatDate(new Date(2026, 1, 3))).toBe('03/02/26');
    expect(spanishDatePickerProps.formatDate(undefined)).toBe('');
  });

  it('reads dd/mm/yy and dd/mm/yyyy as typed by the user', () => {
    expect(parseSpanishDate('3/2/26')).toEqual(new Date(2026, 1, 3));
    expect(parseSpanishDate(' 28/02/2027 ')).toEqual(new Date(2027, 1, 28));
    expect(parseSpanishDate('01-12-26')).toEqual(new Date(2026, 11, 1));
  });

  it('refuses days that do not exist and other text', () => {
    expect(parseSpanishDate('31/02/26')).toBeNull();
    expect(parseSpanishDate('12/13/26')).toBeNull();
    expect(parseSpanishDate('2026-02-01')).toBeNull();
    expect(parseSpanishDate('')).toBeNull();
  });

  it('labels the calendar header in Spanish', () => {
    const { dateTimeFormatter } = spanishDatePickerProps;
    expect(dateTimeFormatter.formatMonthYear(new Date(2026, 8, 1), datePickerStrings)).toBe(
      'septiembre de 2026',
    );
    expect(dateTimeFormatter.formatMonthDayYear(new Date(2026, 8, 16), datePickerStrings)).toBe(
      '16 de septiembre de 2026',
    );
  });
});
