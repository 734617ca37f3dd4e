// Above every staff page: whether the app has signal and how old the data on screen is, what is
// waiting in the outbox, a session to renew before it can be sent, and a new version to take
//. Nothing shows while all is well.
import {
  Button,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { ROUTES } from '../../../domain/app-routes.ts';
import { isOnlineAtom, keptSinceAtom, updateReadyAtom } from '../../lib/offline/connection.ts';
import { needsSignInAtom, unsentCountAtom } from '../../lib/offline/outbox-runtime.ts';
import { ageOf, offlineStrings } from '../../lib/offline/strings.ts';
import { RouterLink } from '../../lib/ui/router-link.tsx';
import { applyUpdate } from '../../sw/register.ts';

const useStyles = makeStyles({
  bars: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalM,
  },
});

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function ConnectionBar() {
  const styles = useStyles();
  const isOnline = useAtomValue(isOnlineAtom);
  const keptSince = useAtomValue(keptSinceAtom);
  const unsent = useAtomValue(unsentCountAtom);
  const needsSignIn = useAtomValue(needsSignInAtom);
  const isUpdateReady = useAtomValue(updateReadyAtom);
  const now = useNow(30_000);
  if (isOnline && unsent === 0 && !needsSignIn && !isUpdateReady) return null;

  return (
    <div className={styles.bars} data-print="hide">
      {!isOnline || unsent > 0 ? (
        <MessageBar intent={isOnline ? 'info' : 'warning'} data-testid="connection-bar">
          <MessageBarBody>
            {isOnline
              ? null
              : keptSince === null
                ? offlineStrings.offline
                : offlineStrings.keptData(ageOf(keptSince, now))}
            {!isOnline && unsent > 0 ? ' · ' : null}
            {unsent > 0 ? (
              <RouterLink to={ROUTES.outbox.path}>{offlineStrings.unsent(unsent)}</RouterLink>
            ) : null}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {needsSignIn ? (
        <MessageBar intent="warning">
          <MessageBarBody>{offlineStrings.signInToSend}</MessageBarBody>
          <MessageBarActions>
            <Link href={`${ROUTES.login.path}?objective=${encodeURIComponent(ROUTES.outbox.path)}`}>
              {offlineStrings.signIn}
            </Link>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {isUpdateReady ? (
        <MessageBar intent="info">
          <MessageBarBody>{offlineStrings.updateReady}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={applyUpdate}>
              {offlineStrings.update}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
    </div>
  );
}
