// One payment of a Dkbono in the payments editor: date, amount, method and reference. The amount reads
// as pesos ($ and thousands) whenever it is not being typed in; typing shows the bare number.
import { Button, Dropdown, Field, Input, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { paymentDayMessage, type DayRange } from '../../../../../domain/days.ts';
import { formatPesos } from '../../../../../domain/money-format.ts';
import { readNumber } from '../../../../../domain/number-text.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '../../../../../domain/sales.ts';
import { DateField } from '../../../../lib/ui/date-field.tsx';
import { formStrings } from '../../strings.ts';
import type { PaymentRow } from '../payment-rows.ts';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: '32px' },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    alignItems: 'start',
  },
  dropdown: { minWidth: 0, width: '100%' },
  input: { minWidth: 0, width: '100%' },
  inputElement: { minWidth: 0 },
});

/** "$33,575.00" for a number as typed ("33575", "33,575"); anything else stays as typed, to be corrected. */
function shownAmount(typed: string): string {
  const value = readNumber(typed);
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? formatPesos(value) : typed;
}

function isMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

export interface PaymentRowFieldsProps {
  row: PaymentRow;
  position: number;
  errors: Partial<Record<string, string>> | undefined;
  /** The days the calendar offers (a stored day outside it is kept as it is). */
  dayRange?: DayRange;
  /** Added by the user just now: its amount takes the focus when it appears. */
  isJustAdded?: boolean;
  onChange: (row: PaymentRow) => void;
  onRemove: () => void;
}

export function PaymentRowFields({
  row,
  position,
  errors,
  dayRange,
  isJustAdded = false,
  onChange,
  onRemove,
}: PaymentRowFieldsProps) {
  const styles = useStyles();
  const label = formStrings.payments.row(position);
  const [isTypingAmount, setTypingAmount] = useState(isJustAdded);
  return (
    <div role="group" aria-label={label} className={styles.row}>
      <div className={styles.head}>
        <Text weight="semibold">{label}</Text>
        <Button
          appearance="subtle"
          icon={<Delete20Regular />}
          aria-label={formStrings.payments.remove(position)}
          onClick={onRemove}
        />
      </div>
      <div className={styles.fields}>
        <DateField
          label={formStrings.payments.date}
          required
          value={row.date}
          min={dayRange?.min}
          max={dayRange?.max}
          outOfRangeMessage={dayRange ? paymentDayMessage(dayRange) : undefined}
          validationMessage={errors?.date}
          onChange={(date) => onChange({ ...row, date })}
        />
        <Field label={formStrings.payments.amount} required validationMessage={errors?.amount}>
          <Input
            className={styles.input}
            input={{ className: styles.inputElement }}
            inputMode="decimal"
            // Only a row the user just asked for takes the focus.
            autoFocus={isJustAdded}
            value={isTypingAmount ? row.amount : shownAmount(row.amount)}
            onFocus={() => setTypingAmount(true)}
            onBlur={() => setTypingAmount(false)}
            onChange={(_, data) => onChange({ ...row, amount: data.value })}
          />
        </Field>
        <Field label={formStrings.payments.method} required validationMessage={errors?.method}>
          <Dropdown
            className={styles.dropdown}
            placeholder={formStrings.payments.pickMethod}
            value={isMethod(row.method) ? PAYMENT_METHOD_LABELS[row.method] : ''}
            selectedOptions={row.method ? [row.method] : []}
            onOptionSelect={(_, data) => onChange({ ...row, method: data.optionValue ?? '' })}
          >
            {PAYMENT_METHODS.map((method) => (
              <Option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={formStrings.payments.reference} validationMessage={errors?.reference}>
          <Input
            className={styles.input}
            value={row.reference}
            onChange={(_, data) => onChange({ ...row, reference: data.value })}
          />
        </Field>
      </div>
    </div>
  );
}
