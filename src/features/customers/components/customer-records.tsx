// The customer's latest sales and Dkbonos on its page, each folio a link to its detail, with a link
// to the whole list filtered to the customer. They come from the sale and Dkbono lists themselves.
import {
  Badge,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  SALE_STATUS_LABELS,
  VOUCHER_STATUS_LABELS,
  type SaleListItem,
  type SaleStatus,
  type VoucherListItem,
  type VoucherStatus,
} from '../../../../domain/sales.ts';
import { formatPesos } from '../../../../domain/money-format.ts';
import { formatDate } from '../../../lib/format.ts';
import { ListError, ListSkeleton } from '../../../lib/ui/list-states.tsx';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { scrollShadows } from '../../../lib/ui/scroll-shadows.ts';
import { queryState } from '../../../lib/query-state.ts';
import { customerQueries } from '../queries.ts';
import { customerSalesPath, customerVouchersPath, dkbonoDetailPath, saleDetailPath } from '../paths.ts';
import { customerStrings } from '../strings.ts';

const text = customerStrings.detail;

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', contain: 'inline-size', ...scrollShadows() },
  // Columns sized by their content: with Fluent's fixed layout a folio that does not wrap would run
  // over the next column on a phone.
  table: { minWidth: '520px', tableLayout: 'auto' },
  money: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  folio: { whiteSpace: 'nowrap' },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
  more: { alignSelf: 'flex-start' },
});

const SALE_COLORS: Record<SaleStatus, BadgeProps['color']> = { ACTIVE: 'success', CANCELLED: 'danger' };
const VOUCHER_COLORS: Record<VoucherStatus, BadgeProps['color']> = {
  PENDING: 'warning',
  PARTIAL: 'informative',
  PAID: 'success',
  REDEEMED: 'brand',
  CANCELLED: 'danger',
};

function StatusBadge({ label, color }: { label: string; color: BadgeProps['color'] }) {
  return (
    <Badge appearance="tint" shape="rounded" color={color}>
      {label}
    </Badge>
  );
}

interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

function RecordsTable<T extends { id: number }>({
  rows,
  columns,
  label,
}: {
  rows: T[];
  columns: Column<T>[];
  label: string;
}) {
  const styles = useStyles();
  return (
    <div className={styles.scroller}>
      <Table className={styles.table} size="small" aria-label={label}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.header}>{column.header}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.header}>{column.cell(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export function CustomerSales({ clientId }: { clientId: number }) {
  const styles = useStyles();
  const sales = queryState(useQuery(customerQueries.sales(clientId)));
  if (sales.status === 'loading') return <ListSkeleton label={text.sales} />;
  if (sales.status === 'failed')
    return <ListError title={text.recordsFailed} message={sales.message} onRetry={sales.retry} />;
  const { data, totalRecords } = sales.data;
  if (data.length === 0) return <p className={styles.empty}>{text.noSales}</p>;
  const columns: Column<SaleListItem>[] = [
    {
      header: text.folio,
      cell: (sale) => (
        <RouterLink to={saleDetailPath(sale.id)} className={styles.folio}>
          {sale.folio}
        </RouterLink>
      ),
    },
    { header: text.date, cell: (sale) => formatDate(sale.saleDate) },
    { header: text.season, cell: (sale) => sale.seasonName },
    { header: text.total, cell: (sale) => <span className={styles.money}>{formatPesos(sale.total)}</span> },
    {
      header: text.recordStatus,
      cell: (sale) => (
        <StatusBadge label={SALE_STATUS_LABELS[sale.status]} color={SALE_COLORS[sale.status]} />
      ),
    },
  ];
  return (
    <>
      <RecordsTable rows={data} columns={columns} label={text.sales} />
      {totalRecords > data.length ? (
        <RouterLink to={customerSalesPath(clientId)} className={styles.more}>
          {text.seeAll(totalRecords)}
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
  const { data, totalRecords } = vouchers.data;
  if (data.length === 0) return <p className={styles.empty}>{text.noVouchers}</p>;
  const columns: Column<VoucherListItem>[] = [
    {
      header: text.folio,
      cell: (voucher) => (
        <RouterLink to={dkbonoDetailPath(voucher.id)} className={styles.folio}>
          {voucher.folio}
        </RouterLink>
      ),
    },
    { header: text.date, cell: (voucher) => formatDate(voucher.createdAt) },
    { header: text.season, cell: (voucher) => voucher.seasonName },
    {
      header: text.total,
      cell: (voucher) => <span className={styles.money}>{formatPesos(voucher.total)}</span>,
    },
    {
      header: text.paid,
      cell: (voucher) => <span className={styles.money}>{formatPesos(voucher.paid)}</span>,
    },
    {
      header: text.recordStatus,
      cell: (voucher) => (
        <StatusBadge label={VOUCHER_STATUS_LABELS[voucher.status]} color={VOUCHER_COLORS[voucher.status]} />
      ),
    },
  ];
  return (
    <>
      <RecordsTable rows={data} columns={columns} label={text.vouchers} />
      {totalRecords > data.length ? (
        <RouterLink to={customerVouchersPath(clientId)} className={styles.more}>
          {text.seeAll(totalRecords)}
        </RouterLink>
      ) : null}
    </>
  );
}
