// A message from the office to the consultants, and the notifications the demo's own records would
// have raised (pending users, self-registered customers, Dkbono payments, the message), so the
// bell, the notifications page and the banner have something real to show and every link opens a
// record.
import type { Transaction } from 'kysely';
import type { NotificationEvent } from '../../modules/notifications/events.ts';
import { recipientIds } from '../../modules/notifications/recipients.ts';
import { notificationContent } from '../../modules/notifications/wording.ts';
import type { Database } from '../database.ts';
import { addDays } from './dates.ts';

interface DemoEvent {
  event: NotificationEvent;
  /** When it happened: a record's own creation (a request, a registration), or so many days ago. */
  at: Date | { daysAgo: number };
  /** Recipients who have already read it. */
  readBy?: number[];
}

/** Stored like notify() stores them, but dated in the past (notify stamps "now"). */
async function insertDemoNotifications(trx: Transaction<Database>, now: Date, events: DemoEvent[]) {
  for (const { event, at, readBy = [] } of events) {
    const userIds = await recipientIds(trx, event);
    if (userIds.length === 0) continue;
    const content = notificationContent(event);
    const createdAt = at instanceof Date ? at : addDays(now, -at.daysAgo);
    await trx
      .insertInto('notifications')
      .values(
        userIds.map((userId) => ({
          user_id: userId,
          kind: event.kind,
          ...content,
          created_at: createdAt,
          read_at: readBy.includes(userId) ? now : null,
        })),
      )
      .execute();
  }
}

async function voucherEvents(trx: Transaction<Database>, consultantId: number): Promise<DemoEvent[]> {
  const vouchers = await trx
    .selectFrom('vouchers')
    .select(['id', 'folio', 'status', 'paid', 'total'])
    .where('consultant_id', '=', consultantId)
    .where('status', 'in', ['PARTIAL', 'PAID'])
    .orderBy('id')
    .execute();
  const paid = vouchers.find((v) => v.status === 'PAID');
  const partial = vouchers.find((v) => v.status === 'PARTIAL');
  const events: DemoEvent[] = [];
  if (paid) {
    const { id, folio, total } = paid;
    events.push({
      event: { kind: 'VOUCHER_PAID', voucherId: id, folio, consultantId, total },
      at: { daysAgo: 6 },
      readBy: [consultantId],
    });
  }
  if (partial) {
    const { id, folio, paid: amount, total } = partial;
    events.push({
      event: { kind: 'VOUCHER_PAYMENT_RECORDED', voucherId: id, folio, consultantId, paid: amount, total },
      at: { daysAgo: 2 },
    });
  }
  return events;
}

export async function insertNotices(
  trx: Transaction<Database>,
  now: Date,
  users: Map<string, number>,
  openSeasonName: string,
): Promise<void> {
  const published = addDays(now, -1);
  const message = await trx
    .insertInto('messages')
    .values({
      title: `Arranque del ciclo ${openSeasonName}`,
      body: `Ya está abierta la captura de ventas del ciclo ${openSeasonName}. Revisa el inventario disponible antes de comprometer entregas y registra los pagos de DKbonos el mismo día que los recibas.`,
      audience_roles: ['CONSULTANT'],
      active_from: published,
      active_to: addDays(now, 30),
      created_by: users.get('admin@agroventas.mx') ?? null,
      published_at: published,
    })
    .returning(['id', 'title', 'body', 'audience_roles'])
    .executeTakeFirstOrThrow();

  const pendingUsers = await trx
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'zone_id', 'created_at'])
    .where('status', '=', 'PENDING')
    .orderBy('id')
    .execute();
  const pendingClients = await trx
    .selectFrom('clients')
    .select(['id', 'first_name', 'last_name', 'zone_id', 'created_at'])
    .where('status', '=', 'PENDING')
    .where('self_registered', '=', true)
    .orderBy('id')
    .execute();
  const consultant = users.get('consultor@agroventas.mx');
  const readers = [users.get('consultor2@agroventas.mx')].filter((id) => id !== undefined);

  await insertDemoNotifications(trx, now, [
    // Dated by the request itself, so the bell and the pending list tell the same day.
    ...pendingUsers.map((u) => ({
      event: {
        kind: 'USER_PENDING_APPROVAL' as const,
        userId: u.id,
        name: `${u.first_name} ${u.last_name}`,
        zoneId: u.zone_id,
      },
      at: new Date(u.created_at),
    })),
    ...pendingClients.map((c) => ({
      event: {
        kind: 'CLIENT_SELF_REGISTERED' as const,
        clientId: c.id,
        name: `${c.first_name} ${c.last_name}`,
        zoneId: c.zone_id,
      },
      at: new Date(c.created_at),
    })),
    ...(consultant === undefined ? [] : await voucherEvents(trx, consultant)),
    {
      event: {
        kind: 'MESSAGE_PUBLISHED',
        messageId: message.id,
        title: message.title,
        body: message.body,
        audienceRoles: message.audience_roles,
      },
      at: { daysAgo: 1 },
      readBy: readers,
    },
  ]);
}
