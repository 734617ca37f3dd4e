// LogoutUser ('/logout'): ends the session on the server and in the browser, then goes to sign-in.
// Signing out by choice also wipes what this person kept on the phone; when something
// typed without signal has not been sent yet, the person is asked first, since it would be lost.
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { forgetThisDevice } from '../../../lib/offline/device-owner.ts';
import { refreshOutbox } from '../../../lib/offline/outbox-runtime.ts';
import { PublicLayout } from '../../../lib/ui/public-layout.tsx';
import { logout } from '../api/logout.ts';
import { strings } from '../strings.ts';
import { Notice } from '../../../lib/ui/notice.tsx';

const useStyles = makeStyles({
  question: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export default function LogoutUser() {
  const styles = useStyles();
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; the server must be told only once.
  const hasStarted = useRef(false);
  const [unsent, setUnsent] = useState<number | null>(null);

  const signOut = useCallback(async () => {
    setUnsent(0);
    await forgetThisDevice();
    await logout();
    void navigate('/login', { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void refreshOutbox().then((items) => {
      const waiting = items.filter((item) => item.state !== 'sent').length;
      if (waiting > 0) setUnsent(waiting);
      else void signOut();
    });
  }, [signOut]);

  return (
    <PublicLayout>
      {unsent ? (
        <div className={styles.question}>
          <Notice intent="warning" title={strings.logout.unsentTitle(unsent)}>
            {strings.logout.unsentBody}
          </Notice>
          <div className={styles.actions}>
            <Button appearance="primary" onClick={() => void navigate(ROUTES.outbox.path)}>
              {strings.logout.review}
            </Button>
            <Button onClick={() => void signOut()}>{strings.logout.discardAndSignOut}</Button>
          </div>
        </div>
      ) : (
        <Spinner label={strings.logout.inProgress} />
      )}
    </PublicLayout>
  );
}
