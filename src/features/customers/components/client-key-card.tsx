// The farmer's client key: which key is in force (only its last group is known), and for those who
// manage the customer a new key, shown once with copy and share buttons (the share carries the
// farmer's sign-in link). Replacing a key asks first: the old one stops working at once.
import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Copy20Regular, Key20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ClientStatus, IssuedClientKey } from '../../../../domain/customers.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.tsx';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { issueClientKey } from '../api/issue-client-key.ts';
import { copyText } from '../copy-text.ts';
import { farmerSimulatorLink } from '../paths.ts';
import { ShareButton } from '../../../lib/ui/share-button.tsx';
import { customersChanged } from '../queries.ts';
import { customerStrings } from '../strings.ts';
import { ConfirmActionDialog } from '../../../lib/ui/confirm-action-dialog.tsx';

const text = customerStrings.access;

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  current: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  hint: { fontFamily: tokens.fontFamilyMonospace },
  fresh: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  key: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px dashed ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  keyText: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.08em',
    userSelect: 'all',
    overflowWrap: 'anywhere',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface ClientKeyCardProps {
  customer: {
    id: number;
    status: ClientStatus;
    hasClientKey: boolean;
    clientKeyHint: string | null;
    /** Sharing the new key opens this phone's WhatsApp chat. */
    phone?: string | null;
  };
  /** Admin, Coordinator and the owning Consultant issue keys; a Supervisor only sees the hint. */
  canManage: boolean;
  onIssued: (issued: IssuedClientKey) => void;
}

export function ClientKeyCard({ customer, canManage, onIssued }: ClientKeyCardProps) {
  const styles = useStyles();
  const [issued, setIssued] = useState<IssuedClientKey | null>(null);
  const [isIssuing, setIssuing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const issue = async () => {
    const answer = await issueClientKey(customer.id);
    void customersChanged();
    setIssued(answer);
    showToast({ severity: 'success', summary: text.generated });
    onIssued(answer);
  };
  const issueFirst = async () => {
    setIssuing(true);
    setFailure(null);
    try {
      await issue();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setIssuing(false);
    }
  };

  const isActive = customer.status === 'ACTIVE';
  return (
    <div className={styles.card}>
      <div className={styles.current}>
        <Key20Regular aria-hidden />
        {customer.hasClientKey && customer.clientKeyHint ? (
          <Text>
            {text.currentKey} <span className={styles.hint}>{customer.clientKeyHint}</span>
          </Text>
        ) : (
          <Text>{text.noKey}</Text>
        )}
      </div>
      {issued ? (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody className={styles.fresh}>
            <MessageBarTitle>{text.newKeyTitle}</MessageBarTitle>
            <div className={styles.key}>
              <span className={styles.keyText} data-testid="new-client-key">
                {issued.clientKey}
              </span>
              <Button icon={<Copy20Regular />} onClick={() => void copyText(issued.clientKey)}>
                {text.copyKey}
              </Button>
              <ShareButton
                label={text.shareKey}
                phone={customer.phone}
                content={{
                  title: text.shareTitle,
                  text: text.shareKeyText(issued.clientKey),
                  url: farmerSimulatorLink(window.location.origin),
                }}
              />
            </div>
            <span>{text.newKeyNote}</span>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {canManage && !isActive ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{text.inactive}</MessageBarBody>
        </MessageBar>
      ) : null}
      {canManage && isActive ? (
        <div className={styles.actions}>
          {customer.hasClientKey ? (
            <ConfirmActionDialog
              triggerLabel={text.regenerate}
              triggerIcon={<Key20Regular />}
              title={text.confirmTitle}
              body={text.confirmBody}
              confirmLabel={text.confirm}
              busyLabel={text.generating}
              action={issue}
            />
          ) : (
            <Button
              appearance="primary"
              icon={isIssuing ? <Spinner size="tiny" aria-label={text.generating} /> : <Key20Regular />}
              disabled={isIssuing}
              onClick={() => void issueFirst()}
            >
              {text.generate}
            </Button>
          )}
        </div>
      ) : null}
      <FormError title={text.failed} message={failure} />
    </div>
  );
}
