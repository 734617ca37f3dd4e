// "Exportar" on the sale, DKbono and customer lists: the rows (all the filter's rows or only
// the selected ones), the columns (ticked: those the grid shows) and the format. The dialog
// (export-dialog-surface.tsx) loads with its first opening.
import { Button } from '@fluentui/react-components';
import { ArrowExportUp20Regular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import { onDemand, standInTrigger } from '../ui/on-demand.tsx';
import { exportStrings, type ExportDialogProps } from './export-dialog-props.ts';

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
