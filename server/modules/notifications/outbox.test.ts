// Channel delivery: channels get the stored notifications only after the raising transaction
// committed, never for a rolled-back one, and a failing channel is logged without failing anything.
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestContext, testDatabaseKinds, type TestContext } from '../../test/helper.ts';
import { registerNotificationChannel, type NotificationChannel } from './channels.ts';
import type { NotificationEvent, StoredNotification } from './events.ts';
import { notify } from './notify.ts';
import { deliverPendingNotifications, flushNotificationDeliveries } from './outbox.ts';
import { insertUser } from './test-fixtures.ts';

interface Delivery {
  notifications: StoredNotification[];
  event: NotificationEvent;
}

function recordingChannel(name = 'prueba'): NotificationChannel & { deliveries: Delivery[] } {
  const deliveries: Delivery[] = [];
  return {
    name,
    deliveries,
    deliver: async (notifications, event) => {
      deliveries.push({ notifications, event });
    },
  };
}

const outboxRows = (db: Kysely<Database>) => db.selectFrom('notification_outbox').select('id').execute();

describe.each(testDatabaseKinds())('notification channels (%s)', (kind) => {
  let ctx: TestContext;
  let db: Kysely<Database>;
  let consultant: number;
  let folio = 0;
  const unregister: (() => void)[] = [];

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    db = ctx.database.db;
    consultant = await insertUser(db, 'CONSULTANT', 'ACTIVE', null);
  });
  afterEach(async () => {
    await flushNotificationDeliveries();
    for (const off of unregister.splice(0)) off();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const paidEvent = (): NotificationEvent => {
    folio += 1;
    return {
      kind: 'VOUCHER_PAID',
      voucherId: folio,
      folio: `DK-2026-90000${folio}`,
      consultantId: consultant,
      total: '5.00',
    };
  };

  it('delivers to a channel only once the transaction committed, by itself soon after', async () => {
    const channel = recordingChannel();
    unregister.push(registerNotificationChannel(channel));
    const event = paidEvent();
    const stored = await db.transaction().execute(async (trx) => {
      const inside = await notify(trx, event);
      // Longer than the first wake-ups of the dispatcher: they must not see the uncommitted row.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(channel.deliveries).toEqual([]);
      return inside;
    });
    await vi.waitFor(() => expect(channel.deliveries).toHaveLength(1), { timeout: 8_000, interval: 50 });
    expect(channel.deliveries[0]).toEqual({ notifications: stored, event });
    expect(stored).toEqual([
      expect.objectContaining({
        userId: consultant,
        kind: 'VOUCHER_PAID',
        link: `/dashboard/sales/dkbono/${folio}`,
      }),
    ]);
    // The row goes once the run that delivered it ends.
    await flushNotificationDeliveries();
    expect(await outboxRows(db)).toEqual([]);
    expect(channel.deliveries).toHaveLength(1);
  });

  it('never delivers the notifications of a rolled-back transaction', async () => {
    const channel = recordingChannel();
    unregister.push(registerNotificationChannel(channel));
    await expect(
      db.transaction().execute(async (trx) => {
        await notify(trx, paidEvent());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await flushNotificationDeliveries();
    expect(channel.deliveries).toEqual([]);
    expect(await outboxRows(db)).toEqual([]);
  });

  it('queues nothing when no channel is registered', async () => {
    const stored = await notify(db, paidEvent());
    expect(stored).toHaveLength(1);
    expect(await outboxRows(db)).toEqual([]);
  });

  it('logs a failing channel, still serves the others, and drops the row', async () => {
    const working = recordingChannel('funciona');
    const failing: NotificationChannel = {
      name: 'falla',
      deliver: async () => {
        throw new Error('Teams no responde');
      },
    };
    unregister.push(registerNotificationChannel(failing), registerNotificationChannel(working));
    const logged = vi.spyOn(ctx.app.log, 'error');
    const event = paidEvent();
    const stored = await notify(db, event);
    await flushNotificationDeliveries();
    expect(working.deliveries).toEqual([{ notifications: stored, event }]);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'falla', kind: 'VOUCHER_PAID', err: expect.any(Error) }),
      'notification channel failed',
    );
    expect(await outboxRows(db)).toEqual([]);
    logged.mockRestore();
  });

  it('delivers rows left behind by hand too, each once', async () => {
    const channel = recordingChannel();
    unregister.push(registerNotificationChannel(channel));
    const stored = await notify(db, paidEvent());
    await Promise.all([
      flushNotificationDeliveries(),
      deliverPendingNotifications(db, [channel], ctx.app.log),
    ]);
    expect(channel.deliveries.flatMap((d) => d.notifications)).toEqual(stored);
  });
});
