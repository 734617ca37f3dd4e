// The buttons of a list page's head row. At a desk they all stand in a row, the main ones first. On
// a phone only the main ones (Nueva venta, Nuevo cliente…) stay one tap away; the secondary ones
// (Vistas, Exportar, Importar) fold into one "Más acciones" (⋯) sheet, where
// they keep working as they are: their dialogs and menus open over it. The sheet
// (more-actions-sheet.tsx) loads with its first opening.
import { Button } from '@fluentui/react-components';
import { MoreHorizontal20Regular } from '@fluentui/react-icons';
import { Children, Suspense, lazy, useState, type ReactNode } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../use-media-query.ts';
import { uiStrings } from './ui-strings.ts';

const MoreActionsSheet = lazy(() =>
  import('./more-actions-sheet.tsx').then((module) => ({ default: module.MoreActionsSheet })),
);

export interface ListActionsProps {
  /** The page's main actions: always a visible button. */
  main?: ReactNode;
  /** Secondary actions: beside the main ones at a desk, in "Más acciones" on a phone. */
  more?: ReactNode;
}

export function ListActions({ main, more }: ListActionsProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  if (!isPhone || Children.toArray(more).length === 0)
    return (
      <>
        {main}
        {more}
      </>
    );
  return (
    <>
      {main}
      <MoreActions>{more}</MoreActions>
    </>
  );
}

function MoreActions({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  // Once opened, the sheet stays mounted, closed, for its next opening.
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);
  return (
    <>
      <Button
        icon={<MoreHorizontal20Regular />}
        aria-label={uiStrings.moreActions}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
      />
      {hasOpened ? (
        <Suspense fallback={null}>
          <MoreActionsSheet isOpen={isOpen} onOpenChange={setOpen}>
            {children}
          </MoreActionsSheet>
        </Suspense>
      ) : null}
    </>
  );
}
