// The contents of the bell's pop-up: the latest few notifications (or why there are none), "mark all
// read" and the way to the whole list. Loaded when the bell is first opened (notification-bell.tsx).
import { Button, Divider, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ROUTES } from '../../../../domain/app-routes.ts';
import type { Notification } from '../../../../domain/notifications.ts';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { notificationStrings } from '../strings.ts';
import { NotificationItem } from './notification-item.tsx';

const text = notificationStrings.bell;

const useStyles = makeStyles({
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    overflowY: 'auto',
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  state: { padding: tokens.spacingVerticalL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
  foot: { display: 'flex', justifyContent: 'center' },
});

export type Latest =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; items: Notification[] };

export interface LatestNotificationsProps {
  latest: Latest;
  hasUnread: boolean;
  onMarkAll: () => void;
  onOpen: (notification: Notification) => void;
  /** The pop-up closes when the whole list is opened. */
  onClose: () => void;
}

export function LatestNotifications({
  latest,
  hasUnread,
  onMarkAll,
  onOpen,
  onClose,
}: LatestNotificationsProps) {
  const styles = useStyles();
  return (
    <>
      <div className={styles.head}>
        <Text weight="semibold" size={400}>
          {text.title}
        </Text>
        <Button appearance="transparent" size="small" disabled={!hasUnread} onClick={onMarkAll}>
          {text.markAllRead}
        </Button>
      </div>
      <Divider />
      {latest.status === 'loading' ? <Spinner size="small" className={styles.state} /> : null}
      {latest.status === 'failed' ? (
        <div className={styles.state} role="alert">
          {text.loadFailed} {latest.message}
        </div>
      ) : null}
      {latest.status === 'ready' && latest.items.length === 0 ? (
        <div className={styles.state}>{text.empty}</div>
      ) : null}
      {latest.status === 'ready' && latest.items.length > 0 ? (
        <ul className={styles.list} aria-label={text.latest}>
          {latest.items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} isCompact onOpen={onOpen} />
            </li>
          ))}
        </ul>
      ) : null}
      <Divider />
      <div className={styles.foot} onClick={onClose}>
        <RouterLink to={ROUTES.notifications.path}>{text.seeAll}</RouterLink>
      </div>
    </>
  );
}
