// The outbox's rules: order of typing, a stand-in id replaced by the real one, waiting for
// what an item names, exactly-once keys, backoff after no answer, a refusal kept with its reason,
// the session's end pausing it, and another person's items never sent.
import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID } from '../../../domain/number-text.ts';
import { memoryStore } from './device-store.ts';
import {
  BACKOFF_MS,
  STAND_IN_BASE,
  createOutbox,
  type OutboxItem,
  type Send,
  type SendResult,
} from './outbox.ts';

const OWNER = '7:CONSULTANT';

function server(answers: Array<SendResult | 'no-signal'> = []) {
  const sent: Array<{ method: string; path: string; body: unknown; idempotencyKey: string }> = [];
  let nextId = 100;
  const send: Send = async (request) => {
    sent.push(request);
    const scripted = answers.shift();
    if (scripted === 'no-signal') throw new Error('Network Error');
    if (scripted) return scripted;
    nextId += 1;
    return {
      status: 201,
      body: { data: { id: nextId, folio: `V-2026-${String(nextId).padStart(4, '0')}` } },
    };
  };
  return { send, sent };
}

function newOutbox() {
  return createOutbox(memoryStore<OutboxItem>());
}

const customer = {
  kind: 'customer-create',
  method: 'POST',
  path: '/clients',
  body: { firstName: 'Ana' },
  idempotencyKey: 'k-c',
  label: 'Ana',
} as const;
const saleFor = (clientId: number, key: string) =>
  ({
    kind: 'sale-create',
    method: 'POST',
    path: '/sales',
    body: { clientId, items: [] },
    idempotencyKey: key,
    label: 'Venta',
  }) as const;

describe('the outbox', () => {
  it('sends in the order typed, each with the key it was made with, and says what the server gave', async () => {
    const outbox = newOutbox();
    await outbox.add(OWNER, saleFor(3, 'k-1'));
    await outbox.add(OWNER, saleFor(4, 'k-2'));
    const { send, sent } = server();
    const report = await outbox.sync(OWNER, send);
    expect(report).toMatchObject({ sent: 2, refused: 0, isOffline: false, needsSignIn: false });
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['k-1', 'k-2']);
    const items = await outbox.list(OWNER);
    expect(items.map((item) => [item.state, item.sent?.folio])).toEqual([
      ['sent', 'V-2026-0101'],
      ['sent', 'V-2026-0102'],
    ]);
  });

  it('sends a sale for a customer created offline after it, with the customer’s real id', async () => {
    const outbox = newOutbox();
    const created = await outbox.add(OWNER, customer, true);
    // A record id check (positive, within PostgreSQL's integer) accepts it in the sale form.
    expect(created.standInId).toBeGreaterThan(STAND_IN_BASE);
    expect(created.standInId).toBeLessThanOrEqual(MAX_RECORD_ID);
    await outbox.add(OWNER, saleFor(created.standInId!, 'k-s'));
    const { send, sent } = server();
    await outbox.sync(OWNER, send);
    expect(sent.map((request) => request.path)).toEqual(['/clients', '/sales']);
    expect(sent[1]!.body).toEqual({ clientId: 101, items: [] });
  });

  it('keeps a sale waiting while its customer is refused, and never sends it with the stand-in', async () => {
    const outbox = newOutbox();
    const created = await outbox.add(OWNER, customer, true);
    await outbox.add(OWNER, saleFor(created.standInId!, 'k-s'));
    const { send, sent } = server([
      { status: 409, body: { code: 'TAX_ID_TAKEN', message: 'El RFC ya está registrado.' } },
    ]);
    const report = await outbox.sync(OWNER, send);
    expect(report.refused).toBe(1);
    expect(sent).toHaveLength(1);
    const [refused, waiting] = await outbox.list(OWNER);
    expect(refused).toMatchObject({
      state: 'refused',
      refusal: { code: 'TAX_ID_TAKEN', message: 'El RFC ya está registrado.' },
    });
    expect(waiting!.state).toBe('pending');
    // Corrected and sent again: the sale follows with the real id.
    await outbox.resend(OWNER, refused!.id, { body: { firstName: 'Ana María' } }, 'k-c2');
    await outbox.sync(OWNER, server().send);
    expect((await outbox.list(OWNER)).map((item) => item.state)).toEqual(['sent', 'sent']);
  });

  it('a discarded customer sends what named it to "Por resolver", with the reason', async () => {
    const outbox = newOutbox();
    const created = await outbox.add(OWNER, customer, true);
    await outbox.add(OWNER, saleFor(created.standInId!, 'k-s'));
    await outbox.sync(OWNER, server([{ status: 409, body: { code: 'X', message: 'No.' } }]).send);
    await outbox.discard(OWNER, created.id);
    const [sale] = await outbox.list(OWNER);
    expect(sale).toMatchObject({ state: 'refused', refusal: { code: 'REFERENCE_DISCARDED' } });
  });

  it('with no answer, stops, keeps the same key and waits longer each time', async () => {
    const outbox = newOutbox();
    await outbox.add(OWNER, saleFor(3, 'k-1'));
    await outbox.add(OWNER, saleFor(4, 'k-2'));
    let now = 1_000;
    const { send, sent } = server(['no-signal', 'no-signal']);
    expect((await outbox.sync(OWNER, send, () => now)).isOffline).toBe(true);
    expect(sent).toHaveLength(1);
    // Not due yet: nothing is sent.
    await outbox.sync(OWNER, send, () => now);
    expect(sent).toHaveLength(1);
    now += BACKOFF_MS[0]!;
    await outbox.sync(OWNER, send, () => now);
    expect(sent).toHaveLength(2);
    const [first] = await outbox.list(OWNER);
    expect(first!.attempts).toBe(2);
    expect(first!.nextAttemptAt).toBe(now + BACKOFF_MS[1]!);
    now += BACKOFF_MS[1]!;
    await outbox.sync(OWNER, send, () => now);
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['k-1', 'k-1', 'k-1', 'k-2']);
  });

  it('pauses on the session’s end and on a server error, and sends nothing more in that run', async () => {
    const outbox = newOutbox();
    await outbox.add(OWNER, saleFor(3, 'k-1'));
    await outbox.add(OWNER, saleFor(4, 'k-2'));
    const expired = server([{ status: 401, body: { code: 'UNAUTHENTICATED', message: 'Sesión inválida.' } }]);
    expect((await outbox.sync(OWNER, expired.send)).needsSignIn).toBe(true);
    expect(expired.sent).toHaveLength(1);
    expect((await outbox.list(OWNER)).map((item) => item.state)).toEqual(['pending', 'pending']);
    const failing = server([{ status: 503, body: {} }]);
    await outbox.sync(OWNER, failing.send);
    expect(failing.sent).toHaveLength(1);
    expect((await outbox.list(OWNER))[0]!.state).toBe('pending');
  });

  it('runs one sync at a time: a second call while one runs sends nothing twice', async () => {
    const outbox = newOutbox();
    await outbox.add(OWNER, saleFor(3, 'k-1'));
    const { send, sent } = server();
    await Promise.all([outbox.sync(OWNER, send), outbox.sync(OWNER, send)]);
    expect(sent).toHaveLength(1);
  });

  it('never lists or sends another person’s items, and forgets them when that person is gone', async () => {
    const outbox = newOutbox();
    await outbox.add('9:CONSULTANT', saleFor(3, 'k-other'));
    await outbox.add(OWNER, saleFor(4, 'k-mine'));
    const { send, sent } = server();
    await outbox.sync(OWNER, send);
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['k-mine']);
    expect((await outbox.list(OWNER)).map((item) => item.idempotencyKey)).toEqual(['k-mine']);
    await outbox.forgetSent(OWNER);
    expect(await outbox.list('9:CONSULTANT')).toEqual([]);
    expect(await outbox.list(OWNER)).toEqual([]);
  });

  it('keeps a sent customer while a sale still waits on it, so the sale finds its real id', async () => {
    const outbox = newOutbox();
    const created = await outbox.add(OWNER, customer, true);
    await outbox.add(OWNER, saleFor(created.standInId!, 'k-s'));
    // The customer goes; the sale's send gets no answer.
    await outbox.sync(OWNER, server([{ status: 201, body: { data: { id: 55 } } }, 'no-signal']).send);
    await outbox.forgetSent(OWNER);
    const { send, sent } = server();
    await outbox.sync(OWNER, send, () => Date.now() + 10 * 60_000);
    expect(sent[0]!.body).toEqual({ clientId: 55, items: [] });
  });
});
