// The customer's latest sales and Dkbonos on its page, each folio a link to its detail, with a link
// to the whole list filtered to the customer. They come from the sale and Dkbono lists themselves,
// and are drawn by the lists' own frame: a table at a desk, a card per record on a phone.
import { makeStyles, tokens, type TableColumnDefinition } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { SaleListItem, VoucherListItem } from '../../../../domain/sales-schemas.ts';
import { formatPesos } from '../../../../domain/money-format.ts';
import { formatDate } from '../../../lib/format.ts';
import { ListError, ListSkeleton } from '../../../lib/ui/list-states.tsx';
import { SaleStatusBadge, VoucherStatusBadge } from '../../../lib/ui/record-status-badge.tsx';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import type { ListLayout } from '../../../lib/ui/list-layout.ts';
import { ServerSortedGrid } from '../../../lib/ui/server-sorted-grid.tsx';
import { queryState } from '../../../lib/query-state.ts';
import { customerQueries } from '../queries.ts';
import { customerSalesPath, customerVouchersPath, dkbonoDetailPath, saleDetailPath } from '../paths.ts';
import { customerStrings } from '../strings.ts';
import { gridColumn } from '../../../lib/ui/grid-column.ts';

const text = customerStrings.detail;

const useStyles = makeStyles({
  money: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  folio: { whiteSpace: 'nowrap' },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
  more: { alignSelf: 'flex-start' },
});

// On a phone's card: folio, total and status, then the date and season, and what was paid.
const LAYOUT: ListLayout = {
  folio: { flex: '0 0 128px', card: 'title' },
  date: { flex: '0 0 80px', card: 'meta' },
  season: { flex: '1 1 0', card: 'meta' },
  total: { flex: '0 0 112px', align: 'end', card: 'amount' },
  paid: { flex: '0 0 112px', align: 'end', card: 'figure' },
  status: { flex: '0 0 96px', card: 'status' },
};
const NO_SORTS: readonly string[] = [];

function RecordsGrid<T extends { id: number }>({
  rows,
  columns,
  label,
}: {
  rows: T[];
  columns: TableColumnDefinition<T>[];
  label: string;
}) {
  return (
    <ServerSortedGrid
      items={rows}
      columns={columns}
      sorts={NO_SORTS}
      sort=""
      onSortChange={() => undefined}
      label={label}
      layout={LAYOUT}
      minWidth="560px"
    />
  );
}

export function CustomerSales({ clientId }: { clientId: number }) {
  const styles = useStyles();
  const sales = queryState(useQuery(customerQueries.sales(clientId)));
  if (sales.status === 'loading') return <ListSkeleton label={text.sales} />;
  if (sales.status === 'failed')
    return <ListError title={text.recordsFailed} message={sales.message} onRetry={sales.retry} />;
  const { data, totalRecords, countKind } = sales.data;
  if (data.length === 0) return <p className={styles.empty}>{text.noSales}</p>;
  const columns = [
    gridColumn<SaleListItem>('folio', text.folio, (sale) => (
      <RouterLink to={saleDetailPath(sale.id)} className={styles.folio}>
        {sale.folio}
      </RouterLink>
    )),
    gridColumn<SaleListItem>('date', text.date, (sale) => formatDate(sale.saleDate)),
    gridColumn<SaleListItem>('season', text.season, (sale) => sale.seasonName),
    gridColumn<SaleListItem>('total', text.total, (sale) => (
      <span className={styles.money}>{formatPesos(sale.total)}</span>
    )),
    gridColumn<SaleListItem>('status', text.recordStatus, (sale) => <SaleStatusBadge status={sale.status} />),
  ];
  return (
    <>
      <RecordsGrid rows={data} columns={columns} label={text.sales} />
      {totalRecords > data.length ? (
        <RouterLink to={customerSalesPath(clientId)} className={styles.more}>
          {text.seeAll(totalRecords, countKind)}
        </RouterLink>
      ) : null}
    </>
  );
}

export function CustomerVouchers({ clientId }: { clientId: number }) {
  const styles = useStyles();
  const vouchers = queryState(useQuery(customerQueries.vouchers(clientId)));
  if (vouchers.status === 'loading') return <ListSkeleton label={text.vouchers} />;
  if (vouchers.status === 'failed')
    return <ListError title={text.recordsFailed} message={vouchers.message} onRetry={vouchers.retry} />;
  const { data, totalRecords, countKind } = vouchers.data;
  if (data.length === 0) return <p className={styles.empty}>{text.noVouchers}</p>;
  const columns = [
    gridColumn<VoucherListItem>('folio', text.folio, (voucher) => (
      <RouterLink to={dkbonoDetailPath(voucher.id)} className={styles.folio}>
        {voucher.folio}
      </RouterLink>
    )),
    gridColumn<VoucherListItem>('date', text.date, (voucher) => formatDate(voucher.createdAt)),
    gridColumn<VoucherListItem>('season', text.season, (voucher) => voucher.seasonName),
    gridColumn<VoucherListItem>('total', text.total, (voucher) => (
      <span className={styles.money}>{formatPesos(voucher.total)}</span>
    )),
    gridColumn<VoucherListItem>('paid', text.paid, (voucher) => (
      <span className={styles.money}>{formatPesos(voucher.paid)}</span>
    )),
    gridColumn<VoucherListItem>('status', text.recordStatus, (voucher) => (
      <VoucherStatusBadge status={voucher.status} />
    )),
  ];
  return (
    <>
      <RecordsGrid rows={data} columns={columns} label={text.vouchers} />
      {totalRecords > data.length ? (
        <RouterLink to={customerVouchersPath(clientId)} className={styles.more}>
          {text.seeAll(totalRecords, countKind)}
        </RouterLink>
      ) : null}
    </>
  );
}
