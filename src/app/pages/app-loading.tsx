// Shown while the first page of a visit loads its code and passes the guard.
import { Spinner, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { minHeight: '60dvh', display: 'grid', placeItems: 'center' },
});

export function AppLoading() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner label="Cargando…" />
    </div>
  );
}
