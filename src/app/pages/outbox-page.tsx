// OutboxPage (ROUTES.outbox): everything saved on this phone that waits to be sent, was sent, or
// was refused, in the order it was typed; sent by hand from here too.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { generatePath } from 'react-router-dom';
import { ROUTES } from '../../../domain/app-routes.ts';
import { OutboxItemList } from '../../lib/offline/outbox-items.tsx';
import type { OutboxItem } from '../../lib/offline/outbox.ts';
import { isSyncingAtom, outboxItemsAtom, syncOutboxNow } from '../../lib/offline/outbox-runtime.ts';
import { offlineStrings } from '../../lib/offline/strings.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** A refused item opens its form, filled with what was typed, where it can be changed and sent again. */
function correctPathOf(item: OutboxItem): string | null {
  const query = `?outbox=${item.id}`;
  if (item.kind === 'customer-create') return `${ROUTES.customerNew.path}${query}`;
  if (item.kind === 'sale-create') return `${generatePath(ROUTES.createSale.path, {})}${query}`;
  return null;
}

export default function OutboxPage() {
  const styles = useStyles();
  const items = useAtomValue(outboxItemsAtom);
  const isSyncing = useAtomValue(isSyncingAtom);
  const hasPending = items.some((item) => item.state === 'pending');
  return (
    <div className={styles.page}>
      <Text>{offlineStrings.intro}</Text>
      {hasPending ? (
        <div className={styles.actions}>
          <Button appearance="primary" disabled={isSyncing} onClick={() => void syncOutboxNow()}>
            {offlineStrings.sendNow}
          </Button>
        </div>
      ) : null}
      <OutboxItemList correctPath={correctPathOf} />
    </div>
  );
}
