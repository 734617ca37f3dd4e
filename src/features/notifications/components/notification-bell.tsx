// The bell of the top bar: how many notifications are unread (kept fresh by polling), and on click
// the latest few, each opening its record, with "mark all read" and the way to the whole list. The
// pop-up (notification-popover.tsx) loads with its first opening.
import { Button, CounterBadge, makeStyles } from '@fluentui/react-components';
import { Alert20Regular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { Suspense, useState, type MouseEvent } from 'react';
import { onDemand, standInTrigger } from '../../../lib/ui/on-demand.tsx';
import { unreadCountAtom } from '../atoms.ts';
import { notificationStrings } from '../strings.ts';
import { useUnreadPolling } from '../use-unread-polling.ts';

const text = notificationStrings.bell;

const popover = onDemand(() =>
  import('./notification-popover.tsx').then((module) => module.NotificationPopover),
);

const useStyles = makeStyles({
  icon: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-7px', left: '9px', pointerEvents: 'none' },
});

export function NotificationBell() {
  const styles = useStyles();
  useUnreadPolling();
  const unread = useAtomValue(unreadCountAtom);
  // null until the first click; then whether the bell had the focus.
  const [firstUse, setFirstUse] = useState<{ hadFocus: boolean } | null>(null);

  const button = (extra: object) => (
    <Button
      appearance="subtle"
      icon={
        <span className={styles.icon}>
          <Alert20Regular />
          {unread ? (
            <CounterBadge
              className={styles.badge}
              count={unread}
              overflowCount={99}
              size="small"
              aria-hidden
            />
          ) : null}
        </span>
      }
      aria-label={text.label(unread)}
      title={text.title}
      {...extra}
    />
  );
  const standIn = button({
    ...standInTrigger(popover.preload, () => undefined, 'popover'),
    onClick: (event: MouseEvent<HTMLButtonElement>) =>
      setFirstUse({ hadFocus: document.activeElement === event.currentTarget }),
  });
  return firstUse ? (
    <Suspense fallback={standIn}>
      <popover.Component trigger={button({})} hasUnread={Boolean(unread)} focusTrigger={firstUse.hadFocus} />
    </Suspense>
  ) : (
    standIn
  );
}
