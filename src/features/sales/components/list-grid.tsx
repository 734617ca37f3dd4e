// The one grid of the sale lists: Fluent's DataGrid with the sort done by the server (columns compare
// nothing; the header only reports which sort the user asked for), scrolling sideways on phones.
import {
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
  tokens,
  type DataGridProps,
  type TableColumnDefinition,
} from '@fluentui/react-components';
import { SALE_SORTS } from '../../../../domain/sales.ts';
import type { SaleSort } from '../list-query.ts';

type SortState = NonNullable<DataGridProps['sortState']>;

const useStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    // Without this the grid's minimum width would widen the whole page on phones instead of scrolling here.
    contain: 'inline-size',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

/** Sortable columns: their compare keeps the server's order; the header click only picks the sort. */
export function serverSorted<T>(_a: T, _b: T): number {
  return 0;
}

function sortStateOf(sort: SaleSort): SortState {
  const [column, direction] = sort.split(':');
  return { sortColumn: column, sortDirection: direction === 'asc' ? 'ascending' : 'descending' };
}

function sortOf(state: SortState): SaleSort {
  const wanted = `${String(state.sortColumn)}:${state.sortDirection === 'ascending' ? 'asc' : 'desc'}`;
  // The server sorts customers A→Z only: any click on that column asks for it.
  return (
    SALE_SORTS.find((sort) => sort === wanted) ??
    SALE_SORTS.find((sort) => sort.startsWith(`${String(state.sortColumn)}:`)) ??
    'date:desc'
  );
}

export interface ListGridProps<T extends { id: number }> {
  items: T[];
  columns: TableColumnDefinition<T>[];
  sort: SaleSort;
  onSortChange: (sort: SaleSort) => void;
  label: string;
  /** CSS flex of a column by id (e.g. '0 0 150px' for a folio); the others share the rest equally. */
  columnFlex?: Partial<Record<string, string>>;
  /** Below this width the grid scrolls sideways instead of squeezing its columns. */
  minWidth: string;
}

export function ListGrid<T extends { id: number }>({
  items,
  columns,
  sort,
  onSortChange,
  label,
  columnFlex = {},
  minWidth,
}: ListGridProps<T>) {
  const styles = useStyles();
  return (
    <div className={styles.scroller}>
      <DataGrid
        style={{ minWidth }}
        aria-label={label}
        items={items}
        columns={columns}
        getRowId={(item: T) => item.id}
        sortable
        sortState={sortStateOf(sort)}
        onSortChange={(_, state) => onSortChange(sortOf(state))}
        focusMode="composite"
      >
        <DataGridHeader>
          <DataGridRow>
            {({ renderHeaderCell, columnId }) => (
              <DataGridHeaderCell style={{ flex: columnFlex[String(columnId)] }}>
                {renderHeaderCell()}
              </DataGridHeaderCell>
            )}
          </DataGridRow>
        </DataGridHeader>
        <DataGridBody<T>>
          {({ item, rowId }) => (
            <DataGridRow<T> key={rowId}>
              {({ renderCell, columnId }) => (
                <DataGridCell style={{ flex: columnFlex[String(columnId)] }}>{renderCell(item)}</DataGridCell>
              )}
            </DataGridRow>
          )}
        </DataGridBody>
      </DataGrid>
    </div>
  );
}
