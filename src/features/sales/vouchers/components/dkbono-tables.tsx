// The payments recorded on a Dkbono, read as lines (its products: ProductLinesView): at a desk a
// table of date, amount, method and reference; on a phone each payment stacked on its own, so no
// amount is cut off. Dates read dd/mm/aaaa like the date field that wrote them, amounts in pesos.
// Each payment offers its receipt to the farmer (WhatsApp, the share sheet, the page).
import { TableCell, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { PAYMENT_METHOD_LABELS } from '../../../../../domain/sales.ts';
import type { VoucherDetail } from '../../../../../domain/sales-schemas.ts';
import { formatPesos } from '../../../../../domain/money-format.ts';
import { fieldDay } from '../../../../lib/typed-day.ts';
import { useStackedLineStyles } from '../../../../lib/ui/stacked-lines.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../../lib/use-media-query.ts';
import { formStrings, receiptStrings } from '../../strings.ts';
import { ReceiptActions } from './receipt-actions.tsx';
import { SimpleTable } from '../../../../lib/ui/simple-table.tsx';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  table: { minWidth: '760px' },
  // Room for "WhatsApp" and "Ver recibo" side by side (and "Compartir" on a touch screen).
  receipt: { width: '300px' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  numberHead: { justifyContent: 'flex-end' },
  amount: { fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

export function VoucherPaymentsTable({ voucher }: { voucher: VoucherDetail }) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  return isPhone ? <StackedPayments voucher={voucher} /> : <PaymentsTable voucher={voucher} />;
}

function StackedPayments({ voucher }: { voucher: VoucherDetail }) {
  const styles = useStyles();
  const lines = useStackedLineStyles();
  return (
    <ul className={lines.stack} aria-label={formStrings.payments.title}>
      {voucher.payments.map((payment) => (
        <li key={payment.id} className={lines.line}>
          <span className={lines.row}>
            <span>{fieldDay(payment.date.slice(0, 10))}</span>
            <span className={styles.amount}>{formatPesos(payment.amount)}</span>
          </span>
          <span className={styles.detail}>
            {payment.reference
              ? `${PAYMENT_METHOD_LABELS[payment.method]} · ${payment.reference}`
              : PAYMENT_METHOD_LABELS[payment.method]}
          </span>
          <ReceiptActions voucher={voucher} payment={payment} />
        </li>
      ))}
    </ul>
  );
}

function PaymentsTable({ voucher }: { voucher: VoucherDetail }) {
  const styles = useStyles();
  const { payments } = voucher;
  return (
    <div className={styles.scroll}>
      <SimpleTable
        className={styles.table}
        aria-label={formStrings.payments.title}
        size="small"
        headers={
          <>
            <TableHeaderCell>{formStrings.payments.date}</TableHeaderCell>
            <TableHeaderCell className={styles.number} button={{ className: styles.numberHead }}>
              {formStrings.payments.amount}
            </TableHeaderCell>
            <TableHeaderCell>{formStrings.payments.method}</TableHeaderCell>
            <TableHeaderCell>{formStrings.payments.reference}</TableHeaderCell>
            <TableHeaderCell className={styles.receipt}>{receiptStrings.share.receipt}</TableHeaderCell>
          </>
        }
      >
        {payments.map((payment) => (
          <TableRow key={payment.id}>
            <TableCell>{fieldDay(payment.date.slice(0, 10))}</TableCell>
            <TableCell className={styles.number}>{formatPesos(payment.amount)}</TableCell>
            <TableCell>{PAYMENT_METHOD_LABELS[payment.method]}</TableCell>
            <TableCell>{payment.reference ?? '—'}</TableCell>
            <TableCell>
              <ReceiptActions voucher={voucher} payment={payment} size="small" />
            </TableCell>
          </TableRow>
        ))}
      </SimpleTable>
    </div>
  );
}
