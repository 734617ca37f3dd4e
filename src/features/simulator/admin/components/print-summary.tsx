// The printable summary: hidden on screen, the only thing on paper when staff print the page
// (the dashboard's menus and the editors are hidden while this page is open).
import { makeStaticStyles, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { formatDate } from '../../../../lib/format.ts';
import type { EvaluatedScenario } from '../scenarios.ts';
import { adminStrings } from '../strings.ts';
import { ScenarioTable } from './scenario-table.tsx';

const PRINT_SCOPE = 'agroventas-print-simulation';
const PRINT_AREA = 'agroventas-simulation-printout';

// Scoped to a class on <html> set only while this page is mounted, so other pages print as usual.
const usePrintRules = makeStaticStyles(`
  @media print {
    html.${PRINT_SCOPE} body * { visibility: hidden !important; }
    html.${PRINT_SCOPE} .${PRINT_AREA}, html.${PRINT_SCOPE} .${PRINT_AREA} * { visibility: visible !important; }
    html.${PRINT_SCOPE} .${PRINT_AREA} { display: block !important; position: absolute; inset: 0 auto auto 0; width: 100%; }
  }
`);

const useStyles = makeStyles({
  area: {
    display: 'none',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  heading: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500 },
  facts: { margin: `0 0 ${tokens.spacingVerticalM}` },
  note: {
    marginTop: tokens.spacingVerticalM,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
});

export function PrintSummary(props: {
  scenarios: EvaluatedScenario[];
  customerName: string | null;
  name: string;
}) {
  usePrintRules();
  const styles = useStyles();
  useEffect(() => {
    document.documentElement.classList.add(PRINT_SCOPE);
    return () => document.documentElement.classList.remove(PRINT_SCOPE);
  }, []);
  return (
    <section className={`${PRINT_AREA} ${styles.area}`} aria-hidden="true">
      <h1 className={styles.heading}>
        Agroventas · {adminStrings.print.heading}
        {props.name.trim() ? ` · ${props.name.trim()}` : ''}
      </h1>
      <p className={styles.facts}>
        {adminStrings.print.customer}: {props.customerName ?? adminStrings.customer.none} ·{' '}
        {adminStrings.print.date}: {formatDate(new Date())}
      </p>
      <ScenarioTable scenarios={props.scenarios} withInputs />
      <p className={styles.note}>{adminStrings.print.disclaimer}</p>
    </section>
  );
}
