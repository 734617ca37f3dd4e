// The rows of the messages list: title with the start of its text, who it is for, its days, its
// status, how many of its audience read it (which opens who has not), and the edit and delete buttons.
import { Button, makeStyles, tokens, type TableColumnDefinition } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { MESSAGE_SORTS, type Message, type MessageSort } from '../../../../domain/messages.ts';
import { ROLE_LABELS } from '../../../../domain/roles.ts';
import { formatDate } from '../../../lib/format.ts';
import { ServerSortedGrid } from '../../../lib/ui/server-sorted-grid.tsx';
import { messageStrings } from '../strings.ts';
import { MessageStatusBadge } from './message-status-badge.tsx';
import type { ListLayout } from '../../../lib/ui/list-layout.ts';
import { gridColumn, sortedGridColumn } from '../../../lib/ui/grid-column.ts';

const text = messageStrings;

const useStyles = makeStyles({
  titleCell: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    paddingBlock: tokens.spacingVerticalS,
  },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  preview: {
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  nowrap: { whiteSpace: 'nowrap' },
  reads: { minWidth: 0, paddingInline: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  notShown: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const LAYOUT: ListLayout = {
  title: { flex: '2 1 0', card: 'title' },
  audience: { flex: '1 1 0', card: 'meta' },
  activeFrom: { flex: '0 0 170px', card: 'meta' },
  status: { flex: '0 0 110px', card: 'status' },
  reads: { flex: '0 0 150px', card: 'meta' },
  actions: { flex: '0 0 96px', card: 'actions' },
};

export interface MessagesGridProps {
  messages: Message[];
  sort: MessageSort;
  onSortChange: (sort: MessageSort) => void;
  onEdit: (message: Message) => void;
  onDelete: (message: Message) => void;
  onShowReceipts: (message: Message) => void;
}

export function MessagesGrid({
  messages,
  sort,
  onSortChange,
  onEdit,
  onDelete,
  onShowReceipts,
}: MessagesGridProps) {
  const styles = useStyles();
  const columns: TableColumnDefinition<Message>[] = [
    sortedGridColumn<Message>('title', text.columns.title, (message) => (
      <div className={styles.titleCell}>
        <span className={styles.title}>{message.title}</span>
        <span className={styles.preview}>{message.body}</span>
      </div>
    )),
    gridColumn<Message>('audience', text.columns.audience, (message) =>
      message.audienceRoles.map((role) => ROLE_LABELS[role]).join(', '),
    ),
    sortedGridColumn<Message>('activeFrom', text.columns.activeFrom, (message) => (
      <span className={styles.nowrap}>
        {text.period(formatDate(message.activeFrom), message.activeTo ? formatDate(message.activeTo) : null)}
      </span>
    )),
    gridColumn<Message>('status', text.columns.status, (message) => (
      <MessageStatusBadge status={message.status} />
    )),
    gridColumn<Message>('reads', text.columns.reads, (message) =>
      // Nobody can have read a message that has not been shown yet.
      message.status === 'SCHEDULED' ? (
        <span className={styles.notShown}>{text.receipts.notShownYet}</span>
      ) : (
        <Button
          appearance="transparent"
          size="small"
          className={styles.reads}
          aria-label={text.receipts.showLabel(message.readCount, message.audienceCount, message.title)}
          onClick={() => onShowReceipts(message)}
        >
          {text.receipts.count(message.readCount, message.audienceCount)}
        </Button>
      ),
    ),
    gridColumn<Message>('actions', text.columns.actions, (message) => (
      <div className={styles.actions}>
        <Button
          appearance="subtle"
          icon={<Edit20Regular />}
          aria-label={text.edit(message.title)}
          title={text.edit(message.title)}
          onClick={() => onEdit(message)}
        />
        <Button
          appearance="subtle"
          icon={<Delete20Regular />}
          aria-label={text.remove(message.title)}
          title={text.remove(message.title)}
          onClick={() => onDelete(message)}
        />
      </div>
    )),
  ];
  return (
    <ServerSortedGrid
      items={messages}
      columns={columns}
      sorts={MESSAGE_SORTS}
      sort={sort}
      onSortChange={onSortChange}
      label={text.listLabel}
      layout={LAYOUT}
      minWidth="900px"
    />
  );
}
