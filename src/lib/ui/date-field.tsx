// The one date field of the app, over Fluent's DatePicker: it reads dd/mm/aa, dd/mm/aaaa and
// d/m/aaaa, shows its day as dd/mm/aaaa, never changes a typed year and never empties itself. Text
// it cannot take stays on screen with the reason beside it, and the form receives that text instead
// of a day, so its schema refuses the submit too: what shows is what is saved, or nothing is.
import { Field, makeStyles } from '@fluentui/react-components';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { useMemo, useRef, useState } from 'react';
import { localDay } from '../../../domain/days.ts';
import { spanishDatePickerProps } from '../date-picker-strings.ts';
import { toDate } from '../format.ts';
import {
  DAY_PLACEHOLDER,
  STORED_DAYS,
  fieldDay,
  isDayValue,
  readTypedDay,
  typedDayMessage,
} from '../typed-day.ts';

const useStyles = makeStyles({
  control: { minWidth: 0, width: '100%', maxWidth: 'none' },
  // Fluent gives the day calendar 196 px, which cuts a long month title ("septiembre de 2026").
  popup: {
    '& .fui-CalendarDay': { width: '236px' },
    '& .fui-CalendarDay__monthAndYear': { overflow: 'visible', textOverflow: 'clip' },
  },
});

// Text that is no day at all: a date Fluent rejects as out of bounds, which leaves the text alone.
const UNREADABLE = new Date(0, 0, 1);
UNREADABLE.setFullYear(1);

const formatFieldDay = (date?: Date) => (date ? fieldDay(localDay(date)) : '');

export interface DateFieldProps {
  label: string;
  /** A day ('2026-03-15'), '' when empty, or the text typed that is no day of the range. */
  value: string;
  /** Called with a day, with '' when emptied, or with the text it could not take. */
  onChange: (value: string) => void;
  /** First and last day the field takes (by default the stored days, 2000–2099). */
  min?: string;
  max?: string;
  /** The form's own wording of "outside the range" (a payment's season); else the range in dd/mm/aaaa. */
  outOfRangeMessage?: string;
  required?: boolean;
  /** The form's message about this field (shown when the field itself has nothing to say). */
  validationMessage?: string;
  hint?: string;
  className?: string;
}

export function DateField({
  label,
  value,
  onChange,
  min = STORED_DAYS.min,
  max = STORED_DAYS.max,
  outOfRangeMessage,
  required,
  validationMessage,
  hint,
  className,
}: DateFieldProps) {
  const styles = useStyles();
  const range = {
    min: min < STORED_DAYS.min ? STORED_DAYS.min : min,
    max: max > STORED_DAYS.max ? STORED_DAYS.max : max,
  };
  const [ownMessage, setOwnMessage] = useState<string | null>(null);
  // The day the picker holds: text it could not take leaves it as it was, so Fluent keeps the text.
  const [heldDay, setHeldDay] = useState(isDayValue(value) ? value : '');
  if ((value === '' || isDayValue(value)) && value !== heldDay) setHeldDay(value);
  const lastText = useRef('');
  const held = useMemo(() => (heldDay ? toDate(heldDay) : null), [heldDay]);
  const minDate = useMemo(() => toDate(range.min) ?? undefined, [range.min]);
  const maxDate = useMemo(() => toDate(range.max) ?? undefined, [range.max]);

  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      className={className}
      validationMessage={ownMessage ?? validationMessage}
    >
      <DatePicker
        {...spanishDatePickerProps}
        className={styles.control}
        popupSurface={{ className: styles.popup }}
        placeholder={DAY_PLACEHOLDER}
        allowTextInput
        value={held}
        minDate={minDate}
        maxDate={maxDate}
        formatDate={formatFieldDay}
        parseDateFromString={(text) => {
          lastText.current = text;
          const typed = readTypedDay(text, range);
          return typed.kind === 'day' || typed.kind === 'out-of-range' ? toDate(typed.day) : UNREADABLE;
        }}
        onSelectDate={(date) => {
          const day = date ? localDay(date) : '';
          setOwnMessage(null);
          setHeldDay(day);
          onChange(day);
        }}
        onValidationResult={({ error }) => {
          if (error !== 'out-of-bounds') return;
          const text = lastText.current;
          setOwnMessage(typedDayMessage(readTypedDay(text, range), range, outOfRangeMessage));
          onChange(text.trim());
        }}
      />
    </Field>
  );
}
