// "Exportar" on the sale, DKbono and customer lists (issue 16): the rows (all the filter's rows or only
// the selected ones), the columns (ticked: those the grid shows) and the format. The dialog
// (export-dialog-surface.tsx) loads with its first opening (issue 27).
import { Button } from '@fluentui/react-components';
import { ArrowExportUp20Regular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import type { FilterValue } from '../../../domain/filters.ts';
import type { CountKind } from '../../../domain/pagination.ts';
import { onDemand, standInTrigger } from '../ui/on-demand.tsx';
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

const surface = onDemand(() =>
  import('./export-dialog-surface.tsx').then((module) => module.ExportDialogSurface),
);

export function ExportDialog(props: ExportDialogProps) {
  const [isUsed, setUsed] = useState(false);
  const button = (extra: object) => (
    <Button icon={<ArrowExportUp20Regular />} {...extra}>
      {exportStrings.open}
    </Button>
  );
  return isUsed ? (
    <Suspense fallback={button({})}>
      <surface.Component {...props} trigger={button({})} />
    </Suspense>
  ) : (
    button(standInTrigger(surface.preload, () => setUsed(true), 'dialog'))
  );
}
