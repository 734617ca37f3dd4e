// The pop-up of the notification bell (notification-bell.tsx), loaded with its first opening and
// open from its first drawing: the latest few, each opening its record, with "mark all read" and the
// way to the whole list.
import { Popover, PopoverSurface, PopoverTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { useSetAtom } from 'jotai';
import { cloneElement, useCallback, useEffect, useRef, useState, type ReactElement, type Ref } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { listNotifications } from '../api/list-notifications.ts';
import { markAllRead } from '../api/mark-all-read.ts';
import { refreshUnreadCountAtom } from '../atoms.ts';
import { notificationStrings } from '../strings.ts';
import { useOpenNotification } from '../use-open-notification.ts';
import { LatestNotifications, type Latest } from './latest-notifications.tsx';

const LATEST_COUNT = 5;
const text = notificationStrings.bell;

const useStyles = makeStyles({
  surface: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: 'min(380px, calc(100vw - 24px))',
    maxHeight: 'min(560px, calc(100dvh - 80px))',
    padding: tokens.spacingVerticalM,
    boxSizing: 'border-box',
  },
});

export interface NotificationPopoverProps {
  /** The bell's button. */
  trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }>;
  hasUnread: boolean;
  /** The bell had the focus when it was first used: its drawn-again button takes it back. */
  focusTrigger: boolean;
}

export function NotificationPopover({ trigger, hasUnread, focusTrigger }: NotificationPopoverProps) {
  const styles = useStyles();
  const refresh = useSetAtom(refreshUnreadCountAtom);
  const [isOpen, setOpen] = useState(true);
  const [latest, setLatest] = useState<Latest>({ status: 'loading' });
  const triggerRef = useRef<HTMLButtonElement>(null);

  const fetchLatest = useCallback(() => {
    listNotifications({ page: 1, size: LATEST_COUNT, sort: 'date:desc' }).then(
      (page) => setLatest({ status: 'ready', items: page.data }),
      (error: unknown) => setLatest({ status: 'failed', message: errorMessage(error) }),
    );
  }, []);
  const loadLatest = () => {
    setLatest({ status: 'loading' });
    fetchLatest();
  };

  // The first opening, the one that loaded this module (the list starts as loading).
  useEffect(() => {
    fetchLatest();
    void refresh();
    if (focusTrigger) triggerRef.current?.focus();
  }, [fetchLatest, refresh, focusTrigger]);

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
      <PopoverTrigger disableButtonEnhancement>{cloneElement(trigger, { ref: triggerRef })}</PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={text.latest}>
        <LatestNotifications
          latest={latest}
          hasUnread={hasUnread}
          onMarkAll={() => void onMarkAll()}
          onOpen={(item) => {
            setOpen(false);
            open(item);
          }}
          onClose={() => setOpen(false)}
        />
      </PopoverSurface>
    </Popover>
  );
}
