// One breakdown of the season dashboard: a name, sales, bags, amount and its share of the amount.
// At a desk a real <table> (headers, caption) that prints whole; on a phone a list with one row per
// name (the amount beside it, the rest under it), so nothing is cut at the screen's edge.
import { TableCell, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { SalesFigures } from '../../../../domain/season-figures.ts';
import { formatPesos } from '../../../../domain/money-format.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { seasonStrings } from '../strings.ts';
import { visuallyHidden } from '../../../lib/ui/visually-hidden.ts';
import { SimpleTable } from '../../../lib/ui/simple-table.tsx';

const useStyles = makeStyles({
  // The caption is placed inside the table's own box, not wherever the page area's end is.
  scroll: { overflowX: 'auto', position: 'relative' },
  table: { minWidth: '420px' },
  caption: visuallyHidden,
  number: { justifyContent: 'flex-end', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  name: { overflowWrap: 'break-word' },
  nameHeader: { width: '40%' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  itemName: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  itemAmount: {
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  itemFigures: {
    gridColumn: '1 / -1',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    fontVariantNumeric: 'tabular-nums',
  },
});

const text = seasonStrings.dashboard;
const integer = new Intl.NumberFormat('es-MX');
const percent = new Intl.NumberFormat('es-MX', { style: 'percent', maximumFractionDigits: 1 });

export interface FiguresRow extends SalesFigures {
  key: string | number;
  name: string;
}

export function FiguresTable({
  label,
  nameHeader,
  rows,
}: {
  label: string;
  nameHeader: string;
  rows: FiguresRow[];
}) {
  const styles = useStyles();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  const share = (row: FiguresRow) => (total > 0 ? percent.format(row.amount / total) : '—');
  if (isPhone) {
    return (
      <ul className={styles.list} aria-label={label}>
        {rows.map((row) => (
          <li key={row.key} className={styles.item}>
            <span className={styles.itemName}>{row.name}</span>
            <span className={styles.itemAmount}>{formatPesos(row.amount)}</span>
            <span className={styles.itemFigures}>
              {`${text.sales} ${integer.format(row.sales)} · ${text.bags} ${integer.format(row.bags)} · ${text.share} ${share(row)}`}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.scroll}>
      <SimpleTable
        className={styles.table}
        size="small"
        caption={<caption className={styles.caption}>{label}</caption>}
        headers={
          <>
            <TableHeaderCell className={styles.nameHeader}>{nameHeader}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{text.sales}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{text.bags}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{text.amount}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{text.share}</TableHeaderCell>
          </>
        }
      >
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell className={styles.name}>{row.name}</TableCell>
            <TableCell className={styles.number}>{integer.format(row.sales)}</TableCell>
            <TableCell className={styles.number}>{integer.format(row.bags)}</TableCell>
            <TableCell className={styles.number}>{formatPesos(row.amount)}</TableCell>
            <TableCell className={styles.number}>{share(row)}</TableCell>
          </TableRow>
        ))}
      </SimpleTable>
    </div>
  );
}
