// The payments of a Dkbono (docs/requirements.md §4): rows added and removed freely, "Pagado" and "Saldo" live in
// cents, a warning before the sum passes the total, and one PUT that replaces the whole list. The
// server's answer becomes the Dkbono shown (onSaved).
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { localDay, paymentDayIssues, paymentDayRange } from '../../../../../domain/days.ts';
import {
  voucherPaymentsSchema,
  type VoucherDetail,
  type VoucherPaymentsInput,
} from '../../../../../domain/sales.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatCents } from '../../../../../domain/money-format.ts';
import { showToast } from '../../../../lib/toast.tsx';
import { updateVoucherPayments } from '../api/update-voucher-payments.ts';
import {
  errorEntries,
  issuesOf,
  serverIssues,
  sortedFromHook,
  sortErrors,
  toHookErrors,
} from '../../../../lib/forms/field-errors.ts';
import { formStrings } from '../../strings.ts';
import { idempotencyKeys } from '../../idempotency-key.ts';
import {
  newPaymentRow,
  paymentRowsOf,
  paymentsBody,
  paymentTotals,
  type PaymentRow,
} from '../payment-rows.ts';
import { checkNow, type SyncResolver } from '../../../../lib/forms/check-now.ts';
import { PaymentRowFields } from './payment-row-fields.tsx';
import { SaveRefusal } from '../../components/save-refusal.tsx';
import { useFocusFirstError } from '../../../../lib/forms/first-error.ts';
import { useUnsavedChanges } from '../../../../lib/forms/use-unsaved-changes.ts';

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sums: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  sum: { display: 'flex', flexDirection: 'column' },
  sumLabel: { color: tokens.colorNeutralForeground2 },
  sumValue: { fontVariantNumeric: 'tabular-nums' },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  empty: { color: tokens.colorNeutralForeground2 },
});

type PaymentsForm = { payments: PaymentRow[] };

export interface PaymentsEditorProps {
  voucher: VoucherDetail;
  onSaved: (voucher: VoucherDetail) => void;
  /** Offered when someone else changed the Dkbono meanwhile (409 VOUCHER_CHANGED). */
  onReload: () => void;
}

export function PaymentsEditor({ voucher, onSaved, onReload }: PaymentsEditorProps) {
  const styles = useStyles();
  const [failure, setFailure] = useState<unknown>(null);
  const [keyFor] = useState(idempotencyKeys);
  // The server's day rule (domain/days.ts): from a year before the season starts to today; a day
  // already stored is not judged again.
  const dayRange = paymentDayRange(voucher.seasonStartDate, localDay());
  const storedDays = new Set(voucher.payments.map((p) => p.date));
  // The domain schema, then the day rule of each new payment; messages land on their row.
  const resolver: SyncResolver<PaymentsForm, VoucherPaymentsInput> = ({ payments }) => {
    const result = voucherPaymentsSchema.safeParse(paymentsBody(voucher.version, payments));
    const issues = result.success
      ? paymentDayIssues(result.data.payments, storedDays, dayRange)
      : issuesOf(result.error);
    if (result.success && issues.length === 0) return { values: result.data, errors: {} };
    const errors = toHookErrors(sortErrors(issues, 'payments'), 'payments');
    return { values: {}, errors: errors as FieldErrors<PaymentsForm> };
  };
  const form = useForm<PaymentsForm, unknown, VoucherPaymentsInput>({
    defaultValues: { payments: paymentRowsOf(voucher) },
    mode: 'onSubmit',
    resolver,
  });
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'payments',
    keyName: 'fieldKey',
  });
  const rows = useWatch({ control: form.control, name: 'payments' });
  // A payment the user adds takes the focus on its amount, so a keyboard user types on at once
  // (its day is today already) instead of walking back from the button (issue 16, keyboard use).
  const [addedIndex, setAddedIndex] = useState<number | null>(null);
  const { isSubmitting: isSaving, isSubmitted, isDirty } = form.formState;
  const unsaved = useUnsavedChanges(isDirty);
  const focusFirstError = useFocusFirstError();
  const errors = sortedFromHook(form.formState.errors as Record<string, unknown>, 'payments');
  const totals = paymentTotals(rows, voucher.total);

  // Messages of a row follow it as the user fixes it, once a save was tried.
  const changed = () => {
    if (isSubmitted) checkNow(form, resolver);
  };

  const save = form.handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        const saved = await unsaved.saving(() => updateVoucherPayments(voucher.id, body, keyFor(body)));
        showToast({ severity: 'success', summary: formStrings.payments.saved });
        onSaved(saved);
      } catch (error) {
        for (const [name, fieldError] of errorEntries(
          toHookErrors(sortErrors(serverIssues(error), 'payments'), 'payments'),
        )) {
          form.setError(name as Path<PaymentsForm>, fieldError);
        }
        setFailure(error);
        focusFirstError(null);
      }
    },
    () => focusFirstError(null),
  );

  return (
    <div className={styles.editor}>
      <SaveRefusal
        title={formStrings.payments.refused}
        message={failure === null ? null : errorMessage(failure)}
        error={failure}
        staleCodes={{ VOUCHER_CHANGED: errorMessage(failure) }}
        reloadLabel={formStrings.payments.reload}
        onReload={onReload}
      />
      {fields.length === 0 ? <Text className={styles.empty}>{formStrings.payments.none}</Text> : null}
      {fields.map((field, index) => {
        const row = rows[index] ?? field;
        return (
          <PaymentRowFields
            key={field.fieldKey}
            row={row}
            position={index + 1}
            errors={errors.lines[index]}
            dayRange={storedDays.has(row.date) ? undefined : dayRange}
            isJustAdded={index === addedIndex}
            onChange={(updated) => {
              // setValue, not the field array's update: that would remount the row and lose its focus.
              form.setValue(`payments.${index}`, updated, { shouldDirty: true });
              changed();
            }}
            onRemove={() => {
              remove(index);
              changed();
            }}
          />
        );
      })}
      <PaymentSums paidCents={totals.paidCents} balanceCents={totals.balanceCents} />
      {totals.excessCents > 0 ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{formStrings.payments.overpaid(formatCents(totals.excessCents))}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button
          icon={<Add20Regular />}
          onClick={() => {
            setAddedIndex(fields.length);
            append(newPaymentRow(localDay()), { shouldFocus: false });
            changed();
          }}
        >
          {formStrings.payments.add}
        </Button>
        <Button
          appearance="primary"
          disabled={isSaving || totals.excessCents > 0}
          aria-busy={isSaving}
          onClick={() => void save()}
        >
          {isSaving ? formStrings.payments.submitting : formStrings.payments.submit}
        </Button>
      </div>
    </div>
  );
}

export function PaymentSums({ paidCents, balanceCents }: { paidCents: number; balanceCents: number }) {
  const styles = useStyles();
  return (
    <div className={styles.sums} aria-live="polite">
      <div className={styles.sum}>
        <Text size={200} className={styles.sumLabel}>
          {formStrings.payments.paid}
        </Text>
        <Text size={500} weight="semibold" className={styles.sumValue} data-testid="paid">
          {formatCents(paidCents)}
        </Text>
      </div>
      <div className={styles.sum}>
        <Text size={200} className={styles.sumLabel}>
          {formStrings.payments.balance}
        </Text>
        <Text size={500} weight="semibold" className={styles.sumValue} data-testid="balance">
          {formatCents(balanceCents)}
        </Text>
      </div>
    </div>
  );
}
