// The first and last day of a schema form (a season, the days a message shows): both required, and
// the last day's calendar takes no day before the first one once that is a day.
import type { SchemaForm } from '../forms/use-schema-form.ts';
import type { FormValues } from '../forms/validate-form.ts';
import { isDayValue } from '../typed-day.ts';
import { DateField } from './date-field.tsx';

export interface FormDayRangeProps<V extends FormValues> {
  form: Pick<SchemaForm<V, unknown>, 'values' | 'errors' | 'setValue'>;
  from: keyof V & string;
  to: keyof V & string;
  fromLabel: string;
  toLabel: string;
}

export function FormDayRange<V extends FormValues>({
  form,
  from,
  to,
  fromLabel,
  toLabel,
}: FormDayRangeProps<V>) {
  // Typed as possibly missing (an index of V); a form always holds text for each of its fields.
  const first = form.values[from] ?? '';
  const last = form.values[to] ?? '';
  return (
    <>
      <DateField
        label={fromLabel}
        required
        value={first}
        validationMessage={form.errors[from]}
        onChange={(value) => form.setValue(from, value)}
      />
      <DateField
        label={toLabel}
        required
        value={last}
        min={isDayValue(first) ? first : undefined}
        validationMessage={form.errors[to]}
        onChange={(value) => form.setValue(to, value)}
      />
    </>
  );
}
