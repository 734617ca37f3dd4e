// The lines of a record stacked one under another on a phone (a sale's or DKbono's products, a
// DKbono's payments), so no amount is ever cut off at the screen's edge: a list without bullets, one
// line per item with a rule under it, and a row that keeps its figures apart and wraps when narrow.
import { makeStyles, tokens } from '@fluentui/react-components';

export const useStackedLineStyles = makeStyles({
  stack: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  line: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    fontVariantNumeric: 'tabular-nums',
  },
});
