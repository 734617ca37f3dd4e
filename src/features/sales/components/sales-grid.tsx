// The rows of the "Ventas" tab: folio (link to the detail), date, customer, season, consultant,
// total, status and the Dkbono it redeemed.
import { createTableColumn, makeStyles, type TableColumnDefinition } from '@fluentui/react-components';
import { SALE_SORTS } from '../../../../domain/sales.ts';
import type { SaleListItem } from '../../../../domain/sales-schemas.ts';
import { formatPesos } from '../../../../domain/money-format.ts';
import { formatDate } from '../../../lib/format.ts';
import type { ListLayout } from '../../../lib/ui/list-layout.ts';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import {
  gridMinWidth,
  keepServerOrder,
  ServerSortedGrid,
  type GridSelection,
} from '../../../lib/ui/server-sorted-grid.tsx';
import type { SaleSort } from '../list-query.ts';
import { listStrings } from '../strings.ts';
import { dkbonoDetailPath, saleDetailPath } from '../paths.ts';
import { prefetchSale } from '../queries.ts';
import { SaleStatusBadge } from '../../../lib/ui/record-status-badge.tsx';

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
    createTableColumn<SaleListItem>({
      columnId: 'folio',
      compare: keepServerOrder,
      renderHeaderCell: () => text.folio,
      renderCell: (sale) => (
        <RouterLink to={saleDetailPath(sale.id)} prefetch={() => prefetchSale(sale.id)}>
          {sale.folio}
        </RouterLink>
      ),
    }),
    createTableColumn<SaleListItem>({
      columnId: 'date',
      compare: keepServerOrder,
      renderHeaderCell: () => text.date,
      renderCell: (sale) => formatDate(sale.saleDate),
    }),
    createTableColumn<SaleListItem>({
      columnId: 'customer',
      compare: keepServerOrder,
      renderHeaderCell: () => text.customer,
      renderCell: (sale) => sale.customerName,
    }),
    createTableColumn<SaleListItem>({
      columnId: 'season',
      renderHeaderCell: () => text.season,
      renderCell: (sale) => <span className={styles.nowrap}>{sale.seasonName}</span>,
    }),
    createTableColumn<SaleListItem>({
      columnId: 'consultant',
      renderHeaderCell: () => text.consultant,
      renderCell: (sale) => sale.consultantName,
    }),
    createTableColumn<SaleListItem>({
      columnId: 'total',
      compare: keepServerOrder,
      renderHeaderCell: () => text.total,
      renderCell: (sale) => <span className={styles.money}>{formatPesos(sale.total)}</span>,
    }),
    createTableColumn<SaleListItem>({
      columnId: 'status',
      renderHeaderCell: () => text.status,
      renderCell: (sale) => <SaleStatusBadge status={sale.status} />,
    }),
    createTableColumn<SaleListItem>({
      columnId: 'voucher',
      renderHeaderCell: () => text.voucher,
      renderCell: (sale) =>
        sale.voucherId !== null && sale.voucherFolio ? (
          <RouterLink to={dkbonoDetailPath(sale.voucherId)}>{sale.voucherFolio}</RouterLink>
        ) : null,
    }),
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
