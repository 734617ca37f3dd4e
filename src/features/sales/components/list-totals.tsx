// The totals of the rows on screen, summed in integer cents (docs/design.md §5), never as floats.
import { makeStyles, tokens } from '@fluentui/react-components';
import { sumCents, toCents } from '../../../../domain/cents.ts';
import type { SaleListItem, VoucherListItem } from '../../../../domain/sales-schemas.ts';
import { formatCents } from '../../../../domain/money-format.ts';
import { listStrings } from '../strings.ts';

const useStyles = makeStyles({
  totals: {
    margin: `${tokens.spacingVerticalS} 0 0`,
    textAlign: 'end',
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    color: tokens.colorNeutralForeground1,
  },
});

const pesos = (values: number[]) => formatCents(sumCents(values.map(toCents)));

export function SaleTotals({ sales }: { sales: SaleListItem[] }) {
  const styles = useStyles();
  return <p className={styles.totals}>{listStrings.totals.sale(pesos(sales.map((sale) => sale.total)))}</p>;
}

export function VoucherTotals({ vouchers }: { vouchers: VoucherListItem[] }) {
  const styles = useStyles();
  return (
    <p className={styles.totals}>
      {listStrings.totals.voucher(
        pesos(vouchers.map((voucher) => voucher.total)),
        pesos(vouchers.map((voucher) => voucher.paid)),
        pesos(vouchers.map((voucher) => voucher.balance)),
      )}
    </p>
  );
}
