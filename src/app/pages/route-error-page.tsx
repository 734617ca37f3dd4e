// The last resort when a page fails to load or render: a Spanish message and a way out. A failed
// chunk after a new deployment is the usual cause, so reloading is the first offer.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { usePageNoticeStyles } from './page-notice-styles.ts';
import { Notice } from '../../lib/ui/notice.tsx';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export function RouteErrorPage() {
  const styles = useStyles();
  const page = usePageNoticeStyles();
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className={page.alone}>
      <div className={page.box}>
        <Notice intent="error" title={isNotFound ? 'Página no encontrada' : 'Algo salió mal'}>
          {isNotFound
            ? 'La dirección que abriste no existe.'
            : 'No se pudo mostrar esta página. Vuelve a cargarla o regresa al inicio.'}
        </Notice>
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => window.location.reload()}>
            Volver a cargar
          </Button>
          <Button as="a" href="/">
            Ir al inicio
          </Button>
        </div>
      </div>
    </main>
  );
}
