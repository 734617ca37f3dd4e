// The outbox: what a consultant saves without signal, kept on the phone at once, with its
// Idempotency-Key from the moment it is made, and sent later in the order it was typed, exactly
// once. A record made offline has a stand-in id until the server gives it one (at the top of the
// ids the database holds, where its sequences never reach, so the forms' own checks accept it); a
// later item that names it (a sale for a customer created offline) waits for it and is sent with
// the real id. The logic is here, free of the browser; outbox-runtime.ts binds it to IndexedDB, the
// API client and the signal.
import { MAX_RECORD_ID } from '../../../domain/number-text.ts';
import type { DeviceStore } from './device-store.ts';

export type OutboxKind =
  'customer-create' | 'customer-update' | 'sale-create' | 'voucher-create' | 'voucher-payments';

type OutboxState = 'pending' | 'sent' | 'refused';

interface OutboxRefusal {
  statusCode: number;
  code: string;
  message: string;
}

export interface OutboxItem {
  /** Order of typing; also the item's address in the outbox page. */
  id: number;
  owner: string;
  kind: OutboxKind;
  method: 'POST' | 'PUT';
  /** The API path. */
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string;
  /** What the person reads ("Venta a Juan Pérez · 3 bolsas"). */
  label: string;
  createdAt: number;
  state: OutboxState;
  attempts: number;
  /** No new attempt before this time (backoff after a failed send). */
  nextAttemptAt: number;
  /** The stand-in id of the record this item creates. */
  standInId?: number;
  /** What the server answered: the record's id, and its folio when it has one. */
  sent?: { id: number; folio?: string; sentAt: number };
  refusal?: OutboxRefusal;
}

export type NewOutboxItem = Pick<
  OutboxItem,
  'kind' | 'method' | 'path' | 'body' | 'idempotencyKey' | 'label'
>;

/** A send that reached the server: its answer. A send that got no answer throws. */
export interface SendResult {
  status: number;
  body: unknown;
}

export type Send = (item: {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey: string;
}) => Promise<SendResult>;

export const BACKOFF_MS = [2_000, 5_000, 15_000, 30_000, 60_000, 120_000];

/** The fields of a body that name a customer, which may be a stand-in. */
const REFERENCE_FIELDS = ['clientId'] as const;
/**
 * Stand-in ids: the last 147 million ids a PostgreSQL integer holds (MAX_RECORD_ID), which no
 * sequence of this business comes near, so a record id check accepts them.
 */
export const STAND_IN_BASE = 2_000_000_000;

function isStandIn(id: unknown): id is number {
  return typeof id === 'number' && id >= STAND_IN_BASE && id <= MAX_RECORD_ID;
}

/** The stand-in ids an item names. */
export function referencesOf(item: Pick<OutboxItem, 'body'>): number[] {
  return REFERENCE_FIELDS.map((field) => item.body[field]).filter(isStandIn);
}

/** The item's body with every stand-in replaced by the real id; null while one is not known yet. */
function resolveReferences(
  item: Pick<OutboxItem, 'body'>,
  realIdOf: (standIn: number) => number | undefined,
): Record<string, unknown> | null {
  const body = { ...item.body };
  for (const field of REFERENCE_FIELDS) {
    const value = body[field];
    if (!isStandIn(value)) continue;
    const real = realIdOf(value);
    if (real === undefined) return null;
    body[field] = real;
  }
  return body;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function refusalOf(result: SendResult): OutboxRefusal {
  const body = isRecord(result.body) ? result.body : {};
  return {
    statusCode: result.status,
    code: typeof body.code === 'string' ? body.code : 'ERROR',
    message: typeof body.message === 'string' ? body.message : 'El servidor no aceptó este registro.',
  };
}

interface SyncReport {
  sent: number;
  refused: number;
  /** The server said the session ended (401): nothing more is sent until the user signs in. */
  needsSignIn: boolean;
  /** Some send got no answer: the signal is gone again. */
  isOffline: boolean;
}

export interface Outbox {
  add(owner: string, item: NewOutboxItem, standIn?: boolean): Promise<OutboxItem>;
  list(owner: string): Promise<OutboxItem[]>;
  get(owner: string, id: number): Promise<OutboxItem | null>;
  /** Sends what is due, in order; one run at a time. */
  sync(owner: string, send: Send, now?: () => number): Promise<SyncReport>;
  /** A refused item, changed by the person (or as it was), goes back to the queue with a new key. */
  resend(
    owner: string,
    id: number,
    changes?: { body?: Record<string, unknown>; label?: string },
    newKey?: string,
  ): Promise<void>;
  discard(owner: string, id: number): Promise<void>;
  /** Forgets sent items (the person has seen them) and every item of other owners. */
  forgetSent(owner: string): Promise<void>;
  clear(): Promise<void>;
}

const keyOf = (id: number) => String(id).padStart(16, '0');

export function createOutbox(store: DeviceStore<OutboxItem>): Outbox {
  let running: Promise<SyncReport> | null = null;
  let lastId = 0;

  const all = async (owner: string) =>
    (await store.entries())
      .map(([, item]) => item)
      .filter((item) => item.owner === owner)
      .sort((a, b) => a.id - b.id);

  async function runSync(owner: string, send: Send, now: () => number): Promise<SyncReport> {
    const report: SyncReport = { sent: 0, refused: 0, needsSignIn: false, isOffline: false };
    const items = await all(owner);
    const realIds = new Map<number, number>();
    for (const item of items)
      if (item.standInId !== undefined && item.sent) realIds.set(item.standInId, item.sent.id);
    for (const item of items) {
      if (item.state !== 'pending') continue;
      // Waiting out a backoff: nothing typed after it goes first.
      if (item.nextAttemptAt > now()) break;
      const body = resolveReferences(item, (standIn) => realIds.get(standIn));
      // It names a record not sent yet (still queued, or refused): it waits for it.
      if (!body) continue;
      let result: SendResult;
      try {
        result = await send({
          method: item.method,
          path: item.path,
          body,
          idempotencyKey: item.idempotencyKey,
        });
      } catch {
        const attempts = item.attempts + 1;
        const wait = BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)]!;
        await store.set(keyOf(item.id), { ...item, attempts, nextAttemptAt: now() + wait });
        report.isOffline = true;
        break;
      }
      if (result.status === 401) {
        report.needsSignIn = true;
        break;
      }
      if (result.status >= 200 && result.status < 300) {
        const data = isRecord(result.body) && isRecord(result.body.data) ? result.body.data : {};
        const id = typeof data.id === 'number' ? data.id : 0;
        const folio = typeof data.folio === 'string' ? data.folio : undefined;
        if (item.standInId !== undefined) realIds.set(item.standInId, id);
        await store.set(keyOf(item.id), {
          ...item,
          state: 'sent',
          sent: { id, folio, sentAt: now() },
          refusal: undefined,
        });
        report.sent += 1;
      } else if (result.status >= 500 || result.status === 429) {
        // The server could not take it now: the same item, later.
        const attempts = item.attempts + 1;
        const wait = BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)]!;
        await store.set(keyOf(item.id), { ...item, attempts, nextAttemptAt: now() + wait });
        break;
      } else {
        await store.set(keyOf(item.id), { ...item, state: 'refused', refusal: refusalOf(result) });
        report.refused += 1;
      }
    }
    return report;
  }

  return {
    async add(owner, fresh, standIn = false) {
      const existing = await store.entries();
      const highest = existing.reduce((max, [, item]) => Math.max(max, item.id), 0);
      const id = Math.max(Date.now(), highest + 1, lastId + 1);
      lastId = id;
      const highestStandIn = existing.reduce(
        (max, [, other]) => Math.max(max, other.standInId ?? STAND_IN_BASE),
        STAND_IN_BASE,
      );
      const item: OutboxItem = {
        ...fresh,
        id,
        owner,
        createdAt: Date.now(),
        state: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        ...(standIn ? { standInId: highestStandIn + 1 } : {}),
      };
      await store.set(keyOf(id), item);
      return item;
    },
    list: all,
    async get(owner, id) {
      const item = await store.get(keyOf(id));
      return item && item.owner === owner ? item : null;
    },
    sync(owner, send, now = Date.now) {
      running ??= runSync(owner, send, now).finally(() => {
        running = null;
      });
      return running;
    },
    async resend(owner, id, changes = {}, newKey) {
      const item = await store.get(keyOf(id));
      if (!item || item.owner !== owner || item.state !== 'refused') return;
      await store.set(keyOf(id), {
        ...item,
        body: changes.body ?? item.body,
        label: changes.label ?? item.label,
        idempotencyKey: newKey ?? item.idempotencyKey,
        state: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        refusal: undefined,
      });
    },
    async discard(owner, id) {
      const item = await store.get(keyOf(id));
      if (!item || item.owner !== owner) return;
      await store.delete(keyOf(id));
      if (item.standInId === undefined || item.sent) return;
      // What named the discarded record can never be sent as it is: it waits for the person.
      for (const other of await all(owner)) {
        if (other.state === 'pending' && referencesOf(other).includes(item.standInId)) {
          await store.set(keyOf(other.id), {
            ...other,
            state: 'refused',
            refusal: {
              statusCode: 0,
              code: 'REFERENCE_DISCARDED',
              message: `Se descartó «${item.label}», del que depende este registro.`,
            },
          });
        }
      }
    },
    async forgetSent(owner) {
      const items = (await store.entries()).map(([, item]) => item);
      const waitedFor = new Set(items.filter((item) => item.state !== 'sent').flatMap(referencesOf));
      for (const item of items) {
        const isWaitedFor = item.standInId !== undefined && waitedFor.has(item.standInId);
        if (item.owner !== owner || (item.state === 'sent' && !isWaitedFor))
          await store.delete(keyOf(item.id));
      }
    },
    clear: () => store.clear(),
  };
}
