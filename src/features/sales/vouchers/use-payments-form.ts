// The state of a Dkbono's payments editor (payments-editor.tsx): its rows as a field array, checked
// by the domain schema and the day rule with messages on their row, the payments taken out (each
// can be put back until the save), the sums, and the save (online or kept on the phone).
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { localDay, mexicoCityDay, paymentDayIssues, paymentDayRange } from '../../../../domain/days.ts';
import type { VoucherDetail, VoucherPaymentsInput } from '../../../../domain/sales-schemas.ts';
import { voucherPaymentsSchema } from '../../../../domain/sales-schemas.ts';
import { checkNow, type SyncResolver } from '../../../lib/forms/check-now.ts';
import {
  errorEntries,
  issuesOf,
  serverIssues,
  sortedFromHook,
  sortErrors,
  toHookErrors,
} from '../../../lib/forms/field-errors.ts';
import { useFocusFirstError } from '../../../lib/forms/first-error.ts';
import { useUnsavedChanges } from '../../../lib/forms/use-unsaved-changes.ts';
import { idempotencyKeys } from '../../../lib/idempotency-key.ts';
import { KEPT_TOAST, saveOrKeep } from '../../../lib/offline/outbox-runtime.ts';
import { showToast } from '../../../lib/toast.tsx';
import { formStrings } from '../strings.ts';
import { updateVoucherPayments } from './api/update-voucher-payments.ts';
import {
  newPaymentRow,
  paymentRowsOf,
  paymentsBody,
  paymentsChanged,
  paymentTotals,
  type PaymentRow,
} from './payment-rows.ts';

type PaymentsForm = { payments: PaymentRow[] };

export interface PaymentsFormOptions {
  voucher: VoucherDetail;
  onSaved: (voucher: VoucherDetail) => void;
  onClose: () => void;
  startWithNewRow: boolean;
}

export function usePaymentsForm({ voucher, onSaved, onClose, startWithNewRow }: PaymentsFormOptions) {
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
  // What the user typed in a row: setValue, not the field array's update, which would remount the
  // row and lose its focus.
  const changeRow = (index: number, updated: PaymentRow) => {
    form.setValue(`payments.${index}`, updated, { shouldDirty: true });
    changed();
  };
  const takeOut = (index: number, row: PaymentRow) => {
    if (row.isStored) setRemoved((list) => [...list, { row, index }]);
    removeRow(index);
  };
  const addRow = () => {
    setAddedIndex(fields.length);
    append(newPaymentRow(localDay()), { shouldFocus: false });
    changed();
  };

  return {
    failure,
    fields,
    rows,
    errors,
    totals,
    removed,
    addedIndex,
    storedDays,
    dayRange,
    isSaving,
    hasChanges,
    save,
    close,
    changeRow,
    takeOut,
    undoRemoval,
    addRow,
  };
}
