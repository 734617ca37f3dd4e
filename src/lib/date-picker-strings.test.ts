import { describe, expect, it } from 'vitest';
import { datePickerStrings, spanishDatePickerProps } from './date-picker-strings.ts';

describe('Spanish date picker (docs/requirements.md §9)', () => {
  it('starts weeks on Monday and names months and days in Spanish', () => {
    expect(spanishDatePickerProps.firstDayOfWeek).toBe(1);
    expect(datePickerStrings.months[0]).toBe('enero');
    expect(datePickerStrings.days[1]).toBe('lunes');
    expect(datePickerStrings.shortDays).toEqual(['D', 'L', 'M', 'M', 'J', 'V', 'S']);
    expect(datePickerStrings.goToToday).toBe('Ir a hoy');
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
