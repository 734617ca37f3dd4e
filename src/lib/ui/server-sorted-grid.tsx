// A list grid whose rows the server sorts: at a desk, Fluent's DataGrid where a header click only asks
// for one of the list's `field:direction` sorts; on a phone the same columns drawn as one card per row
// (list-cards.tsx) with an "Ordenar por" control, so nothing needs sideways scrolling. Each list
// declares its columns once, with their layout (list-layout.ts).
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
  type TableRowId,
} from '@fluentui/react-components';
import type { CSSProperties, MouseEvent } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../use-media-query.ts';
import { ListCards } from './list-cards.tsx';
import {
  selectionLabels,
  sortOfHeader,
  sortStateOf,
  type ColumnLayout,
  type ServerSortedGridProps,
} from './list-layout.ts';
import { scrollShadows } from './scroll-shadows.ts';

const useStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    // Without this the grid's minimum width would widen the whole page instead of scrolling here.
    contain: 'inline-size',
    ...scrollShadows(),
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // A right-aligned column's header: its sort button's label and arrow move to the right too.
  endHeader: { '& .fui-TableHeaderCell__button': { justifyContent: 'flex-end', textAlign: 'end' } },
  // Narrower gutters for a list of many columns, so all of them fit beside the navigation at 1280 px.
  compact: {
    '& .fui-TableCell, & .fui-TableHeaderCell': {
      paddingLeft: tokens.spacingHorizontalXS,
      paddingRight: tokens.spacingHorizontalXS,
    },
  },
});

/**
 * The compare of a sortable column: it keeps the server's order. It must declare its two
 * parameters: Fluent treats a column as sortable only when `compare.length > 0`.
 */
export function keepServerOrder<T>(_a: T, _b: T): number {
  return 0;
}

/** A grid's minimum width with some columns hidden: each hidden one gives back about its share. */
export function gridMinWidth(fullWidth: number, hiddenCount: number): string {
  return `${Math.max(480, fullWidth - hiddenCount * 100)}px`;
}

export type { GridSelection, ServerSortedGridProps } from './list-layout.ts';

/**
 * A click on a link or button inside a cell does what the control says (opens the record) and does
 * not also tick the row, which a click elsewhere on a selectable row does.
 */
function keepClickInside(event: MouseEvent<HTMLElement>) {
  if (event.target instanceof Element && event.target.closest('a, button')) event.stopPropagation();
}

function cellStyle(layout: ColumnLayout | undefined): CSSProperties {
  return layout?.align === 'end'
    ? { flex: layout.flex, justifyContent: 'flex-end', textAlign: 'end' }
    : { flex: layout?.flex };
}

export function ServerSortedGrid<T extends { id: number }, S extends string>(
  props: ServerSortedGridProps<T, S>,
) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  return isPhone ? <ListCards {...props} /> : <DeskGrid {...props} />;
}

function DeskGrid<T extends { id: number }, S extends string>({
  items,
  columns,
  sorts,
  sort,
  onSortChange,
  label,
  layout = {},
  minWidth,
  selection,
  isCompact = false,
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
        className={isCompact ? styles.compact : undefined}
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
            {({ renderHeaderCell, columnId }) => {
              const column = layout[String(columnId)];
              return (
                <DataGridHeaderCell
                  className={column?.align === 'end' ? styles.endHeader : undefined}
                  style={cellStyle(column)}
                >
                  {renderHeaderCell()}
                </DataGridHeaderCell>
              );
            }}
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
                <DataGridCell style={cellStyle(layout[String(columnId)])} onClick={keepClickInside}>
                  {renderCell(item)}
                </DataGridCell>
              )}
            </DataGridRow>
          )}
        </DataGridBody>
      </DataGrid>
    </div>
  );
}
