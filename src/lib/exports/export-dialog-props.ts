// What the export button (export-dialog.tsx) and its dialog (export-dialog-surface.tsx) share: its
// texts and its props.
import type { FilterValue } from '../../../domain/filters.ts';
import type { CountKind } from '../../../domain/pagination.ts';
import type { ExportList } from './export-link.ts';

export const exportStrings = {
  open: 'Exportar',
  title: 'Exportar',
  rows: 'Filas',
  allRows: (count: number, kind: CountKind) =>
    `Todas las filas del filtro (${kind === 'atLeast' ? 'más de ' : ''}${count.toLocaleString('es-MX')})`,
  selectedRows: (count: number) => `Solo las seleccionadas (${count})`,
  columns: 'Columnas',
  noColumns: 'Elige al menos una columna.',
  format: 'Formato',
  download: 'Descargar',
};

export interface ExportDialogProps {
  list: ExportList;
  /** The list's API request (filters and sort; page and size are left out). */
  query: Record<string, FilterValue>;
  /** How many rows the filter gives: the list's count, exact or, past its cap, a floor. */
  total: number;
  totalKind: CountKind;
  /** The rows ticked in the grid. */
  selectedIds: readonly number[];
  /** The grid's hidden columns ("Columnas"). */
  hiddenColumns: readonly string[];
}
