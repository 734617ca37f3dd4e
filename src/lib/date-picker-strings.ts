// Spanish for Fluent's date picker (docs/requirements.md §9: dd/mm/yy, weeks from Monday, Spanish component texts).
// Forms spread `spanishDatePickerProps` onto <DatePicker>.
import type { CalendarStrings, DatePickerProps } from '@fluentui/react-datepicker-compat';
import { formatDate } from './format.ts';

type DateFormatting = NonNullable<DatePickerProps['dateTimeFormatter']>;
type DatePickerErrorType = 'invalid-input' | 'out-of-bounds' | 'required-input';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

export const datePickerStrings: CalendarStrings = {
  months: MONTHS,
  shortMonths: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  // Fluent indexes days from Sunday (0); firstDayOfWeek below puts Monday first on screen.
  days: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  shortDays: ['D', 'L', 'M', 'M', 'J', 'V', 'S'],
  goToToday: 'Ir a hoy',
  prevMonthAriaLabel: 'Mes anterior',
  nextMonthAriaLabel: 'Mes siguiente',
  prevYearAriaLabel: 'Año anterior',
  nextYearAriaLabel: 'Año siguiente',
  prevYearRangeAriaLabel: 'Años anteriores',
  nextYearRangeAriaLabel: 'Años siguientes',
  monthPickerHeaderAriaLabel: '{0}, selecciona para cambiar el año',
  yearPickerHeaderAriaLabel: '{0}, selecciona para cambiar el mes',
  closeButtonAriaLabel: 'Cerrar el calendario',
  weekNumberFormatString: 'Semana {0}',
  selectedDateFormatString: 'Fecha seleccionada {0}',
  todayDateFormatString: 'Hoy es {0}',
  dayMarkedAriaLabel: 'marcado',
};

export const datePickerErrorStrings: Record<DatePickerErrorType, string> = {
  'invalid-input': 'La fecha no es válida. Escríbela como dd/mm/aa.',
  'out-of-bounds': 'La fecha está fuera del rango permitido.',
  'required-input': 'La fecha es obligatoria.',
};

/**
 * What to tell the user about text typed into a picker that it did not take: outside the offered
 * days, `outOfRange` (which names them); unreadable, how to write it. Fluent keeps such text on
 * screen without selecting it, so callers also clear the value: what shows is what is saved.
 */
export function typedDayError(
  error: DatePickerErrorType | undefined,
  outOfRange: string,
): string | undefined {
  if (error === 'out-of-bounds') return outOfRange;
  if (error === 'invalid-input') return datePickerErrorStrings['invalid-input'];
  return undefined;
}

export const spanishDateFormatting: DateFormatting = {
  formatDay: (date) => String(date.getDate()),
  formatMonth: (date, strings) => strings.months[date.getMonth()] ?? '',
  formatYear: (date) => String(date.getFullYear()),
  formatMonthDayYear: (date, strings) =>
    `${date.getDate()} de ${strings.months[date.getMonth()] ?? ''} de ${date.getFullYear()}`,
  formatMonthYear: (date, strings) => `${strings.months[date.getMonth()] ?? ''} de ${date.getFullYear()}`,
};

/** Reads what a user types: dd/mm/yy or dd/mm/yyyy (also with '-' or '.'); null when it is no real day. */
export function parseSpanishDate(text: string): Date | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  const date = new Date(year, month - 1, day);
  // new Date rolls 31/02 over into March: refuse instead of guessing.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

// DayOfWeek.Monday of @fluentui/react-calendar-compat (not re-exported by the date picker package).
const MONDAY: NonNullable<DatePickerProps['firstDayOfWeek']> = 1;

export const spanishDatePickerProps = {
  strings: datePickerStrings,
  firstDayOfWeek: MONDAY,
  dateTimeFormatter: spanishDateFormatting,
  formatDate: (date?: Date) => (date ? formatDate(date) : ''),
  parseDateFromString: parseSpanishDate,
  placeholder: 'dd/mm/aa',
} satisfies Partial<DatePickerProps>;
