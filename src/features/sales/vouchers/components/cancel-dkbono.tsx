// "Cancelar DKbono" on the Dkbono detail (docs/design.md §8), behind a confirmation: an unpaid Dkbono is
// cancelled and its reserved bags go back to inventory. With payments recorded the button stays
// disabled and says why (the server refuses it too). A refusal of the server stays in the dialog.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { toCents } from '../../../../../domain/cents.ts';
import type { VoucherDetail } from '../../../../../domain/sales-schemas.ts';
import { ConfirmActionDialog } from '../../../../lib/ui/confirm-action-dialog.tsx';
import { cancelVoucher } from '../api/cancel-voucher.ts';
import { formStrings } from '../../strings.ts';

const text = formStrings.cancelDialog;
const HINT_ID = 'cancel-dkbono-hint';

const useStyles = makeStyles({ hint: { color: tokens.colorNeutralForeground2 } });

export interface CancelDkbonoProps {
  voucher: VoucherDetail;
  onCancelled: (voucher: VoucherDetail) => void;
}

export function CancelDkbono({ voucher, onCancelled }: CancelDkbonoProps) {
  const styles = useStyles();
  const hasPayments = voucher.status !== 'PENDING' || toCents(voucher.paid) > 0;
  if (hasPayments) {
    return (
      <>
        <Button icon={<Dismiss20Regular />} disabled aria-describedby={HINT_ID}>
          {text.trigger}
        </Button>
        {/* Why a button is off: paper shows neither (print.css). */}
        <Text id={HINT_ID} className={styles.hint} data-print="hide">
          {text.hasPayments}
        </Text>
      </>
    );
  }
  return (
    <ConfirmActionDialog
      triggerLabel={text.trigger}
      triggerIcon={<Dismiss20Regular />}
      title={text.title}
      body={text.question(voucher.folio)}
      confirmLabel={text.confirm}
      dismissLabel={text.keep}
      busyLabel={text.cancelling}
      action={async () => onCancelled(await cancelVoucher(voucher.id))}
    />
  );
}
