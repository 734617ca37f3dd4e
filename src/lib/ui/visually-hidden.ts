// Read by screen readers, not shown (a table's caption, a field's product name, a file input).
// Absolute, so it takes no room; its containing block is the staff frame's page area (`main` is
// positioned, dashboard-layout.tsx) or whatever positioned box holds it, never the document:
// one such caption placed below the frame made the window scroll the whole app away.
import type { GriffelStyle } from '@fluentui/react-components';

export const visuallyHidden: GriffelStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
