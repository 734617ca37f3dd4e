// A recorded payment taken out in the payments editor: what it was, and "Deshacer" to put it back
// until the payments are saved.
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { ArrowUndo20Regular } from '@fluentui/react-icons';
import { formatCents } from '../../../../../domain/money-format.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../../../../../domain/sales.ts';
import { fieldDay } from '../../../../lib/typed-day.ts';
import { typedCents } from '../../product-lines.ts';
import { formStrings } from '../../strings.ts';
import type { PaymentRow } from '../payment-rows.ts';

function methodLabel(method: string): string {
  return (PAYMENT_METHODS as readonly string[]).includes(method)
    ? PAYMENT_METHOD_LABELS[method as (typeof PAYMENT_METHODS)[number]]
    : method;
}

export function RemovedPaymentNote({ row, onUndo }: { row: PaymentRow; onUndo: () => void }) {
  const amount = formatCents(typedCents(row.amount));
  const date = fieldDay(row.date);
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        {formStrings.payments.removedNote(amount, date, methodLabel(row.method))}
      </MessageBarBody>
      <MessageBarActions>
        <Button
          icon={<ArrowUndo20Regular />}
          aria-label={formStrings.payments.undoLabel(amount, date)}
          onClick={onUndo}
        >
          {formStrings.payments.undo}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
