// The product lines of a sale (docs/requirements.md §3): product, bags, price, discount, total, hectares, yield and
// investment, with the sale's total under them. Scrolls sideways on phones.
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { SaleDetail } from '../../../../domain/sales.ts';
import { formatPesos } from '../../../../domain/money-format.ts';
import { scrollShadows } from '../../../lib/ui/scroll-shadows.ts';
import { listStrings } from '../strings.ts';

const useStyles = makeStyles({
  // contain: the table's minimum width scrolls here instead of widening the page on phones.
  scroller: { overflowX: 'auto', contain: 'inline-size', ...scrollShadows() },
  table: { minWidth: '760px' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  // Fluent lays a header cell out as a flex row: push its text to the end like the numbers under it.
  numberHeader: { justifyContent: 'flex-end' },
  product: { width: '26%' },
  code: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  total: { fontWeight: tokens.fontWeightSemibold },
});

const numberFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });
const columns = listStrings.detail.columns;

export function SaleLinesTable({ sale }: { sale: SaleDetail }) {
  const styles = useStyles();
  const number = (value: number) => numberFormat.format(value);
  const end = (text: string) => <TableCell className={styles.number}>{text}</TableCell>;
  const endHeader = (text: string) => (
    <TableHeaderCell className={styles.number} button={{ className: styles.numberHeader }}>
      {text}
    </TableHeaderCell>
  );

  return (
    <div className={styles.scroller}>
      <Table className={styles.table} aria-label={listStrings.detail.lines}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.product}>{columns.product}</TableHeaderCell>
            {endHeader(columns.quantity)}
            {endHeader(columns.price)}
            {endHeader(columns.discount)}
            {endHeader(columns.total)}
            {endHeader(columns.hectares)}
            {endHeader(columns.productYield)}
            {endHeader(columns.investment)}
          </TableRow>
        </TableHeader>
        <TableBody>
          {sale.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                {item.productName}
                {item.productName.includes(item.productCode) ? null : (
                  <span className={styles.code}> {item.productCode}</span>
                )}
              </TableCell>
              {end(number(item.quantity))}
              {end(formatPesos(item.basePrice))}
              {end(formatPesos(item.discount))}
              {end(formatPesos(item.total))}
              {end(number(item.hectares))}
              {end(number(item.productYield))}
              {end(formatPesos(item.investment))}
            </TableRow>
          ))}
          <TableRow>
            <TableCell className={styles.total}>{listStrings.detail.total}</TableCell>
            <TableCell />
            <TableCell />
            <TableCell />
            <TableCell className={mergeClasses(styles.number, styles.total)}>
              {formatPesos(sale.total)}
            </TableCell>
            <TableCell />
            <TableCell />
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}
