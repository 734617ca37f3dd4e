// The buttons of a list page's head row. At a desk they all stand in a row, the main ones first. On
// a phone only the main ones (Nueva venta, Nuevo cliente…) stay one tap away; the secondary ones
// (Vistas, Exportar, Importar) fold into one "Más acciones" (⋯) sheet, where
// they keep working as they are: their dialogs and menus open over it.
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular, MoreHorizontal20Regular } from '@fluentui/react-icons';
import { Children, useState, type ReactNode } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../use-media-query.ts';
import { uiStrings } from './ui-strings.ts';

const useStyles = makeStyles({
  sheet: { height: 'auto', maxHeight: '80dvh' },
  // One action per line, the whole width: a thumb's target, read from the top.
  actions: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalL,
    '& button': { width: '100%', maxWidth: 'none', justifyContent: 'flex-start' },
  },
});

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
  const styles = useStyles();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<MoreHorizontal20Regular />}
        aria-label={uiStrings.moreActions}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
      />
      <OverlayDrawer
        className={styles.sheet}
        position="bottom"
        open={isOpen}
        onOpenChange={(_, data) => setOpen(data.open)}
        aria-label={uiStrings.moreActions}
      >
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button
                appearance="subtle"
                icon={<Dismiss24Regular />}
                aria-label={uiStrings.close}
                onClick={() => setOpen(false)}
              />
            }
          >
            {uiStrings.moreActions}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <div className={styles.actions}>{children}</div>
        </DrawerBody>
      </OverlayDrawer>
    </>
  );
}
