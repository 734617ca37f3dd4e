// How each column of a list is laid out, declared once per list: its width at a desk, whether its
// values line up on the right (money, counts), and the role it plays on the row's card on a phone.
// The frame (server-sorted-grid.tsx) draws both the table and the cards from it.
import type { DataGridProps, TableColumnDefinition } from '@fluentui/react-components';

/**
 * Where a column's value goes on a phone's card: the title (the record's link; the whole card
 * opens it), a subtitle (who), the amount (top right), the status (under the amount), meta (a
 * quiet line of values), figures (values with their column's name: "Pagado $100.00") and actions
 * (the row's buttons). A column without a role stays off the card.
 */
export type CardRole = 'title' | 'subtitle' | 'amount' | 'status' | 'meta' | 'figure' | 'actions';

export interface ColumnLayout {
  /** CSS flex at a desk (e.g. '0 0 120px'); columns without one share the rest equally. */
  flex?: string;
  /** 'end' for money and numbers, so their digits line up. */
  align?: 'end';
  card?: CardRole;
}

/** The layout of a list's columns by column id. */
export type ListLayout = Partial<Record<string, ColumnLayout>>;

type SortState = NonNullable<DataGridProps['sortState']>;

export function sortStateOf(sort: string): SortState {
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

export interface ServerSortedGridProps<T extends { id: number }, S extends string> {
  items: T[];
  columns: TableColumnDefinition<T>[];
  sorts: readonly S[];
  sort: S;
  onSortChange: (sort: S) => void;
  label: string;
  /** Width, alignment and card role of each column by id. */
  layout?: ListLayout;
  /** Below this width the desk table scrolls sideways (phones get cards instead). */
  minWidth: string;
  /** A checkbox per row to pick rows (for "Exportar"): the ticked rows' ids. */
  selection?: GridSelection;
  /** Narrower gutters between the desk table's columns (a list of many columns). */
  isCompact?: boolean;
}

export interface GridSelection {
  selected: ReadonlySet<number>;
  onChange: (selected: Set<number>) => void;
}

export const selectionLabels = { row: 'Seleccionar fila', all: 'Seleccionar todas las filas de la página' };
