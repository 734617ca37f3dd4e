// "Imprimir" on a record's page ("Print any record"): the browser's own print of the
// page; the app frame's print stylesheet (src/app/layouts/print.css) leaves only the record.
import { Button } from '@fluentui/react-components';
import { Print20Regular } from '@fluentui/react-icons';
import { uiStrings } from './ui-strings.ts';

export function PrintButton() {
  return (
    <Button icon={<Print20Regular />} onClick={() => window.print()}>
      {uiStrings.print}
    </Button>
  );
}
