// The head of a Dkbono's detail: folio, status, customer, season, consultant, date and amounts.
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { VoucherDetail } from '../../../../../domain/sales-schemas.ts';
import { formatPesos } from '../../../../../domain/money-format.ts';
import { formatDate } from '../../../../lib/format.ts';
import { formStrings } from '../../strings.ts';
import { VoucherStatusBadge } from '../../../../lib/ui/record-status-badge.tsx';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
});

function Entry({ term, children }: { term: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.item}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

export function DkbonoSummary({ voucher }: { voucher: VoucherDetail }) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      <Entry term={formStrings.detail.folio}>
        <Text weight="semibold">{voucher.folio}</Text>
      </Entry>
      <Entry term={formStrings.detail.status}>
        <VoucherStatusBadge status={voucher.status} />
      </Entry>
      <Entry term={formStrings.detail.customer}>{voucher.customerName}</Entry>
      <Entry term={formStrings.detail.season}>{voucher.seasonName}</Entry>
      <Entry term={formStrings.detail.consultant}>{voucher.consultantName}</Entry>
      <Entry term={formStrings.detail.createdAt}>{formatDate(voucher.createdAt)}</Entry>
      <Entry term={formStrings.detail.total}>
        <Text weight="semibold">{formatPesos(voucher.total)}</Text>
      </Entry>
      {voucher.notes ? <Entry term={formStrings.detail.notes}>{voucher.notes}</Entry> : null}
    </dl>
  );
}
