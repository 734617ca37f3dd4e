// "Compartir" for a link: the phone's share sheet where the browser has one, else a link that opens
// WhatsApp's "send to" page in a new tab with the text and the link (src/lib/share.ts). With the
// customer's phone, a WhatsApp link straight into that customer's chat comes first, and
// the share sheet stays beside it for any other app.
import { Button } from '@fluentui/react-components';
import { Chat20Regular, Share20Regular } from '@fluentui/react-icons';
import { canShareNatively, shareLink, whatsAppLink, whatsAppNumber, type SharedLink } from '../share.ts';
import { showToast } from '../toast.tsx';
import { uiStrings } from './ui-strings.ts';

export interface ShareButtonProps {
  content: SharedLink;
  /** 'Compartir' unless told. */
  label?: string;
  /** The customer's phone as recorded: WhatsApp opens its chat. */
  phone?: string | null;
}

export function ShareButton({ content, label = uiStrings.share.label, phone }: ShareButtonProps) {
  const hasNumber = whatsAppNumber(phone) !== null;
  const native = canShareNatively();
  const share = async () => {
    if (!(await shareLink(content))) showToast({ severity: 'warn', summary: uiStrings.share.failed });
  };
  return (
    <>
      {hasNumber || !native ? (
        <Button
          as="a"
          icon={hasNumber ? <Chat20Regular /> : <Share20Regular />}
          href={whatsAppLink(content, phone)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {uiStrings.share.whatsApp(label)}
        </Button>
      ) : null}
      {native ? (
        <Button icon={<Share20Regular />} onClick={() => void share()}>
          {hasNumber ? uiStrings.share.label : label}
        </Button>
      ) : null}
    </>
  );
}
