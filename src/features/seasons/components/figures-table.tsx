// One breakdown of the season dashboard as a table: a name, sales, bags, amount and its share of
// the amount. A real <table> (headers, caption) that scrolls sideways on a phone and prints whole.
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import type { SalesFigures } from '../../../../domain/season-figures.ts';
import { formatPesos } from '../../../../domain/money-format.ts';
import { seasonStrings } from '../strings.ts';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  table: { minWidth: '420px' },
  caption: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  number: { justifyContent: 'flex-end', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  name: { overflowWrap: 'break-word' },
  nameHeader: { width: '40%' },
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
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  return (
    <div className={styles.scroll}>
      <Table className={styles.table} size="small">
        <caption className={styles.caption}>{label}</caption>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.nameHeader}>{nameHeader}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{text.sales}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{text.bags}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{text.amount}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{text.share}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell className={styles.name}>{row.name}</TableCell>
              <TableCell className={styles.number}>{integer.format(row.sales)}</TableCell>
              <TableCell className={styles.number}>{integer.format(row.bags)}</TableCell>
              <TableCell className={styles.number}>{formatPesos(row.amount)}</TableCell>
              <TableCell className={styles.number}>
                {total > 0 ? percent.format(row.amount / total) : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
