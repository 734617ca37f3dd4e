// The link a farmer opens on its phone (/farmer?objective=/simulator): copy it, share it through
// the phone's own share sheet (WhatsApp where there is none, the customer's own chat when its phone
// is known), or show its QR code to be scanned.
import { Button, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Copy20Regular } from '@fluentui/react-icons';
import { ShareButton } from '../../../lib/ui/share-button.tsx';
import { copyText } from '../copy-text.ts';
import { farmerSimulatorLink } from '../paths.ts';
import { customerStrings } from '../strings.ts';
import { QrCode } from './qr-code.tsx';

const text = customerStrings.access;

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'center',
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center' },
  },
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    width: '100%',
  },
  label: { fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface FarmerLinkCardProps {
  origin?: string;
  /** The customer's phone: sharing opens its WhatsApp chat. */
  phone?: string | null;
}

export function FarmerLinkCard({ origin = window.location.origin, phone }: FarmerLinkCardProps) {
  const styles = useStyles();
  const link = farmerSimulatorLink(origin);
  return (
    <div className={styles.layout}>
      <QrCode text={link} />
      <div className={styles.side}>
        <Text className={styles.label}>{text.link}</Text>
        <Input readOnly value={link} aria-label={text.link} onFocus={(event) => event.target.select()} />
        <div className={styles.actions}>
          <Button icon={<Copy20Regular />} onClick={() => void copyText(link)}>
            {text.copyLink}
          </Button>
          <ShareButton content={{ title: text.shareTitle, text: text.shareText, url: link }} phone={phone} />
        </div>
        <Text size={200} className={styles.hint}>
          {text.qrHint}
        </Text>
      </div>
    </div>
  );
}
