// The company header a printed dashboard page carries ("Print any record"): the
// Agroventas mark and name, and when it was printed. Paper only (print.css); the date is taken
// again just before each print, so a page left open still prints the right one.
import { makeStyles, tokens } from '@fluentui/react-components';
import { memo, useEffect, useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { BrandMark } from '../../lib/ui/brand-mark.tsx';

const useStyles = makeStyles({
  header: {
    borderBottom: '2px solid #000',
    paddingBottom: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  name: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightBold, flexGrow: 1 },
  printed: { fontSize: tokens.fontSizeBase200 },
});

function printedAt(now: Date): string {
  const time = now.toLocaleTimeString('es-MX', { hour: '2-digit', minute: '2-digit', hour12: false });
  return `Impreso el ${formatDate(now)} a las ${time}`;
}

export const PrintHeader = memo(function PrintHeader() {
  const styles = useStyles();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const refresh = () => setNow(new Date());
    window.addEventListener('beforeprint', refresh);
    return () => window.removeEventListener('beforeprint', refresh);
  }, []);
  return (
    <div className={`print-only ${styles.header}`} data-testid="print-header">
      <div className={styles.row}>
        <BrandMark size={32} />
        <span className={styles.name}>Agroventas</span>
        <span className={styles.printed}>{printedAt(now)}</span>
      </div>
    </div>
  );
});
