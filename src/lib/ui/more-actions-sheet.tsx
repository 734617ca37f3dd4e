// The "Más acciones" sheet of a list page on a phone (list-actions.tsx), loaded with its first
// opening: the secondary actions one per line, the whole width.
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
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

export interface MoreActionsSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}

export function MoreActionsSheet({ isOpen, onOpenChange, children }: MoreActionsSheetProps) {
  const styles = useStyles();
  return (
    <OverlayDrawer
      className={styles.sheet}
      position="bottom"
      open={isOpen}
      onOpenChange={(_, data) => onOpenChange(data.open)}
      aria-label={uiStrings.moreActions}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              icon={<Dismiss24Regular />}
              aria-label={uiStrings.close}
              onClick={() => onOpenChange(false)}
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
  );
}
