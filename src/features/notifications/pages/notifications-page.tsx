// "Notificaciones" (docs/requirements.md §2, all staff): my notifications, all / unread / read, newest or oldest
// first, a page at a time (the view lives in the URL). Each one opens the record it is about.
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Option, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Regular, MailRead20Regular } from '@fluentui/react-icons';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import {
  NOTIFICATION_SORTS,
  type Notification,
  type NotificationSort,
} from '../../../../domain/notifications.ts';
import { queryValue, type ListViewSpec } from '../../../lib/list-view.ts';
import { showErrorToast } from '../../../lib/error-toast.ts';
import { showToast } from '../../../lib/toast.tsx';
import { ListFrame } from '../../../lib/ui/list-frame.tsx';
import { PagedListBody } from '../../../lib/ui/paged-list-body.tsx';
import { useListView } from '../../../lib/use-list-view.ts';
import { queryState } from '../../../lib/query-state.ts';
import { markAllRead } from '../api/mark-all-read.ts';
import { refreshUnreadCountAtom, unreadCountAtom } from '../atoms.ts';
import { NotificationItem } from '../components/notification-item.tsx';
import { notificationStrings } from '../strings.ts';
import { notificationQueries, notificationsChanged } from '../queries.ts';
import { useMarkRead, useOpenNotification } from '../use-open-notification.ts';

const text = notificationStrings.page;

type Filters = { unread?: boolean };

const SPEC: ListViewSpec<Filters, NotificationSort> = {
  sorts: NOTIFICATION_SORTS,
  defaultSort: 'date:desc',
  readFilters: (params) => ({ unread: queryValue.boolean(params.get('unread')) }),
};

const SHOWN = ['all', 'unread', 'read'] as const;
type Shown = (typeof SHOWN)[number];
const shownOf = (filters: Filters): Shown =>
  filters.unread === true ? 'unread' : filters.unread === false ? 'read' : 'all';
const filtersOf = (shown: Shown): Filters =>
  shown === 'unread' ? { unread: true } : shown === 'read' ? { unread: false } : {};

const useStyles = makeStyles({
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  sort: { minWidth: '200px' },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
});

export default function NotificationsPage() {
  const styles = useStyles();
  const list = useListView(SPEC);
  const load = queryState(useQuery(notificationQueries.list(list.request)));
  const unread = useAtomValue(unreadCountAtom);
  const refreshCount = useSetAtom(refreshUnreadCountAtom);
  const markAsRead = useMarkRead();
  // Items read here since the page loaded, so they change at once without reloading the list.
  const [readNow, setReadNow] = useState<Map<number, Notification>>(new Map());
  const [isMarkingAll, setMarkingAll] = useState(false);

  const remember = useCallback(
    (read: Notification) => setReadNow((known) => new Map(known).set(read.id, read)),
    [],
  );
  const open = useOpenNotification({ fallbackPath: null, onRead: remember });

  const onMarkOne = (notification: Notification) => {
    markAsRead(notification).then(remember, (error: unknown) => showErrorToast(error, text.markFailed));
  };

  const onMarkAll = async () => {
    setMarkingAll(true);
    try {
      const { updated } = await markAllRead();
      showToast({ severity: 'success', summary: text.allMarked(updated) });
      setReadNow(new Map());
      void notificationsChanged();
    } catch (error) {
      showErrorToast(error, text.markFailed);
    } finally {
      setMarkingAll(false);
      void refreshCount();
    }
  };

  const shown = shownOf(list.view.filters);
  const texts = { ...text, empty: text.empty[shown], nothingYet: text.empty.all };

  return (
    <ListFrame
      lead={
        <TabList
          selectedValue={shown}
          onTabSelect={(_, data) => {
            const next = SHOWN.find((key) => key === data.value);
            if (next) list.setFilters(filtersOf(next));
          }}
          aria-label={text.filterLabel}
        >
          {SHOWN.map((key) => (
            <Tab key={key} value={key}>
              {text.filters[key]}
            </Tab>
          ))}
        </TabList>
      }
      actions={
        <div className={styles.tools}>
          <Dropdown
            className={styles.sort}
            aria-label={text.sortLabel}
            value={text.sorts[list.view.sort]}
            selectedOptions={[list.view.sort]}
            onOptionSelect={(_, data) => {
              const sort = NOTIFICATION_SORTS.find((option) => option === data.optionValue);
              if (sort) list.setSort(sort);
            }}
          >
            {NOTIFICATION_SORTS.map((sort) => (
              <Option key={sort} value={sort}>
                {text.sorts[sort]}
              </Option>
            ))}
          </Dropdown>
          <Button
            icon={<CheckmarkCircle20Regular />}
            disabled={!unread || isMarkingAll}
            onClick={() => void onMarkAll()}
          >
            {text.markAllRead}
          </Button>
        </div>
      }
    >
      <PagedListBody load={load} texts={texts} list={list}>
        {(rows) => (
          <ul className={styles.list} aria-label={text.listLabel}>
            {rows.map((row) => {
              const notification = readNow.get(row.id) ?? row;
              return (
                <li key={notification.id}>
                  <NotificationItem
                    notification={notification}
                    onOpen={open}
                    actions={
                      notification.readAt === null ? (
                        <Button
                          appearance="subtle"
                          icon={<MailRead20Regular />}
                          aria-label={`${text.markRead}: ${notification.title}`}
                          title={text.markRead}
                          onClick={() => onMarkOne(notification)}
                        />
                      ) : null
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </PagedListBody>
    </ListFrame>
  );
}
