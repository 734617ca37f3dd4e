// The payments editor of a Dkbono (docs/requirements.md §4), opened on purpose from its record
// ("Editar pagos" or "Agregar pago"): new rows come and go freely, a payment already recorded that
// is taken out says so and can be put back until the save; "Pagado" and "Saldo" live in cents, a
// warning before the sum passes the total, "Guardar pagos" only once the rows say something else
// than what is recorded, and one PUT that replaces the whole list. The server's answer becomes the
// Dkbono shown (onSaved).
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import type { VoucherDetail } from '../../../../../domain/sales-schemas.ts';
import { formatCents } from '../../../../../domain/money-format.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { SaveRefusal } from '../../components/save-refusal.tsx';
import { formStrings } from '../../strings.ts';
import { usePaymentsForm } from '../use-payments-form.ts';
import { PaymentRowFields } from './payment-row-fields.tsx';
import { PaymentSums } from './payment-sums.tsx';
import { RemovedPaymentNote } from './removed-payment-note.tsx';

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
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

export interface PaymentsEditorProps {
  voucher: VoucherDetail;
  onSaved: (voucher: VoucherDetail) => void;
  /** Offered when someone else changed the Dkbono meanwhile (409 RECORD_CHANGED). */
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
  const form = usePaymentsForm({ voucher, onSaved, onClose, startWithNewRow });
  // Opened by "Editar pagos", the editor's first field takes the focus (the button that opened it
  // is gone), so a keyboard user goes on inside it.
  const editorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!startWithNewRow) editorRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [startWithNewRow]);

  return (
    <div ref={editorRef} className={styles.editor} role="group" aria-label={formStrings.payments.edit}>
      <SaveRefusal
        title={formStrings.payments.refused}
        message={form.failure === null ? null : errorMessage(form.failure)}
        error={form.failure}
        staleCodes={{ RECORD_CHANGED: errorMessage(form.failure) }}
        reloadLabel={formStrings.payments.reload}
        onReload={onReload}
      />
      {form.fields.length === 0 ? <Text className={styles.empty}>{formStrings.payments.none}</Text> : null}
      {form.fields.map((field, index) => {
        const row = form.rows[index] ?? field;
        return (
          <PaymentRowFields
            key={field.fieldKey}
            row={row}
            position={index + 1}
            errors={form.errors.lines[index]}
            dayRange={form.storedDays.has(row.date) ? undefined : form.dayRange}
            isJustAdded={index === form.addedIndex}
            onChange={(updated) => form.changeRow(index, updated)}
            onRemove={() => form.takeOut(index, row)}
          />
        );
      })}
      {form.removed.map((entry) => (
        <RemovedPaymentNote key={entry.row.key} row={entry.row} onUndo={() => form.undoRemoval(entry)} />
      ))}
      <PaymentSums paidCents={form.totals.paidCents} balanceCents={form.totals.balanceCents} />
      {form.totals.excessCents > 0 ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            {formStrings.payments.overpaid(formatCents(form.totals.excessCents))}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button icon={<Add20Regular />} onClick={form.addRow}>
          {formStrings.payments.add}
        </Button>
        <div className={styles.end}>
          <Button disabled={form.isSaving} onClick={() => void form.close()}>
            {formStrings.payments.cancelEdit}
          </Button>
          <Button
            appearance="primary"
            disabled={form.isSaving || !form.hasChanges || form.totals.excessCents > 0}
            aria-busy={form.isSaving}
            aria-describedby={form.hasChanges ? undefined : 'payments-unchanged'}
            onClick={() => void form.save()}
          >
            {form.isSaving ? formStrings.payments.submitting : formStrings.payments.submit}
          </Button>
          {form.hasChanges ? null : (
            <Text id="payments-unchanged" className={styles.empty}>
              {formStrings.payments.unchanged}
            </Text>
          )}
        </div>
      </div>
    </div>
  );
}
