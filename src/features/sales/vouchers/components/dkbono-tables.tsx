// Read-only table of the payments recorded on a Dkbono (its products: ProductLinesView).
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import { PAYMENT_METHOD_LABELS, type VoucherDetail } from '../../../../../domain/sales.ts';
import { formatPesos } from '../../../../../domain/money-format.ts';
import { formatDate } from '../../../../lib/format.ts';
import { formStrings } from '../../strings.ts';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  table: { minWidth: '560px' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  numberHead: { justifyContent: 'flex-end' },
});

export function VoucherPaymentsTable({ voucher }: { voucher: VoucherDetail }) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <Table className={styles.table} aria-label={formStrings.payments.title} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{formStrings.payments.date}</TableHeaderCell>
            <TableHeaderCell className={styles.number} button={{ className: styles.numberHead }}>
              {formStrings.payments.amount}
            </TableHeaderCell>
            <TableHeaderCell>{formStrings.payments.method}</TableHeaderCell>
            <TableHeaderCell>{formStrings.payments.reference}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {voucher.payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell>{formatDate(payment.date)}</TableCell>
              <TableCell className={styles.number}>{formatPesos(payment.amount)}</TableCell>
              <TableCell>{PAYMENT_METHOD_LABELS[payment.method]}</TableCell>
              <TableCell>{payment.reference ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
