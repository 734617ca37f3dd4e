// The payments editor of a Dkbono (docs/requirements.md §4), opened on purpose from its record
// ("Editar pagos" or "Agregar pago"): new rows come and go freely, a payment already recorded that
// is taken out says so and can be put back until the save; "Pagado" and "Saldo" live in cents, a
// warning before the sum passes the total, "Guardar pagos" only once the rows say something else
// than what is recorded, and one PUT that replaces the whole list. The server's answer becomes the
// Dkbono shown (onSaved).
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, ArrowUndo20Regular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { localDay, mexicoCityDay, paymentDayIssues, paymentDayRange } from '../../../../../domain/days.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../../../../../domain/sales.ts';
import type { VoucherDetail, VoucherPaymentsInput } from '../../../../../domain/sales-schemas.ts';
import { voucherPaymentsSchema } from '../../../../../domain/sales-schemas.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { formatCents } from '../../../../../domain/money-format.ts';
import { typedCents } from '../../product-lines.ts';
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
import { KEPT_TOAST, saveOrKeep } from '../../../../lib/offline/outbox-runtime.ts';
import { idempotencyKeys } from '../../../../lib/idempotency-key.ts';
import {
  newPaymentRow,
  paymentRowsOf,
  paymentsBody,
  paymentsChanged,
  paymentTotals,
  type PaymentRow,
} from '../payment-rows.ts';
import { checkNow, type SyncResolver } from '../../../../lib/forms/check-now.ts';
import { PaymentRowFields } from './payment-row-fields.tsx';
import { SaveRefusal } from '../../components/save-refusal.tsx';
import { useFocusFirstError } from '../../../../lib/forms/first-error.ts';
import { useUnsavedChanges } from '../../../../lib/forms/use-unsaved-changes.ts';
import { fieldDay } from '../../../../lib/typed-day.ts';

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
  end: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

type PaymentsForm = { payments: PaymentRow[] };

export interface PaymentsEditorProps {
  voucher: VoucherDetail;
  onSaved: (voucher: VoucherDetail) => void;
  /** Offered when someone else changed the Dkbono meanwhile (409 VOUCHER_CHANGED). */
  onReload: () => void;
  /** Closes the editor without saving (after asking when something changed). */
  onClose: () => void;
  /** Opened by "Agregar pago": the editor starts with a new payment, its amount focused. */
  startWithNewRow?: boolean;
}

export function PaymentsEditor({
  voucher,
  onSaved,
  onReload,
  onClose,
  startWithNewRow = false,
}: PaymentsEditorProps) {
  const styles = useStyles();
  const [failure, setFailure] = useState<unknown>(null);
  const [keyFor] = useState(idempotencyKeys);
  // The server's day rule (domain/days.ts): from the DKbono's creation day (the company's calendar)
  // to the earlier of its season's end and today; a day already stored is not judged again.
  const dayRange = paymentDayRange(
    mexicoCityDay(new Date(voucher.createdAt)),
    voucher.seasonEndDate,
    localDay(),
  );
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
    defaultValues: {
      payments: startWithNewRow
        ? [...paymentRowsOf(voucher), newPaymentRow(localDay())]
        : paymentRowsOf(voucher),
    },
    mode: 'onSubmit',
    resolver,
  });
  const { fields, append, remove, insert } = useFieldArray({
    control: form.control,
    name: 'payments',
    keyName: 'fieldKey',
  });
  const rows = useWatch({ control: form.control, name: 'payments' });
  // A payment the user adds takes the focus on its amount, so a keyboard user types on at once
  // (its day is today already) instead of walking back from the button (keyboard use).
  const [addedIndex, setAddedIndex] = useState<number | null>(
    startWithNewRow ? voucher.payments.length : null,
  );
  // Recorded payments taken out in this edit: each can be put back until the payments are saved.
  const [removed, setRemoved] = useState<{ row: PaymentRow; index: number }[]>([]);
  const { isSubmitting: isSaving, isSubmitted } = form.formState;
  // Changed is what the rows say, not what was touched: a payment put back as it was is no change.
  const hasChanges = paymentsChanged(rows, voucher);
  const unsaved = useUnsavedChanges(hasChanges);
  // Opened by "Editar pagos", the editor's first field takes the focus (the button that opened it
  // is gone), so a keyboard user goes on inside it.
  const editorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!startWithNewRow) editorRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [startWithNewRow]);
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
        const key = keyFor(body);
        const outcome = await unsaved.saving(() =>
          saveOrKeep(
            {
              kind: 'voucher-payments',
              method: 'PUT',
              path: `/vouchers/${voucher.id}/payments`,
              body,
              idempotencyKey: key,
              label: formStrings.payments.outboxLabel(voucher.folio),
            },
            () => updateVoucherPayments(voucher.id, body, key),
          ),
        );
        if (outcome.kind === 'kept') {
          showToast(KEPT_TOAST);
          onClose();
          return;
        }
        showToast({ severity: 'success', summary: formStrings.payments.saved });
        onSaved(outcome.data);
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

  const removeRow = (index: number) => {
    remove(index);
    setAddedIndex(null);
    changed();
  };
  const undoRemoval = (entry: { row: PaymentRow; index: number }) => {
    setRemoved((list) => list.filter((other) => other !== entry));
    insert(Math.min(entry.index, fields.length), entry.row, { shouldFocus: false });
    changed();
  };
  const close = async () => {
    if (!hasChanges || (await unsaved.confirmDiscard())) onClose();
  };

  return (
    <div ref={editorRef} className={styles.editor} role="group" aria-label={formStrings.payments.edit}>
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
              // setValue, not the field array's update: that would remount the row and lose its
              // focus.
              form.setValue(`payments.${index}`, updated, { shouldDirty: true });
              changed();
            }}
            onRemove={() => {
              if (row.isStored) setRemoved((list) => [...list, { row, index }]);
              removeRow(index);
            }}
          />
        );
      })}
      {removed.map((entry) => {
        const amount = formatCents(typedCents(entry.row.amount));
        const date = fieldDay(entry.row.date);
        return (
          <MessageBar key={entry.row.key} intent="warning" layout="multiline">
            <MessageBarBody>
              {formStrings.payments.removedNote(amount, date, methodLabel(entry.row.method))}
            </MessageBarBody>
            <MessageBarActions>
              <Button
                icon={<ArrowUndo20Regular />}
                aria-label={formStrings.payments.undoLabel(amount, date)}
                onClick={() => undoRemoval(entry)}
              >
                {formStrings.payments.undo}
              </Button>
            </MessageBarActions>
          </MessageBar>
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
        <div className={styles.end}>
          <Button disabled={isSaving} onClick={() => void close()}>
            {formStrings.payments.cancelEdit}
          </Button>
          <Button
            appearance="primary"
            disabled={isSaving || !hasChanges || totals.excessCents > 0}
            aria-busy={isSaving}
            aria-describedby={hasChanges ? undefined : 'payments-unchanged'}
            onClick={() => void save()}
          >
            {isSaving ? formStrings.payments.submitting : formStrings.payments.submit}
          </Button>
          {hasChanges ? null : (
            <Text id="payments-unchanged" className={styles.empty}>
              {formStrings.payments.unchanged}
            </Text>
          )}
        </div>
      </div>
    </div>
  );
}

function methodLabel(method: string): string {
  return (PAYMENT_METHODS as readonly string[]).includes(method)
    ? PAYMENT_METHOD_LABELS[method as (typeof PAYMENT_METHODS)[number]]
    : method;
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
