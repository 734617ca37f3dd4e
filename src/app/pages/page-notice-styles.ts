// The layout of a page that only says why nothing else is shown (not found, failed to load): its
// message and ways on in a narrow column, alone on the window centred on the neutral surface.
import { makeStyles, tokens } from '@fluentui/react-components';

export const usePageNoticeStyles = makeStyles({
  alone: {
    minHeight: '100dvh',
    boxSizing: 'border-box',
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  box: { maxWidth: '480px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});
