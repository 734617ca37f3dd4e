// The office's messages for the user's role (GET /messages/active) above every dashboard page, as
// Fluent message bars that can be closed; a closed one stays closed for that user on this device.
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
import { useEffect, useState } from 'react';
import type { ActiveMessage } from '../../../../domain/messages.ts';
import { formatDate } from '../../../lib/format.ts';
import { userDetailsAtom } from '../../../lib/session.ts';
import { listActiveMessages } from '../api/list-active-messages.ts';
import { readDismissed, writeDismissed } from '../dismissed-messages.ts';
import { notificationStrings } from '../strings.ts';

const text = notificationStrings.banner;

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

interface Loaded {
  userId: number;
  messages: ActiveMessage[];
  dismissed: number[];
}

export function MessageBanner() {
  const styles = useStyles();
  const userId = useAtomValue(userDetailsAtom)?.id ?? null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let isCurrent = true;
    // The banner is a courtesy: if it cannot load, the page works without it.
    listActiveMessages().then(
      (messages) => {
        if (isCurrent) setLoaded({ userId, messages, dismissed: readDismissed(userId) });
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [userId]);

  // Another user signed in on this device: nothing of the previous one shows.
  if (loaded === null || loaded.userId !== userId) return null;
  const { messages, dismissed } = loaded;

  const dismiss = (id: number) => {
    const next = [...dismissed, id];
    setLoaded({ ...loaded, dismissed: next });
    // Only ids of messages still active are kept: expired ones never come back.
    writeDismissed(
      loaded.userId,
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
