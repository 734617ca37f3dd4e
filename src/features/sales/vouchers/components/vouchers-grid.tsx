// The rows of the "DKbonos" tab: folio (link to the detail), date, customer, season, consultant,
// total, paid, balance and status.
import { makeStyles, type TableColumnDefinition } from '@fluentui/react-components';
import { SALE_SORTS } from '../../../../../domain/sales.ts';
import type { VoucherListItem } from '../../../../../domain/sales-schemas.ts';
import { formatPesos } from '../../../../../domain/money-format.ts';
import { formatDate } from '../../../../lib/format.ts';
import type { ListLayout } from '../../../../lib/ui/list-layout.ts';
import { RouterLink } from '../../../../lib/ui/router-link.tsx';
import {
  gridMinWidth,
  ServerSortedGrid,
  type GridSelection,
} from '../../../../lib/ui/server-sorted-grid.tsx';
import type { SaleSort } from '../../list-query.ts';
import { listStrings } from '../../strings.ts';
import { dkbonoDetailPath } from '../../paths.ts';
import { prefetchVoucher } from '../../queries.ts';
import { VoucherStatusBadge } from '../../../../lib/ui/record-status-badge.tsx';
import { gridColumn, sortedGridColumn } from '../../../../lib/ui/grid-column.ts';

const useStyles = makeStyles({
  money: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
});

const text = listStrings.columns;

// Bases exclude the cells' own (compact) padding; the names share what is left, two lines each at
// 1280 px beside the navigation. On a phone's card: folio,
// customer, total and status, then what is paid and owed, the date and the season.
const LAYOUT: ListLayout = {
  folio: { flex: '0 0 108px', card: 'title' },
  date: { flex: '0 0 62px', card: 'meta' },
  customer: { flex: '1 1 0', card: 'subtitle' },
  season: { flex: '0 0 90px', card: 'meta' },
  consultant: { flex: '1 1 0' },
  total: { flex: '0 0 86px', align: 'end', card: 'amount' },
  paid: { flex: '0 0 86px', align: 'end', card: 'figure' },
  balance: { flex: '0 0 86px', align: 'end', card: 'figure' },
  status: { flex: '0 0 88px', card: 'status' },
};

function useVoucherColumns(): TableColumnDefinition<VoucherListItem>[] {
  const styles = useStyles();
  const money = (value: number) => <span className={styles.money}>{formatPesos(value)}</span>;
  return [
    sortedGridColumn<VoucherListItem>('folio', text.folio, (voucher) => (
      <RouterLink to={dkbonoDetailPath(voucher.id)} prefetch={() => prefetchVoucher(voucher.id)}>
        {voucher.folio}
      </RouterLink>
    )),
    sortedGridColumn<VoucherListItem>('date', text.date, (voucher) => formatDate(voucher.createdAt)),
    sortedGridColumn<VoucherListItem>('customer', text.customer, (voucher) => voucher.customerName),
    gridColumn<VoucherListItem>('season', text.season, (voucher) => (
      <span className={styles.nowrap}>{voucher.seasonName}</span>
    )),
    gridColumn<VoucherListItem>('consultant', text.consultant, (voucher) => voucher.consultantName),
    sortedGridColumn<VoucherListItem>('total', text.total, (voucher) => money(voucher.total)),
    gridColumn<VoucherListItem>('paid', text.paid, (voucher) => money(voucher.paid)),
    gridColumn<VoucherListItem>('balance', text.balance, (voucher) => money(voucher.balance)),
    gridColumn<VoucherListItem>('status', text.status, (voucher) => (
      <VoucherStatusBadge status={voucher.status} />
    )),
  ];
}

export interface VouchersGridProps {
  vouchers: VoucherListItem[];
  sort: SaleSort;
  onSortChange: (sort: SaleSort) => void;
  /** Columns the person hid ("Columnas"). */
  hiddenColumns?: readonly string[];
  /** The checkbox column of "Exportar". */
  selection?: GridSelection;
}

export function VouchersGrid({
  vouchers,
  sort,
  onSortChange,
  hiddenColumns = [],
  selection,
}: VouchersGridProps) {
  const columns = useVoucherColumns().filter((column) => !hiddenColumns.includes(String(column.columnId)));
  return (
    <ServerSortedGrid
      items={vouchers}
      columns={columns}
      sorts={SALE_SORTS}
      sort={sort}
      onSortChange={onSortChange}
      label={listStrings.tabs.voucher}
      layout={LAYOUT}
      minWidth={gridMinWidth(880 + (selection ? 44 : 0), hiddenColumns.length)}
      isCompact
      selection={selection}
    />
  );
}
