// The office's messages for the user's role (GET /messages/active) above every dashboard page, as
// Fluent message bars that can be closed; a closed one stays closed for that user on this device.
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { userDetailsAtom } from '../../../lib/session.ts';
import { listActiveMessages } from '../api/list-active-messages.ts';
import { readDismissed, writeDismissed } from '../dismissed-messages.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { messageStrings } from '../strings.ts';

const text = messageStrings.banner;

const useStyles = makeStyles({
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
  },
  body: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  until: {
    display: 'block',
    marginTop: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
});

interface Dismissed {
  userId: number;
  ids: number[];
}

export function MessageBanner() {
  const styles = useStyles();
  const userId = useAtomValue(userDetailsAtom)?.id ?? null;
  // The banner is a courtesy: if it cannot load, the page works without it. The cache is emptied
  // when another user signs in on this device, so nothing of the previous one shows.
  const messages = useQuery({
    queryKey: [...queryRoots.messages, 'active'],
    queryFn: listActiveMessages,
    enabled: userId !== null,
  }).data;
  const [dismissedNow, setDismissedNow] = useState<Dismissed | null>(null);

  if (userId === null || !messages) return null;
  const dismissed = dismissedNow?.userId === userId ? dismissedNow.ids : readDismissed(userId);

  const dismiss = (id: number) => {
    const next = [...dismissed, id];
    setDismissedNow({ userId, ids: next });
    // Only ids of messages still active are kept: expired ones never come back.
    writeDismissed(
      userId,
      next.filter((known) => messages.some((message) => message.id === known)),
    );
  };

  const shown = messages.filter((message) => !dismissed.includes(message.id));
  if (shown.length === 0) return null;
  return (
    <section className={styles.stack} aria-label={text.label}>
      {shown.map((message) => (
        <MessageBar key={message.id} intent="info" layout="multiline">
          <MessageBarBody className={styles.body}>
            <MessageBarTitle>{message.title}</MessageBarTitle>
            {message.body}
            {message.activeTo ? (
              <span className={styles.until}>{text.until(formatDate(message.activeTo))}</span>
            ) : null}
          </MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={text.dismiss(message.title)}
                onClick={() => dismiss(message.id)}
              />
            }
          />
        </MessageBar>
      ))}
    </section>
  );
}
