// What was saved without signal, as the person sees it: each item with its state
// ("Pendiente de enviar · Folio pendiente", "Enviado · V-2026-0042", "Por resolver" with the
// server's reason) and what can be done with it. Used by the outbox page and, for one kind of
// record, above its list.
import { Badge, Button, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { generatePath } from 'react-router-dom';
import { ROUTES } from '../../../domain/app-routes.ts';
import { formatDate } from '../format.ts';
import { deviceOwner } from '../session.ts';
import { ConfirmActionDialog } from '../ui/confirm-action-dialog.tsx';
import { RouterLink } from '../ui/router-link.tsx';
import { referencesOf, type OutboxItem, type OutboxKind } from './outbox.ts';
import { outbox, outboxItemsAtom, refreshOutbox, syncOutbox } from './outbox-runtime.ts';
import { offlineStrings } from './strings.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  strip: { marginBottom: tokens.spacingVerticalM },
  state: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  reason: { color: tokens.colorPaletteRedForeground1 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The page of the record a sent item made. */
function recordPath(item: OutboxItem): string | null {
  if (!item.sent) return null;
  const id = String(item.sent.id);
  if (item.kind === 'customer-create' || item.kind === 'customer-update')
    return generatePath(ROUTES.customerDetail.path, { id });
  if (item.kind === 'sale-create') return generatePath(ROUTES.saleDetail.path, { id });
  return generatePath(ROUTES.dkbonoDetail.path, { id });
}

function ItemState({ item, isWaiting }: { item: OutboxItem; isWaiting: boolean }) {
  const styles = useStyles();
  if (item.state === 'sent') {
    const path = recordPath(item);
    const text = offlineStrings.sent(item.sent?.folio);
    return (
      <div className={styles.state}>
        <Badge appearance="tint" color="success">
          {text}
        </Badge>
        {path ? <RouterLink to={path}>{offlineStrings.open}</RouterLink> : null}
      </div>
    );
  }
  if (item.state === 'refused') {
    return (
      <div className={styles.state}>
        <Badge appearance="tint" color="danger">
          {offlineStrings.refused}
        </Badge>
        <Text className={styles.reason}>{item.refusal?.message}</Text>
      </div>
    );
  }
  return (
    <div className={styles.state}>
      <Badge appearance="tint" color="warning">
        {offlineStrings.pending}
      </Badge>
      <Text>
        {isWaiting
          ? `${offlineStrings.pendingFolio} · ${offlineStrings.waiting}`
          : offlineStrings.pendingFolio}
      </Text>
    </div>
  );
}

interface OutboxItemCardProps {
  item: OutboxItem;
  /** Where "Corregir" takes a refused item (its form, filled with what was typed); none: no such button. */
  correctPath?: (item: OutboxItem) => string | null;
}

function OutboxItemCard({ item, correctPath }: OutboxItemCardProps) {
  const styles = useStyles();
  const items = useAtomValue(outboxItemsAtom);
  const waitsFor = referencesOf(item);
  const isWaiting = items.some(
    (other) => other.standInId !== undefined && waitsFor.includes(other.standInId) && !other.sent,
  );
  const owner = deviceOwner();
  const correct = item.state === 'refused' ? correctPath?.(item) : null;
  const resend = async () => {
    if (!owner) return;
    await outbox.resend(owner, item.id);
    await refreshOutbox();
    await syncOutbox();
  };
  return (
    <Card data-testid="outbox-item">
      <CardHeader
        header={<Text weight="semibold">{item.label}</Text>}
        description={`${offlineStrings.kinds[item.kind]} · ${offlineStrings.savedAt(formatDate(new Date(item.createdAt)))}`}
      />
      <ItemState item={item} isWaiting={isWaiting} />
      {item.state === 'refused' && owner ? (
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => void resend()}>
            {offlineStrings.resend}
          </Button>
          {correct ? <RouterLink to={correct}>{offlineStrings.correct}</RouterLink> : null}
          <ConfirmActionDialog
            triggerLabel={offlineStrings.discard}
            title={offlineStrings.discardTitle}
            body={offlineStrings.discardBody(item.label)}
            confirmLabel={offlineStrings.discard}
            busyLabel={offlineStrings.discard}
            action={async () => {
              await outbox.discard(owner, item.id);
              await refreshOutbox();
            }}
          />
        </div>
      ) : null}
    </Card>
  );
}

/** The unsent items that change the record at `path` (a Dkbono's payments waiting to be sent). */
export function useUnsentFor(path: string): OutboxItem[] {
  return useAtomValue(outboxItemsAtom).filter((item) => item.path === path && item.state !== 'sent');
}

export interface OutboxItemListProps {
  /**
   * Only the items of these kinds, as a strip above their list (they are in it as soon as they are
   * typed; nothing when there are none). Without: every item, as the outbox page lists them.
   */
  kinds?: readonly OutboxKind[];
  /** Only the items sent to this API path (one record's). */
  path?: string;
  correctPath?: OutboxItemCardProps['correctPath'];
}

export function OutboxItemList({ kinds, path, correctPath }: OutboxItemListProps) {
  const styles = useStyles();
  const items = useAtomValue(outboxItemsAtom).filter(
    (item) =>
      (kinds === undefined || kinds.includes(item.kind)) && (path === undefined || item.path === path),
  );
  const cards = items.map((item) => <OutboxItemCard key={item.id} item={item} correctPath={correctPath} />);
  if (kinds === undefined)
    return items.length === 0 ? (
      <Text>{offlineStrings.empty}</Text>
    ) : (
      <div className={styles.list}>{cards}</div>
    );
  if (items.length === 0) return null;
  return (
    <section
      className={`${styles.list} ${styles.strip}`}
      aria-label={offlineStrings.pageTitle}
      data-print="hide"
    >
      {cards}
    </section>
  );
}
