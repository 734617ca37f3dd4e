// The outbox bound to the phone and the app: items in IndexedDB, sent through the API client when
// the signal is there (at start, when it comes back, every 30 s while something waits, and by
// hand), and the forms' way to save: send now, or keep it in the outbox when there is no signal.
import { atom } from 'jotai';
import { http } from '../api-client.ts';
import { randomKey } from '../idempotency-key.ts';
import { appStore, deviceOwner, userDetailsAtom } from '../session.ts';
import { isNetworkError, isOnlineAtom, noteOffline, noteOnline, onSignalBack } from './connection.ts';
import { deviceStore } from './device-store.ts';
import { createOutbox, referencesOf, type NewOutboxItem, type OutboxItem, type Send } from './outbox.ts';

export const outbox = createOutbox(deviceStore<OutboxItem>('outbox'));

const itemsBaseAtom = atom<OutboxItem[]>([]);
const needsSignInBaseAtom = atom(false);
const isSyncingBaseAtom = atom(false);

export const outboxItemsAtom = atom((get) => get(itemsBaseAtom));
/** What still has to reach the server ("2 por enviar"). */
export const unsentCountAtom = atom(
  (get) => get(itemsBaseAtom).filter((item) => item.state !== 'sent').length,
);
export const needsSignInAtom = atom((get) => get(needsSignInBaseAtom));
export const isSyncingAtom = atom((get) => get(isSyncingBaseAtom));

export async function refreshOutbox(): Promise<OutboxItem[]> {
  const owner = deviceOwner();
  const items = owner ? await outbox.list(owner) : [];
  appStore.set(itemsBaseAtom, items);
  return items;
}

const send: Send = async ({ method, path, body, idempotencyKey }) => {
  const response = await http.request({
    method,
    url: path,
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    // The outbox reads every answer itself: a 401 pauses it, it never ends the session.
    skipSessionHandling: true,
    validateStatus: () => true,
  });
  return { status: response.status, body: response.data as unknown };
};

const afterSyncListeners = new Set<() => void>();

/** Runs `listener` after a sync that sent something (lists then show the new folios). */
export function onOutboxSent(listener: () => void): () => void {
  afterSyncListeners.add(listener);
  return () => afterSyncListeners.delete(listener);
}

/** Sends what is due now. */
export async function syncOutbox(): Promise<void> {
  const owner = deviceOwner();
  if (!owner) return;
  appStore.set(isSyncingBaseAtom, true);
  try {
    const report = await outbox.sync(owner, send);
    appStore.set(needsSignInBaseAtom, report.needsSignIn);
    // The session ended on the server: the API client's own 401 path takes the person to sign in
    // (the outbox stays on the phone and is sent after they sign in again).
    if (report.needsSignIn) void http.get('/auth/me').catch(() => undefined);
    if (report.isOffline) noteOffline();
    else if (report.sent > 0 || report.refused > 0) noteOnline();
    if (report.sent > 0) for (const listener of afterSyncListeners) listener();
  } finally {
    appStore.set(isSyncingBaseAtom, false);
    await refreshOutbox();
  }
}

/** Sends everything now, ignoring the backoff (the "Enviar ahora" button). */
export async function syncOutboxNow(): Promise<void> {
  const owner = deviceOwner();
  if (!owner) return;
  for (const item of await outbox.list(owner)) {
    if (item.state === 'pending' && item.nextAttemptAt > 0) await outbox.resend(owner, item.id);
  }
  await syncOutbox();
}

export type SaveOutcome<T> = { kind: 'saved'; data: T } | { kind: 'kept'; item: OutboxItem };

/**
 * A form's save: sent at once with its Idempotency-Key; with no signal (no answer at all), kept in
 * the outbox under the same key, so an answer lost after the server saved it never makes a second
 * record. An item that names a record still in the outbox is kept without trying.
 */
export async function saveOrKeep<T>(
  item: NewOutboxItem,
  sendNow: () => Promise<T>,
  { createsRecord = false } = {},
): Promise<SaveOutcome<T>> {
  const owner = deviceOwner();
  const waitsForOutbox = referencesOf(item).length > 0;
  if (!waitsForOutbox || !owner) {
    try {
      return { kind: 'saved', data: await sendNow() };
    } catch (error) {
      if (!owner || !isNetworkError(error)) throw error;
      noteOffline();
    }
  }
  const kept = await outbox.add(owner, item, createsRecord);
  await refreshOutbox();
  return { kind: 'kept', item: kept };
}

let timer: ReturnType<typeof setInterval> | null = null;

/** Starts sending by itself: now, when the signal returns, and every 30 s while something waits. */
export function startOutbox(): void {
  if (timer !== null) return;
  const tick = async () => {
    const items = await refreshOutbox();
    if (items.some((item) => item.state === 'pending') && appStore.get(isOnlineAtom) !== false)
      await syncOutbox();
  };
  void tick();
  onSignalBack(() => void syncOutbox());
  appStore.sub(userDetailsAtom, () => void tick());
  timer = setInterval(() => {
    const items = appStore.get(itemsBaseAtom);
    if (items.some((item) => item.state === 'pending')) void syncOutbox();
  }, 30_000);
}

/** The toast of a save kept on the phone. */
export const KEPT_TOAST = {
  severity: 'info',
  summary: 'Guardado en el teléfono',
  detail: 'Sin conexión: se enviará solo cuando vuelva la señal.',
} as const;

/**
 * Customers created on this phone that the server's list may not have yet: unsent ones under their
 * stand-in id (a sale or Dkbono for them waits for them), sent ones under their real id.
 */
export async function customersCreatedOnPhone(): Promise<
  Array<{ id: number; firstName: string; lastName: string }>
> {
  const items = await refreshOutbox();
  return items
    .filter((item) => item.kind === 'customer-create' && item.standInId !== undefined)
    .map((item) => ({
      id: item.sent?.id ?? item.standInId!,
      firstName: String(item.body.firstName ?? ''),
      lastName: String(item.body.lastName ?? ''),
    }));
}

/** A refused item of this person's, to be corrected in its form; null when there is none. */
export async function refusedItem(id: number | null): Promise<OutboxItem | null> {
  const owner = deviceOwner();
  if (id === null || !owner) return null;
  const item = await outbox.get(owner, id);
  return item?.state === 'refused' ? item : null;
}

/** The corrected item goes back to the queue, under a new key (it is a new request), and is sent. */
export async function resendCorrected(
  id: number,
  body: Record<string, unknown>,
  label: string,
): Promise<void> {
  const owner = deviceOwner();
  if (!owner) return;
  await outbox.resend(owner, id, { body, label }, randomKey());
  await refreshOutbox();
  await syncOutbox();
}

/** The outbox item a form corrects (`?outbox=<id>` in its address), or null. */
export function outboxIdOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('outbox'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
