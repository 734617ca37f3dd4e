// The last resort when a page fails to load or render: a Spanish message and a way out. A failed
// chunk after a new deployment is the usual cause, so reloading is the first offer.
import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    boxSizing: 'border-box',
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  box: { maxWidth: '480px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export function RouteErrorPage() {
  const styles = useStyles();
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className={styles.root}>
      <div className={styles.box}>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{isNotFound ? 'Página no encontrada' : 'Algo salió mal'}</MessageBarTitle>
            {isNotFound
              ? 'La dirección que abriste no existe.'
              : 'No se pudo mostrar esta página. Vuelve a cargarla o regresa al inicio.'}
          </MessageBarBody>
        </MessageBar>
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
