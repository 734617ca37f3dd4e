// A sale's or a Dkbono's PDF to the customer's own WhatsApp chat. WhatsApp takes no file through a
// link, so one tap does both halves: the PDF is downloaded (onOpen) and the customer's chat opens
// in a new tab with a Spanish message naming the folio, where the consultant attaches it. Shown
// only when the customer's phone is known; the share sheet ("Compartir PDF") sends the file itself
// to a chat picked by hand.
import { Button } from '@fluentui/react-components';
import { Chat20Regular } from '@fluentui/react-icons';
import { whatsAppLink, whatsAppNumber } from '../../../lib/share.ts';
import { receiptStrings } from '../strings.ts';

export interface PdfWhatsAppButtonProps {
  phone: string | null | undefined;
  customerName: string;
  /** The message, naming the record. */
  text: string;
  disabled?: boolean;
  /** Downloads the PDF, beside the chat opening. */
  onOpen: () => void;
}

export function PdfWhatsAppButton({ phone, customerName, text, disabled, onOpen }: PdfWhatsAppButtonProps) {
  if (whatsAppNumber(phone) === null) return null;
  return (
    <Button
      as="a"
      icon={<Chat20Regular />}
      href={whatsAppLink({ text }, phone)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={receiptStrings.pdf.whatsAppLabel(customerName)}
      disabled={disabled}
      onClick={onOpen}
    >
      {receiptStrings.pdf.whatsApp}
    </Button>
  );
}
