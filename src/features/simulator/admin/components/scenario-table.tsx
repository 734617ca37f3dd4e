// The scenarios side by side: optionally their inputs (the printout), every result, and how each
// compares with the first, including the extra yield that pays its cost difference.
import {
  TableCell,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { NOT_APPLICABLE, formatPesos } from '../../../../../domain/money-format.ts';
import {
  INPUT_FIELDS,
  RESULT_ROWS,
  extraYieldSentence,
  formatExtraYieldToPay,
} from '../../../../../domain/simulator-format.ts';
import { scrollShadows } from '../../../../lib/ui/scroll-shadows.ts';
import { NUMERIC_FIELDS, type EvaluatedScenario } from '../scenarios.ts';
import { adminStrings } from '../strings.ts';
import { SimpleTable } from '../../../../lib/ui/simple-table.tsx';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', contain: 'inline-size', ...scrollShadows() },
  // Wide enough for the figures; with more scenarios than fit, the table scrolls sideways.
  table: { fontVariantNumeric: 'tabular-nums' },
  width1: { minWidth: '320px' },
  width2: { minWidth: '480px' },
  width3: { minWidth: '640px' },
  number: { textAlign: 'right', justifyContent: 'flex-end' },
  headerNumber: { '& > div': { justifyContent: 'flex-end' }, textAlign: 'right' },
  group: { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  strong: { fontWeight: tokens.fontWeightSemibold },
  sentences: { margin: `${tokens.spacingVerticalS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

interface Row {
  label: string;
  values: string[];
  strong?: boolean;
}

export function ScenarioTable({
  scenarios,
  withInputs = false,
}: {
  scenarios: EvaluatedScenario[];
  withInputs?: boolean;
}) {
  const styles = useStyles();
  const readable = scenarios.filter((s) => s.result !== null);
  const baseline = readable[0];
  const cell = (s: EvaluatedScenario, value: (s: EvaluatedScenario) => string) =>
    s.result ? value(s) : adminStrings.results.invalid;

  const groups: { title: string | null; rows: Row[] }[] = [];
  if (withInputs) {
    groups.push({
      title: null,
      rows: NUMERIC_FIELDS.map((field) => ({
        label: `${INPUT_FIELDS[field].label} (${INPUT_FIELDS[field].unit})`,
        values: scenarios.map((s) =>
          s.scenario ? INPUT_FIELDS[field].format(s.scenario[field]) : NOT_APPLICABLE,
        ),
      })),
    });
  }
  groups.push({
    title: withInputs ? adminStrings.results.title : null,
    rows: RESULT_ROWS.map((row) => ({
      label: row.label,
      values: scenarios.map((s) => cell(s, (x) => row.format(x.result?.[row.key] ?? null))),
      strong: row.key === 'margin' || row.key === 'roi',
    })),
  });
  if (readable.length > 1 && baseline) {
    groups.push({
      title: adminStrings.results.comparison(baseline.name),
      rows: [
        {
          label: adminStrings.results.costDifference,
          values: scenarios.map((s) => cell(s, (x) => formatPesos(x.comparison?.costDifference ?? null))),
        },
        {
          label: adminStrings.results.marginDifference,
          values: scenarios.map((s) => cell(s, (x) => formatPesos(x.comparison?.marginDifference ?? null))),
        },
        {
          label: adminStrings.results.extraYield,
          values: scenarios.map((s) => cell(s, (x) => formatExtraYieldToPay(x.comparison))),
          strong: true,
        },
      ],
    });
  }

  return (
    <div>
      <div className={styles.scroller}>
        <SimpleTable
          className={mergeClasses(
            styles.table,
            scenarios.length >= 3 ? styles.width3 : scenarios.length === 2 ? styles.width2 : styles.width1,
          )}
          size="small"
          aria-label={adminStrings.results.title}
          headers={
            <>
              <TableHeaderCell>{adminStrings.results.concept}</TableHeaderCell>
              {scenarios.map((s, i) => (
                <TableHeaderCell key={`${s.name}-${i}`} className={styles.headerNumber}>
                  {s.name}
                </TableHeaderCell>
              ))}
            </>
          }
        >
          {groups.map((group) => [
            group.title ? (
              <TableRow key={`g-${group.title}`} className={styles.group}>
                <TableCell colSpan={scenarios.length + 1}>{group.title}</TableCell>
              </TableRow>
            ) : null,
            ...group.rows.map((row) => (
              <TableRow key={`${group.title ?? ''}-${row.label}`}>
                <TableCell className={row.strong ? styles.strong : undefined}>{row.label}</TableCell>
                {row.values.map((value, i) => (
                  <TableCell key={i} className={mergeClasses(styles.number, row.strong && styles.strong)}>
                    {value}
                  </TableCell>
                ))}
              </TableRow>
            )),
          ])}
        </SimpleTable>
      </div>
      {baseline && readable.length > 1 ? (
        <ul className={styles.sentences} data-testid="extra-yield">
          {readable.slice(1).map((s, i) =>
            s.comparison ? (
              <li key={`${s.name}-${i}`}>
                <strong>{s.name}:</strong> {extraYieldSentence(s.comparison, baseline.name)}
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
    </div>
  );
}
