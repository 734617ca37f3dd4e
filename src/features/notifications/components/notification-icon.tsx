// The picture of each kind of notification, so the list reads at a glance.
import { makeStyles, tokens } from '@fluentui/react-components';
import {
  BoxMultiple20Regular,
  DocumentDismiss20Regular,
  MegaphoneLoud20Regular,
  Money20Regular,
  PersonAdd20Regular,
  PersonArrowLeft20Regular,
  PersonArrowRight20Regular,
  PersonClock20Regular,
  PersonWarning20Regular,
  ReceiptMoney20Regular,
} from '@fluentui/react-icons';
import type { JSX } from 'react';
import type { NotificationKind } from '../../../../domain/notifications.ts';

const ICONS: Record<NotificationKind, JSX.Element> = {
  VOUCHER_PAYMENT_RECORDED: <Money20Regular />,
  VOUCHER_PAID: <ReceiptMoney20Regular />,
  VOUCHER_CANCELLED: <DocumentDismiss20Regular />,
  CLIENT_SELF_REGISTERED: <PersonAdd20Regular />,
  CLIENT_ASSIGNED: <PersonArrowRight20Regular />,
  CLIENT_UNASSIGNED: <PersonArrowLeft20Regular />,
  CLIENT_TAX_ID_REPEATED: <PersonWarning20Regular />,
  USER_PENDING_APPROVAL: <PersonClock20Regular />,
  MESSAGE_PUBLISHED: <MegaphoneLoud20Regular />,
  STOCK_LOW: <BoxMultiple20Regular />,
};

const useStyles = makeStyles({
  icon: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '36px',
    height: '36px',
    borderRadius: tokens.borderRadiusCircular,
    boxSizing: 'border-box',
    // Neutral so it stands out on an unread row's tint as well as on a read one.
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    color: tokens.colorBrandForeground1,
  },
});

export function NotificationIcon({ kind }: { kind: NotificationKind }) {
  const styles = useStyles();
  return (
    <span className={styles.icon} aria-hidden>
      {ICONS[kind]}
    </span>
  );
}
