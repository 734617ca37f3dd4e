// A list grid whose rows the server sorts: Fluent's DataGrid where a header click only asks for one
// of the list's `field:direction` sorts, scrolling sideways on phones instead of squeezing columns.
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
  type TableRowId,
} from '@fluentui/react-components';
import { scrollShadows } from './scroll-shadows.ts';

type SortState = NonNullable<DataGridProps['sortState']>;

const useStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    // Without this the grid's minimum width would widen the whole page on phones instead of scrolling here.
    contain: 'inline-size',
    ...scrollShadows(),
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

/**
 * The compare of a sortable column: it keeps the server's order. It must declare its two
 * parameters: Fluent treats a column as sortable only when `compare.length > 0`.
 */
export function keepServerOrder<T>(_a: T, _b: T): number {
  return 0;
}

function sortStateOf(sort: string): SortState {
  const [column, direction] = sort.split(':');
  return { sortColumn: column, sortDirection: direction === 'desc' ? 'descending' : 'ascending' };
}

/** The sort asked for by a header click; a column sorted one way only gets that way. */
export function sortOfHeader<S extends string>(
  sorts: readonly S[],
  column: string,
  ascending: boolean,
): S | null {
  const wanted = `${column}:${ascending ? 'asc' : 'desc'}`;
  return sorts.find((sort) => sort === wanted) ?? sorts.find((sort) => sort.startsWith(`${column}:`)) ?? null;
}

/** A grid's minimum width with some columns hidden: each hidden one gives back about its share. */
export function gridMinWidth(fullWidth: number, hiddenCount: number): string {
  return `${Math.max(480, fullWidth - hiddenCount * 100)}px`;
}

export interface ServerSortedGridProps<T extends { id: number }, S extends string> {
  items: T[];
  columns: TableColumnDefinition<T>[];
  sorts: readonly S[];
  sort: S;
  onSortChange: (sort: S) => void;
  label: string;
  /** CSS flex of a column by id (e.g. '0 0 120px'); the others share the rest equally. */
  columnFlex?: Partial<Record<string, string>>;
  /** Below this width the grid scrolls sideways. */
  minWidth: string;
  /** A checkbox column to pick rows (for "Exportar", issue 16): the ticked rows' ids. */
  selection?: GridSelection;
}

export interface GridSelection {
  selected: ReadonlySet<number>;
  onChange: (selected: Set<number>) => void;
}

export const selectionLabels = { row: 'Seleccionar fila', all: 'Seleccionar todas las filas de la página' };

export function ServerSortedGrid<T extends { id: number }, S extends string>({
  items,
  columns,
  sorts,
  sort,
  onSortChange,
  label,
  columnFlex = {},
  minWidth,
  selection,
}: ServerSortedGridProps<T, S>) {
  const styles = useStyles();
  const selectionProps = selection
    ? ({
        selectionMode: 'multiselect',
        selectedItems: selection.selected as ReadonlySet<TableRowId> as Set<TableRowId>,
        onSelectionChange: (_, data) =>
          selection.onChange(new Set([...data.selectedItems].map((id) => Number(id)))),
      } satisfies Partial<DataGridProps>)
    : {};
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
        onSortChange={(_, state) => {
          const next = sortOfHeader(sorts, String(state.sortColumn), state.sortDirection === 'ascending');
          if (next) onSortChange(next);
        }}
        focusMode="composite"
        {...selectionProps}
      >
        <DataGridHeader>
          <DataGridRow
            selectionCell={
              selection ? { checkboxIndicator: { 'aria-label': selectionLabels.all } } : undefined
            }
          >
            {({ renderHeaderCell, columnId }) => (
              <DataGridHeaderCell style={{ flex: columnFlex[String(columnId)] }}>
                {renderHeaderCell()}
              </DataGridHeaderCell>
            )}
          </DataGridRow>
        </DataGridHeader>
        <DataGridBody<T>>
          {({ item, rowId }) => (
            <DataGridRow<T>
              key={rowId}
              selectionCell={
                selection ? { checkboxIndicator: { 'aria-label': selectionLabels.row } } : undefined
              }
            >
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
