// The actions of a record page, with the destructive ones (cancel, delete) kept apart from the
// others: at the far end of the row at a desk, on a row of their own under a rule on a phone, and
// in the danger colour, so a thumb aiming at "Descargar PDF" does not land on "Eliminar".
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { uiStrings } from './ui-strings.ts';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexGrow: 1,
  },
  group: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  danger: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginInlineStart: 'auto',
    paddingInlineStart: tokens.spacingHorizontalXXL,
    '& .fui-Button:enabled': { color: tokens.colorPaletteRedForeground1 },
    '@media (max-width: 767px)': {
      flexBasis: '100%',
      marginInlineStart: 0,
      paddingInlineStart: 0,
      paddingTop: tokens.spacingVerticalM,
      marginTop: tokens.spacingVerticalS,
      borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
  },
});

export interface RecordActionsProps {
  children: ReactNode;
  /** Cancel, delete: what cannot be undone. */
  destructive?: ReactNode;
}

export function RecordActions({ children, destructive }: RecordActionsProps) {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <div className={styles.group}>{children}</div>
      {destructive ? (
        <div role="group" aria-label={uiStrings.destructiveActions} className={styles.danger}>
          {destructive}
        </div>
      ) : null}
    </div>
  );
}
