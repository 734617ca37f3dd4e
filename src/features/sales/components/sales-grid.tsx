// The rows of the "Ventas" tab: folio (link to the detail), date, customer, season, consultant,
// total, status and the Dkbono it redeemed.
import { makeStyles, type TableColumnDefinition } from '@fluentui/react-components';
import { SALE_SORTS } from '../../../../domain/sales.ts';
import type { SaleListItem } from '../../../../domain/sales-schemas.ts';
import { formatPesos } from '../../../../domain/money-format.ts';
import { formatDate } from '../../../lib/format.ts';
import type { ListLayout } from '../../../lib/ui/list-layout.ts';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { gridMinWidth, ServerSortedGrid, type GridSelection } from '../../../lib/ui/server-sorted-grid.tsx';
import type { SaleSort } from '../list-query.ts';
import { listStrings } from '../strings.ts';
import { dkbonoDetailPath, saleDetailPath } from '../paths.ts';
import { prefetchSale } from '../queries.ts';
import { SaleStatusBadge } from '../../../lib/ui/record-status-badge.tsx';
import { gridColumn, sortedGridColumn } from '../../../lib/ui/grid-column.ts';

const useStyles = makeStyles({
  money: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
});

const text = listStrings.columns;

// Bases exclude the cells' own padding; the names share what is left. On a phone's card: folio,
// customer, total and status, then the date, season and redeemed DKbono.
const LAYOUT: ListLayout = {
  folio: { flex: '0 0 104px', card: 'title' },
  date: { flex: '0 0 64px', card: 'meta' },
  customer: { flex: '1.2 1 0', card: 'subtitle' },
  season: { flex: '0 0 92px', card: 'meta' },
  consultant: { flex: '1 1 0' },
  total: { flex: '0 0 96px', align: 'end', card: 'amount' },
  status: { flex: '0 0 80px', card: 'status' },
  voucher: { flex: '0 0 108px', card: 'meta' },
};

function useSaleColumns(): TableColumnDefinition<SaleListItem>[] {
  const styles = useStyles();
  return [
    sortedGridColumn<SaleListItem>('folio', text.folio, (sale) => (
      <RouterLink to={saleDetailPath(sale.id)} prefetch={() => prefetchSale(sale.id)}>
        {sale.folio}
      </RouterLink>
    )),
    sortedGridColumn<SaleListItem>('date', text.date, (sale) => formatDate(sale.saleDate)),
    sortedGridColumn<SaleListItem>('customer', text.customer, (sale) => sale.customerName),
    gridColumn<SaleListItem>('season', text.season, (sale) => (
      <span className={styles.nowrap}>{sale.seasonName}</span>
    )),
    gridColumn<SaleListItem>('consultant', text.consultant, (sale) => sale.consultantName),
    sortedGridColumn<SaleListItem>('total', text.total, (sale) => (
      <span className={styles.money}>{formatPesos(sale.total)}</span>
    )),
    gridColumn<SaleListItem>('status', text.status, (sale) => <SaleStatusBadge status={sale.status} />),
    gridColumn<SaleListItem>('voucher', text.voucher, (sale) =>
      sale.voucherId !== null && sale.voucherFolio ? (
        <RouterLink to={dkbonoDetailPath(sale.voucherId)}>{sale.voucherFolio}</RouterLink>
      ) : null,
    ),
  ];
}

export interface SalesGridProps {
  sales: SaleListItem[];
  sort: SaleSort;
  onSortChange: (sort: SaleSort) => void;
  /** Columns the person hid ("Columnas"). */
  hiddenColumns?: readonly string[];
  /** The checkbox column of "Exportar". */
  selection?: GridSelection;
}

export function SalesGrid({ sales, sort, onSortChange, hiddenColumns = [], selection }: SalesGridProps) {
  const columns = useSaleColumns().filter((column) => !hiddenColumns.includes(String(column.columnId)));
  return (
    <ServerSortedGrid
      items={sales}
      columns={columns}
      sorts={SALE_SORTS}
      sort={sort}
      onSortChange={onSortChange}
      label={listStrings.tabs.sale}
      layout={LAYOUT}
      minWidth={gridMinWidth(868 + (selection ? 44 : 0), hiddenColumns.length)}
      selection={selection}
      isCompact
    />
  );
}
