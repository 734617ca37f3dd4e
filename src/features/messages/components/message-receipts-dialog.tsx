// Who of a message's audience has not read it yet, for the admin: the count and the names
// with their roles, asked anew each time the dialog opens since reads keep coming in.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { Message } from '../../../../domain/messages.ts';
import { ROLE_LABELS } from '../../../../domain/roles.ts';
import { queryState } from '../../../lib/query-state.ts';
import { LoadFailed } from '../../../lib/ui/load-state.tsx';
import { messageQueries } from '../queries.ts';
import { messageStrings } from '../strings.ts';

const text = messageStrings.receipts;

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  subject: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  summary: { margin: 0 },
  hint: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  person: {
    display: 'flex',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  role: { color: tokens.colorNeutralForeground3 },
});

export interface MessageReceiptsDialogProps {
  message: Message;
  onClose: () => void;
}

export function MessageReceiptsDialog({ message, onClose }: MessageReceiptsDialogProps) {
  const styles = useStyles();
  const load = queryState(useQuery(messageQueries.receipts(message.id)));
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <p className={styles.subject}>{message.title}</p>
            {load.status === 'loading' ? <Spinner size="small" label={text.loading} /> : null}
            {load.status === 'failed' ? <LoadFailed error={load.error} onRetry={load.retry} /> : null}
            {load.status === 'ready' ? (
              <>
                <p className={styles.summary}>{text.summary(load.data.readCount, load.data.audienceCount)}</p>
                {load.data.audienceCount === 0 ? (
                  <p className={styles.summary}>{text.nobody}</p>
                ) : load.data.unread.length === 0 ? (
                  <p className={styles.summary}>{text.everyone}</p>
                ) : (
                  <>
                    <h3 className={styles.heading} id={`unread-${message.id}`}>
                      {text.unreadList}
                    </h3>
                    <ul className={styles.list} aria-labelledby={`unread-${message.id}`}>
                      {load.data.unread.map((person) => (
                        <li key={person.id} className={styles.person}>
                          <span>{person.name}</span>
                          <span className={styles.role}>{ROLE_LABELS[person.role]}</span>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                <p className={styles.hint}>{text.hint}</p>
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {text.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
