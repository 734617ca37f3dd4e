// Spanish for Fluent's date picker (docs/requirements.md §9: weeks from Monday, Spanish component texts).
// The one date field (src/lib/ui/date-field.tsx) spreads `spanishDatePickerProps` onto <DatePicker>
// and reads and shows the typed text itself (src/lib/typed-day.ts).
import type { CalendarStrings, DatePickerProps } from '@fluentui/react-datepicker-compat';

type DateFormatting = NonNullable<DatePickerProps['dateTimeFormatter']>;

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

const spanishDateFormatting: DateFormatting = {
  formatDay: (date) => String(date.getDate()),
  formatMonth: (date, strings) => strings.months[date.getMonth()] ?? '',
  formatYear: (date) => String(date.getFullYear()),
  formatMonthDayYear: (date, strings) =>
    `${date.getDate()} de ${strings.months[date.getMonth()] ?? ''} de ${date.getFullYear()}`,
  formatMonthYear: (date, strings) => `${strings.months[date.getMonth()] ?? ''} de ${date.getFullYear()}`,
};

// DayOfWeek.Monday of @fluentui/react-calendar-compat (not re-exported by the date picker package).
const MONDAY: NonNullable<DatePickerProps['firstDayOfWeek']> = 1;

export const spanishDatePickerProps = {
  strings: datePickerStrings,
  firstDayOfWeek: MONDAY,
  dateTimeFormatter: spanishDateFormatting,
} satisfies Partial<DatePickerProps>;
