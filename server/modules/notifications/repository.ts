// SQL of a user's own notifications: the page of the list, the bell's count (a partial index keeps
// it cheap), and marking read. Every query is restricted to the caller: another user's notification
// is simply not found.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Notification, NotificationListQuery } from '../../../domain/notifications.ts';
import { notificationKindSchema } from '../../../domain/notifications.ts';
import type { Page } from '../../../domain/pagination.ts';
import type { Database, NotificationsTable } from '../../db/database.ts';
import { fetchPage } from '../shared/pagination.ts';
import type { NotificationKind, StoredNotification } from './events.ts';
import type { NotificationContent } from './wording.ts';

const COLUMNS = ['id', 'kind', 'title', 'body', 'link', 'read_at', 'created_at'] as const;

function toNotification(row: Pick<Selectable<NotificationsTable>, (typeof COLUMNS)[number]>): Notification {
  return {
    id: row.id,
    kind: notificationKindSchema.parse(row.kind),
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.read_at ? row.read_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  };
}

function ownNotifications(db: Kysely<Database>, userId: number, unread: boolean | undefined) {
  let query = db.selectFrom('notifications').where('user_id', '=', userId);
  if (unread === true) query = query.where('read_at', 'is', null);
  if (unread === false) query = query.where('read_at', 'is not', null);
  return query;
}

export async function listNotifications(
  db: Kysely<Database>,
  userId: number,
  query: NotificationListQuery,
): Promise<Page<Notification>> {
  const base = ownNotifications(db, userId, query.unread);
  const direction = query.sort === 'date:asc' ? 'asc' : 'desc';
  return fetchPage(query, {
    count: async () => {
      const row = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      return Number(row.count);
    },
    rows: async (limit, offset) => {
      const rows = base
        .select(COLUMNS)
        .orderBy('created_at', direction)
        .orderBy('id', direction)
        .limit(limit)
        .offset(offset);
      return (await rows.execute()).map(toNotification);
    },
  });
}

export async function countUnread(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await ownNotifications(db, userId, true)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks one of the caller's notifications read (keeping the first read time); undefined when not theirs. */
export async function markRead(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<Notification | undefined> {
  const row = await db
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', sql<Date>`now()`) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? toNotification(row) : undefined;
}

export async function markAllRead(db: Kysely<Database>, userId: number): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** One in-app notification per recipient, all with the same text; answers them as stored. */
export async function insertNotifications(
  db: Kysely<Database> | Transaction<Database>,
  userIds: readonly number[],
  kind: NotificationKind,
  content: NotificationContent,
): Promise<StoredNotification[]> {
  const rows = await db
    .insertInto('notifications')
    .values(userIds.map((userId) => ({ user_id: userId, kind, ...content })))
    .returning(['id', 'user_id'])
    .execute();
  return rows.map((row) => ({ id: row.id, userId: row.user_id, kind, ...content }));
}
