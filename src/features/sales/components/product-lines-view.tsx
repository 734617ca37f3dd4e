// The product lines of a stored sale or Dkbono (docs/requirements.md §3) with its total under them.
// At a desk, a table: product, bags, price, discount, total and, for a sale, hectares, yield and
// investment. On a phone, each line stacked on its own (product; bags × price − discount = total;
// then the sale's agronomic numbers with their units), so no amount is ever cut off.
import {
  TableCell,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { formatPesos } from '../../../../domain/money-format.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { scrollShadows } from '../../../lib/ui/scroll-shadows.ts';
import { useStackedLineStyles } from '../../../lib/ui/stacked-lines.ts';
import { listStrings } from '../strings.ts';
import { SimpleTable } from '../../../lib/ui/simple-table.tsx';

const useStyles = makeStyles({
  // contain: the table's minimum width scrolls here instead of widening the page on a tablet.
  scroller: { overflowX: 'auto', contain: 'inline-size', ...scrollShadows() },
  table: { minWidth: '560px' },
  wideTable: { minWidth: '760px' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  // A number column's header may take two lines ("Rendimiento (t/ha)"): unlike its numbers it
  // wraps, where one line ran over the header beside it on a desk.
  numberHeaderCell: { textAlign: 'end' },
  // Fluent lays a header cell out as a flex row: push its text to the end like the numbers under
  // it.
  numberHeader: { justifyContent: 'flex-end', textAlign: 'end' },
  product: { width: '26%' },
  code: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  total: { fontWeight: tokens.fontWeightSemibold },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  agronomy: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  sum: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalS,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
});

/** A stored line; a sale's also has its agronomic numbers. */
interface StoredLine {
  id: number;
  productCode: string;
  productName: string;
  quantity: number;
  basePrice: number;
  discount: number;
  total: number;
  /** Null when the farmer's figure was not given. */
  hectares?: number | null;
  productYield?: number | null;
  investment?: number;
}

export interface ProductLinesViewProps {
  items: StoredLine[];
  /** The record's total, shown under the lines. */
  total: number;
  totalLabel: string;
  /** A sale shows hectares, yield and investment; a Dkbono has none. */
  withAgronomy: boolean;
}

const numberFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });
const number = (value: number | undefined) => numberFormat.format(value ?? 0);
/** Hectares or yield: "—" when not given, not 0. */
const given = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : numberFormat.format(value);
const text = listStrings.detail;
const columns = text.columns;

function ProductName({ item }: { item: StoredLine }) {
  const styles = useStyles();
  return (
    <>
      {item.productName}
      {item.productName.includes(item.productCode) ? null : (
        <span className={styles.code}> {item.productCode}</span>
      )}
    </>
  );
}

export function ProductLinesView(props: ProductLinesViewProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  return isPhone ? <StackedLines {...props} /> : <LinesTable {...props} />;
}

function StackedLines({ items, total, totalLabel, withAgronomy }: ProductLinesViewProps) {
  const styles = useStyles();
  const lines = useStackedLineStyles();
  return (
    <div>
      <ul className={lines.stack} aria-label={text.lines}>
        {items.map((item) => (
          <li key={item.id} className={lines.line}>
            <span className={styles.name}>
              <ProductName item={item} />
            </span>
            <span className={lines.row}>
              <span>
                {text.lineMath(
                  number(item.quantity),
                  formatPesos(item.basePrice),
                  formatPesos(item.discount),
                )}
              </span>
              <span className={styles.total}>{`= ${formatPesos(item.total)}`}</span>
            </span>
            {withAgronomy ? (
              <span className={styles.agronomy}>
                {text.lineAgronomy(
                  given(item.hectares),
                  given(item.productYield),
                  formatPesos(item.investment ?? 0),
                )}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <div className={styles.sum}>
        <span>{totalLabel}</span>
        <span>{formatPesos(total)}</span>
      </div>
    </div>
  );
}

function LinesTable({ items, total, totalLabel, withAgronomy }: ProductLinesViewProps) {
  const styles = useStyles();
  const end = (value: string) => <TableCell className={styles.number}>{value}</TableCell>;
  const endHeader = (value: string) => (
    <TableHeaderCell className={styles.numberHeaderCell} button={{ className: styles.numberHeader }}>
      {value}
    </TableHeaderCell>
  );
  const blanks = (count: number) => Array.from({ length: count }, (_, index) => <TableCell key={index} />);

  return (
    <div className={styles.scroller}>
      <SimpleTable
        className={withAgronomy ? styles.wideTable : styles.table}
        aria-label={text.lines}
        headers={
          <>
            <TableHeaderCell className={styles.product}>{columns.product}</TableHeaderCell>
            {endHeader(columns.quantity)}
            {endHeader(columns.price)}
            {endHeader(columns.discount)}
            {endHeader(columns.total)}
            {withAgronomy ? (
              <>
                {endHeader(columns.hectares)}
                {endHeader(columns.productYield)}
                {endHeader(columns.investment)}
              </>
            ) : null}
          </>
        }
      >
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell>
              <ProductName item={item} />
            </TableCell>
            {end(number(item.quantity))}
            {end(formatPesos(item.basePrice))}
            {end(formatPesos(item.discount))}
            {end(formatPesos(item.total))}
            {withAgronomy ? (
              <>
                {end(given(item.hectares))}
                {end(given(item.productYield))}
                {end(formatPesos(item.investment ?? 0))}
              </>
            ) : null}
          </TableRow>
        ))}
        <TableRow>
          <TableCell className={styles.total}>{totalLabel}</TableCell>
          {blanks(3)}
          <TableCell className={mergeClasses(styles.number, styles.total)}>{formatPesos(total)}</TableCell>
          {withAgronomy ? blanks(3) : null}
        </TableRow>
      </SimpleTable>
    </div>
  );
}
