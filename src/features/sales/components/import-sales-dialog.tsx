// The sales import (Admin, Coordinator; docs/design.md §11): download the template, pick a file,
// review it (a dry run that saves nothing and lists every bad row), then import it, all or nothing.
// The dialog (import-sales-dialog-surface.tsx) loads with its first opening.
import { Button } from '@fluentui/react-components';
import { ArrowUpload20Regular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import { onDemand, standInTrigger } from '../../../lib/ui/on-demand.tsx';
import { formStrings } from '../strings.ts';

const surface = onDemand(() =>
  import('./import-sales-dialog-surface.tsx').then((module) => module.ImportSalesDialogSurface),
);

export default function ImportSalesDialog({ onImported }: { onImported: () => void }) {
  const [isUsed, setUsed] = useState(false);
  const button = (extra: object) => (
    <Button icon={<ArrowUpload20Regular />} {...extra}>
      {formStrings.importer.open}
    </Button>
  );
  return isUsed ? (
    <Suspense fallback={button({})}>
      <surface.Component onImported={onImported} trigger={button({})} />
    </Suspense>
  ) : (
    button(standInTrigger(surface.preload, () => setUsed(true), 'dialog'))
  );
}
