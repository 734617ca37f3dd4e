// One column of a list grid (ServerSortedGrid): its id, its header's text and what its cell shows,
// declared the same way in every list. A column the list can be sorted by is a sortedGridColumn:
// its compare keeps the server's order, which is what makes Fluent draw its header as a sort button.
import { createTableColumn, type TableColumnDefinition } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { keepServerOrder } from './server-sorted-grid.tsx';

export function gridColumn<T>(
  columnId: string,
  header: string,
  cell: (row: T) => ReactNode,
): TableColumnDefinition<T> {
  return createTableColumn<T>({ columnId, renderHeaderCell: () => header, renderCell: cell });
}

export function sortedGridColumn<T>(
  columnId: string,
  header: string,
  cell: (row: T) => ReactNode,
): TableColumnDefinition<T> {
  return createTableColumn<T>({
    columnId,
    compare: keepServerOrder,
    renderHeaderCell: () => header,
    renderCell: cell,
  });
}
