// "Mensajes" (docs/requirements.md §2 params/message, Admin): the office's messages with search,
// status, sort and pages in the URL; new, edit and delete in dialogs. A message shows as a banner
// to its audience while it is active, and reaches them once as a notification; each row tells how
// many of its audience opened it and, in a dialog, who has not.
import { useQuery } from '@tanstack/react-query';
import { Button } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { Message } from '../../../../domain/messages.ts';
import { ListFrame } from '../../../lib/ui/list-frame.tsx';
import { PagedListBody } from '../../../lib/ui/paged-list-body.tsx';
import { useListView } from '../../../lib/use-list-view.ts';
import { queryState } from '../../../lib/query-state.ts';
import { DeleteMessageDialog } from '../components/delete-message-dialog.tsx';
import { MessageFormDialog } from '../components/message-form-dialog.tsx';
import { MessageListFilters } from '../components/message-list-filters.tsx';
import { MessageReceiptsDialog } from '../components/message-receipts-dialog.tsx';
import { MessagesGrid } from '../components/messages-grid.tsx';
import { MESSAGES_VIEW } from '../messages-view.ts';
import { messageQueries, messagesChanged } from '../queries.ts';
import { messageStrings } from '../strings.ts';

const text = messageStrings;

type Editing =
  | { kind: 'new' }
  | { kind: 'edit'; message: Message }
  | { kind: 'delete'; message: Message }
  | { kind: 'receipts'; message: Message }
  | null;

export default function MessagesPage() {
  const list = useListView(MESSAGES_VIEW);
  const load = queryState(useQuery(messageQueries.list(list.request)));
  const [editing, setEditing] = useState<Editing>(null);

  const afterChange = () => {
    setEditing(null);
    void messagesChanged();
  };

  return (
    <>
      <ListFrame
        actions={
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setEditing({ kind: 'new' })}>
            {text.create}
          </Button>
        }
      >
        <MessageListFilters filters={list.view.filters} onChange={list.setFilters} />
        <PagedListBody load={load} texts={text} list={list}>
          {(messages) => (
            <MessagesGrid
              messages={messages}
              sort={list.view.sort}
              onSortChange={list.setSort}
              onEdit={(message) => setEditing({ kind: 'edit', message })}
              onDelete={(message) => setEditing({ kind: 'delete', message })}
              onShowReceipts={(message) => setEditing({ kind: 'receipts', message })}
            />
          )}
        </PagedListBody>
      </ListFrame>
      {editing?.kind === 'new' || editing?.kind === 'edit' ? (
        <MessageFormDialog
          message={editing.kind === 'edit' ? editing.message : null}
          onClose={() => setEditing(null)}
          onSaved={afterChange}
        />
      ) : null}
      {editing?.kind === 'delete' ? (
        <DeleteMessageDialog
          message={editing.message}
          onClose={() => setEditing(null)}
          onDeleted={afterChange}
        />
      ) : null}
      {editing?.kind === 'receipts' ? (
        <MessageReceiptsDialog message={editing.message} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
