// "Compartir" for a link: the phone's share sheet where the browser has one, else a link that opens
// WhatsApp's "send to" page in a new tab with the text and the link (src/lib/share.ts).
import { Button } from '@fluentui/react-components';
import { Share20Regular } from '@fluentui/react-icons';
import { canShareNatively, shareLink, whatsAppLink, type SharedLink } from '../share.ts';
import { showToast } from '../toast.tsx';
import { uiStrings } from './ui-strings.ts';

export interface ShareButtonProps {
  content: SharedLink;
  /** 'Compartir' unless told. */
  label?: string;
}

export function ShareButton({ content, label = uiStrings.share.label }: ShareButtonProps) {
  if (!canShareNatively()) {
    return (
      <Button
        as="a"
        icon={<Share20Regular />}
        href={whatsAppLink(content)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {uiStrings.share.whatsApp(label)}
      </Button>
    );
  }
  const share = async () => {
    if (!(await shareLink(content))) showToast({ severity: 'warn', summary: uiStrings.share.failed });
  };
  return (
    <Button icon={<Share20Regular />} onClick={() => void share()}>
      {label}
    </Button>
  );
}
