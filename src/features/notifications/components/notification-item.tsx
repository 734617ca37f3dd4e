// One notification: what kind it is, what happened, how long ago, and whether it was read. The
// main area opens the record it is about; `actions` (the page's "mark read") sit beside it.
import { Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Notification } from '../../../../domain/notifications.ts';
import { notificationStrings } from '../strings.ts';
import { exactTime, timeAgo } from '../when.ts';
import { NotificationIcon } from './notification-icon.tsx';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
  },
  // A quiet tint (readable in dark mode too); the dot and the bold title say "unread".
  unread: { backgroundColor: tokens.colorNeutralBackground1Selected },
  main: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    flexGrow: 1,
    minWidth: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  texts: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    flexGrow: 1,
  },
  title: { fontWeight: tokens.fontWeightRegular, overflowWrap: 'anywhere' },
  titleUnread: { fontWeight: tokens.fontWeightSemibold },
  body: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  clamp: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  when: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase100 },
  dot: {
    flexShrink: 0,
    width: '8px',
    height: '8px',
    marginTop: '6px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
  },
  actions: { display: 'flex', alignItems: 'center', alignSelf: 'center', flexShrink: 0 },
});

export interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  /** The popover clamps long texts; the page shows them whole. */
  isCompact?: boolean;
  actions?: ReactNode;
}

export function NotificationItem({
  notification,
  onOpen,
  isCompact = false,
  actions,
}: NotificationItemProps) {
  const styles = useStyles();
  const isUnread = notification.readAt === null;
  const when = timeAgo(notification.createdAt);
  return (
    <div className={mergeClasses(styles.item, isUnread && styles.unread)}>
      <button
        type="button"
        className={styles.main}
        // One sentence for screen readers: the texts as they show, then whether it is unread.
        aria-label={notificationStrings.page.itemLabel(notification.title, isUnread, notification.body, when)}
        onClick={() => onOpen(notification)}
      >
        <NotificationIcon kind={notification.kind} />
        <span className={styles.texts}>
          {/* The spaces are not laid out in the column; they keep the texts apart as words, which is how
              they are read and how the name above (WCAG 2.5.3, label in name) contains them. */}
          <span className={mergeClasses(styles.title, isUnread && styles.titleUnread)}>
            {notification.title}
          </span>{' '}
          <span className={mergeClasses(styles.body, isCompact && styles.clamp)}>{notification.body}</span>{' '}
          <Tooltip content={exactTime(notification.createdAt)} relationship="description" withArrow>
            <span className={styles.when}>{when}</span>
          </Tooltip>
        </span>
        {isUnread ? <span className={styles.dot} aria-hidden /> : null}
      </button>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
