// Sending the farmer the receipt of a payment: one tap opens WhatsApp straight in the
// customer's chat with a Spanish message carrying the receipt's link (src/lib/share.ts builds the
// address; without a 10-digit phone WhatsApp asks for the chat), the phone's share sheet where the
// browser has one, and the receipt page itself, as the farmer will see it.
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Chat20Regular, Open20Regular, Share20Regular } from '@fluentui/react-icons';
import { formatPesos } from '../../../../../domain/money-format.ts';
import { receiptPath, receiptUrl } from '../../../../../domain/payment-receipts.ts';
import type { VoucherDetail } from '../../../../../domain/sales-schemas.ts';
import { canShareNatively, shareLink, whatsAppLink, type SharedLink } from '../../../../lib/share.ts';
import { showToast } from '../../../../lib/toast.tsx';
import { uiStrings } from '../../../../lib/ui/ui-strings.ts';
import { receiptStrings } from '../../strings.ts';

const text = receiptStrings.share;

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  // In a table row: one line, so the row keeps its height.
  oneLine: { flexWrap: 'nowrap', alignItems: 'center' },
});

type Payment = VoucherDetail['payments'][number];

/** The message and link a receipt is sent with. */
function receiptMessage(
  voucher: Pick<VoucherDetail, 'folio' | 'customerName'>,
  payment: Payment & { receiptCode: string },
  origin: string = window.location.origin,
): SharedLink {
  return {
    title: text.title(voucher.folio),
    text: text.text(voucher.customerName, formatPesos(payment.amount), voucher.folio),
    url: receiptUrl(origin, payment.receiptCode),
  };
}

export interface ReceiptActionsProps {
  voucher: Pick<VoucherDetail, 'folio' | 'customerName' | 'customerPhone'>;
  payment: Payment;
  /** Right after the payment was recorded: WhatsApp is the main action. */
  isProminent?: boolean;
  size?: 'small' | 'medium';
}

export function ReceiptActions({
  voucher,
  payment,
  isProminent = false,
  size = 'medium',
}: ReceiptActionsProps) {
  const styles = useStyles();
  const code = payment.receiptCode;
  if (!code) return null;
  const message = receiptMessage(voucher, { ...payment, receiptCode: code });
  const amount = formatPesos(payment.amount);
  const share = async () => {
    if (!(await shareLink(message))) showToast({ severity: 'warn', summary: uiStrings.share.failed });
  };
  return (
    <div className={mergeClasses(styles.actions, size === 'small' && styles.oneLine)}>
      <Button
        as="a"
        size={size}
        appearance={isProminent ? 'primary' : 'secondary'}
        icon={<Chat20Regular />}
        href={whatsAppLink(message, voucher.customerPhone)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={text.whatsAppLabel(amount, voucher.customerName)}
      >
        {text.whatsApp}
      </Button>
      {canShareNatively() ? (
        <Button
          size={size}
          icon={<Share20Regular />}
          aria-label={text.shareLabel(amount)}
          onClick={() => void share()}
        >
          {text.share}
        </Button>
      ) : null}
      <Button
        as="a"
        size={size}
        appearance="subtle"
        icon={<Open20Regular />}
        href={receiptPath(code)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={text.openLabel(amount)}
      >
        {text.open}
      </Button>
    </div>
  );
}
