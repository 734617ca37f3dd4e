// PaymentReceiptPage (ROUTES.paymentReceipt, '/r/:code', public): the farmer's receipt of
// one Dkbono payment, opened from WhatsApp on a phone without signing in. It shows what the public
// answer tells (domain/payment-receipts.ts) and its PDF; a payment taken out of the Dkbono reads
// "Recibo anulado". Never indexed: the server sends X-Robots-Tag and the meta (server/http/spa.ts),
// and the page renders the meta too, for when it is opened inside the app.
import { Badge, Button, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, CheckmarkCircle20Filled } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { shortDay } from '../../../../../domain/days.ts';
import { formatPesos } from '../../../../../domain/money-format.ts';
import {
  isReceiptCode,
  receiptPdfPath,
  type PaymentReceipt,
} from '../../../../../domain/payment-receipts.ts';
import { PAYMENT_METHOD_LABELS } from '../../../../../domain/sales.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { queryState } from '../../../../lib/query-state.ts';
import { PublicLayout } from '../../../../lib/ui/public-layout.tsx';
import { saleQueries } from '../../queries.ts';
import { receiptStrings } from '../../strings.ts';
import { Notice } from '../../../../lib/ui/notice.tsx';

const text = receiptStrings.page;

const useStyles = makeStyles({
  hero: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  amount: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    color: tokens.colorNeutralForeground1,
  },
  struck: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  label: { color: tokens.colorNeutralForeground2 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere', textAlign: 'end' },
  sums: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  sum: {
    margin: 0,
    fontVariantNumeric: 'tabular-nums',
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'end',
  },
  pdf: { minHeight: '44px', alignSelf: 'stretch' },
  keep: { color: tokens.colorNeutralForeground3 },
  waiting: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL },
});

export default function PaymentReceiptPage() {
  const code = (useParams().code ?? '').toLowerCase();
  const isCode = isReceiptCode(code);
  const loaded = queryState(useQuery({ ...saleQueries.paymentReceipt(code), enabled: isCode }));
  const isUnknown =
    !isCode || (loaded.status === 'failed' && isApiError(loaded.error) && loaded.error.statusCode === 404);

  let content;
  if (isUnknown) {
    content = (
      <Notice intent="warning" title={text.notFoundTitle}>
        {text.notFound}
      </Notice>
    );
  } else if (loaded.status === 'loading') {
    content = <ReceiptLoading />;
  } else if (loaded.status === 'failed') {
    content = (
      <Notice
        intent="error"
        title={text.failedTitle}
        action={<Button onClick={loaded.retry}>{text.retry}</Button>}
      >
        {text.failed}
      </Notice>
    );
  } else {
    content = <Receipt code={code} receipt={loaded.data} />;
  }

  return (
    <PublicLayout title={text.title}>
      <meta name="robots" content="noindex, nofollow" />
      {content}
    </PublicLayout>
  );
}

function ReceiptLoading() {
  const styles = useStyles();
  return (
    <div className={styles.waiting}>
      <Spinner label={text.loading} labelPosition="below" />
    </div>
  );
}

function Receipt({ code, receipt }: { code: string; receipt: PaymentReceipt }) {
  const styles = useStyles();
  const isVoid = receipt.status === 'VOID';
  const amount = formatPesos(receipt.payment.amount);
  const facts: [string, string][] = [
    [text.customer, receipt.customerName],
    [text.folio, receipt.folio],
    [text.date, shortDay(receipt.payment.date)],
    [text.method, PAYMENT_METHOD_LABELS[receipt.payment.method]],
    [text.company, receipt.company],
  ];
  return (
    <>
      {isVoid ? (
        <Notice intent="error" title={text.voidTitle}>
          {text.voidBody(receipt.folio)}
        </Notice>
      ) : null}
      <div className={styles.hero}>
        {isVoid ? (
          <Badge appearance="tint" color="danger" shape="rounded">
            {text.voidPayment}
          </Badge>
        ) : (
          <Badge appearance="tint" color="success" shape="rounded" icon={<CheckmarkCircle20Filled />}>
            {text.received}
          </Badge>
        )}
        <Text className={styles.label}>{text.amount}</Text>
        <span className={mergeClasses(styles.amount, isVoid && styles.struck)} data-testid="receipt-amount">
          {amount}
        </span>
      </div>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <Fact key={term} term={term} value={value} />
        ))}
      </dl>
      {!isVoid && receipt.paid !== null && receipt.balance !== null ? (
        <>
          <dl className={styles.sums}>
            <dt className={styles.term}>{text.paid}</dt>
            <dd className={styles.sum}>{formatPesos(receipt.paid)}</dd>
            <dt className={styles.term}>{text.balance}</dt>
            <dd className={styles.sum}>
              {receipt.balance > 0 ? formatPesos(receipt.balance) : text.settled}
            </dd>
          </dl>
          <Button
            as="a"
            className={styles.pdf}
            appearance="primary"
            icon={<ArrowDownload20Regular />}
            href={receiptPdfPath(code)}
            download
          >
            {text.pdf}
          </Button>
          <Text size={200} className={styles.keep}>
            {text.keep}
          </Text>
        </>
      ) : null}
    </>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  const styles = useStyles();
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </>
  );
}
