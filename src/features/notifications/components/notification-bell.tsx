// The bell of the top bar: how many notifications are unread (kept fresh by polling), and on click
// the latest few, each opening its record, with "mark all read" and the way to the whole list. The
// pop-up's contents load with its first opening (latest-notifications.tsx).
import {
  Button,
  CounterBadge,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Alert20Regular } from '@fluentui/react-icons';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, lazy, useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { listNotifications } from '../api/list-notifications.ts';
import { markAllRead } from '../api/mark-all-read.ts';
import { refreshUnreadCountAtom, unreadCountAtom } from '../atoms.ts';
import { notificationStrings } from '../strings.ts';
import { useOpenNotification } from '../use-open-notification.ts';
import { useUnreadPolling } from '../use-unread-polling.ts';
import type { Latest } from './latest-notifications.tsx';

export const LATEST_COUNT = 5;
const text = notificationStrings.bell;

const LatestNotifications = lazy(() =>
  import('./latest-notifications.tsx').then((module) => ({ default: module.LatestNotifications })),
);

const useStyles = makeStyles({
  icon: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-7px', left: '9px', pointerEvents: 'none' },
  surface: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: 'min(380px, calc(100vw - 24px))',
    maxHeight: 'min(560px, calc(100dvh - 80px))',
    padding: tokens.spacingVerticalM,
    boxSizing: 'border-box',
  },
  loading: { padding: tokens.spacingVerticalL },
});

export function NotificationBell() {
  const styles = useStyles();
  useUnreadPolling();
  const unread = useAtomValue(unreadCountAtom);
  const refresh = useSetAtom(refreshUnreadCountAtom);
  const [isOpen, setOpen] = useState(false);
  const [latest, setLatest] = useState<Latest>({ status: 'loading' });

  const loadLatest = useCallback(() => {
    setLatest({ status: 'loading' });
    listNotifications({ page: 1, size: LATEST_COUNT, sort: 'date:desc' }).then(
      (page) => setLatest({ status: 'ready', items: page.data }),
      (error: unknown) => setLatest({ status: 'failed', message: errorMessage(error) }),
    );
  }, []);

  const open = useOpenNotification({
    onRead: (read) =>
      setLatest((state) =>
        state.status === 'ready'
          ? { ...state, items: state.items.map((item) => (item.id === read.id ? read : item)) }
          : state,
      ),
  });

  const onMarkAll = async () => {
    try {
      await markAllRead();
      loadLatest();
    } catch (error) {
      setLatest({ status: 'failed', message: errorMessage(error) });
    } finally {
      void refresh();
    }
  };

  return (
    <Popover
      open={isOpen}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (data.open) {
          loadLatest();
          void refresh();
        }
      }}
      positioning="below-end"
      withArrow
      // Inline: the list follows the bell in the tab order, without making the popover modal.
      inline
    >
      <PopoverTrigger disableButtonEnhancement>
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
        />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={text.latest}>
        <Suspense fallback={<Spinner size="small" className={styles.loading} />}>
          <LatestNotifications
            latest={latest}
            hasUnread={Boolean(unread)}
            onMarkAll={() => void onMarkAll()}
            onOpen={(item) => {
              setOpen(false);
              open(item);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      </PopoverSurface>
    </Popover>
  );
}
