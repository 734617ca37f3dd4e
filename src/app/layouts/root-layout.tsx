// Around every page: the browser tab title from the route meta, a thin progress bar while the next
// page loads (react-router keeps the current page on screen until then), and the one question
// before unsaved changes are left behind.
import { ProgressBar, makeStyles } from '@fluentui/react-components';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { UnsavedChangesGuard } from '../../lib/ui/unsaved-changes-guard.tsx';
import { documentTitle, usePageTitle } from '../route-meta.ts';

const useStyles = makeStyles({
  progress: { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 },
});

export function RootLayout() {
  const styles = useStyles();
  const title = usePageTitle();
  const navigation = useNavigation();

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    <>
      {navigation.state === 'loading' ? (
        <ProgressBar className={styles.progress} thickness="large" aria-label="Cargando página" />
      ) : null}
      <Outlet />
      <UnsavedChangesGuard />
      <ScrollRestoration />
    </>
  );
}
