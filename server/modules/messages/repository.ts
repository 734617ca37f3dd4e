// SQL reads of messages: the admin's list (filters by text and status, sorts, pages), one message,
// the messages a role sees right now, the messages due to be announced, and the read receipts (who
// of its audience opened it). The writes are in write-repository.ts.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type {
  ActiveMessage,
  Message,
  MessageListQuery,
  MessageReceipts,
  MessageSort,
  MessageStatus,
} from '../../../domain/messages.ts';
import type { Page } from '../../../domain/pagination.ts';
import { STAFF_ROLES, type StaffRole } from '../../../domain/roles.ts';
import type { Database } from '../../db/database.ts';
import { fetchPage } from '../shared/pagination.ts';
import { mexicoCityDay } from '../../../domain/days.ts';
import { containsPattern } from '../shared/text-search.ts';

export const isActiveNow = sql<SqlBool>`m.active_from <= now() and (m.active_to is null or m.active_to >= now())`;

const STATUS_CONDITIONS: Record<MessageStatus, ReturnType<typeof sql<SqlBool>>> = {
  SCHEDULED: sql<SqlBool>`m.active_from > now()`,
  ACTIVE: isActiveNow,
  EXPIRED: sql<SqlBool>`m.active_to < now()`,
};

const SORTS: Record<MessageSort, ['m.active_from' | 'm.title', 'asc' | 'desc']> = {
  'activeFrom:desc': ['m.active_from', 'desc'],
  'activeFrom:asc': ['m.active_from', 'asc'],
  'title:asc': ['m.title', 'asc'],
  'title:desc': ['m.title', 'desc'],
};

interface MessageRow {
  id: number;
  title: string;
  body: string;
  audience_roles: string[];
  active_from: Date;
  active_to: Date | null;
  published_at: Date | null;
  updated_at: Date;
  version: number;
  created_by_name: string | null;
  read_count: number | string;
  audience_count: number | string;
}

function statusAt(row: Pick<MessageRow, 'active_from' | 'active_to'>, now: Date): MessageStatus {
  if (row.active_from > now) return 'SCHEDULED';
  if (row.active_to !== null && row.active_to < now) return 'EXPIRED';
  return 'ACTIVE';
}

function staffRolesOf(roles: string[]): StaffRole[] {
  return STAFF_ROLES.filter((role) => roles.includes(role));
}

function toMessage(row: MessageRow, now: Date): Message {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    audienceRoles: staffRolesOf(row.audience_roles),
    activeFrom: mexicoCityDay(row.active_from),
    activeTo: row.active_to ? mexicoCityDay(row.active_to) : null,
    status: statusAt(row, now),
    publishedAt: row.published_at ? row.published_at.toISOString() : null,
    createdByName: row.created_by_name,
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
    readCount: Number(row.read_count),
    audienceCount: Number(row.audience_count),
  };
}

/**
 * A message's audience: the ACTIVE users whose role is one of its roles now, the same
 * people an announcement reaches (notifications/recipients.ts). A read by someone who has left the
 * audience since is kept but not counted.
 */
const inAudienceOfM = (user: string) =>
  sql<SqlBool>`${sql.ref(`${user}.status`)} = 'ACTIVE' and ${sql.ref(`${user}.role`)} = any(m.audience_roles)`;

function messagesWithAuthor(db: Kysely<Database>) {
  return db
    .selectFrom('messages as m')
    .leftJoin('users as u', 'u.id', 'm.created_by')
    .select([
      'm.id',
      'm.title',
      'm.body',
      'm.audience_roles',
      'm.active_from',
      'm.active_to',
      'm.published_at',
      'm.updated_at',
      'm.version',
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('created_by_name'),
      sql<number | string>`(select count(*) from users au where ${inAudienceOfM('au')})`.as('audience_count'),
      sql<number | string>`(select count(*) from message_reads r join users ru on ru.id = r.user_id
        where r.message_id = m.id and ${inAudienceOfM('ru')})`.as('read_count'),
    ]);
}

export async function listMessages(db: Kysely<Database>, query: MessageListQuery): Promise<Page<Message>> {
  let filtered = db.selectFrom('messages as m');
  if (query.q) {
    const pattern = containsPattern(query.q);
    filtered = filtered.where(sql<SqlBool>`(m.title ilike ${pattern} or m.body ilike ${pattern})`);
  }
  if (query.status) filtered = filtered.where(STATUS_CONDITIONS[query.status]);
  const [column, direction] = SORTS[query.sort];
  const now = new Date();
  return fetchPage(query, {
    count: async () => {
      const row = await filtered
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    rows: async (limit, offset) => {
      const rows = messagesWithAuthor(db)
        .where('m.id', 'in', filtered.select('m.id'))
        .orderBy(column, direction)
        .orderBy('m.id', 'desc')
        .limit(limit)
        .offset(offset);
      return (await rows.execute()).map((row) => toMessage(row, now));
    },
  });
}

export async function findMessage(db: Kysely<Database>, id: number): Promise<Message | undefined> {
  const row = await messagesWithAuthor(db).where('m.id', '=', id).executeTakeFirst();
  return row ? toMessage(row, new Date()) : undefined;
}

/** The messages a role sees today, newest first, with when this user opened each. */
export async function activeMessagesFor(
  db: Kysely<Database>,
  reader: { userId: number; role: StaffRole },
): Promise<ActiveMessage[]> {
  const { userId, role } = reader;
  const rows = await db
    .selectFrom('messages as m')
    .leftJoin('message_reads as r', (join) =>
      join.onRef('r.message_id', '=', 'm.id').on('r.user_id', '=', userId),
    )
    .select(['m.id', 'm.title', 'm.body', 'm.active_to', 'r.read_at'])
    .where(isActiveNow)
    .where(sql<SqlBool>`${role} = any(m.audience_roles)`)
    .orderBy('m.active_from', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    activeTo: row.active_to ? mexicoCityDay(row.active_to) : null,
    readAt: row.read_at ? row.read_at.toISOString() : null,
  }));
}

/**
 * The message if this role is in its audience and it has been shown already (its first day came;
 * it may have ended since, on a page still open): the only ones a user may mark read. A message
 * whose window ended before it was written (published already expired) was never shown to anyone.
 */
export async function findShownMessageId(
  db: Kysely<Database>,
  id: number,
  role: StaffRole,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('messages as m')
    .select('m.id')
    .where('m.id', '=', id)
    .where(sql<SqlBool>`m.active_from <= now()`)
    .where(sql<SqlBool>`(m.active_to is null or m.active_to >= greatest(m.active_from, m.created_at))`)
    .where(sql<SqlBool>`${role} = any(m.audience_roles)`)
    .executeTakeFirst();
  return row?.id;
}

/** Who wrote the message (null once that user is gone); undefined when there is no such message. */
export async function findMessageAuthor(
  db: Kysely<Database>,
  id: number,
): Promise<{ createdBy: number | null } | undefined> {
  const row = await db.selectFrom('messages').select('created_by').where('id', '=', id).executeTakeFirst();
  return row ? { createdBy: row.created_by } : undefined;
}

/** Its audience now, who of them opened it, and the names and roles of the others. */
export async function messageReceipts(db: Kysely<Database>, id: number): Promise<MessageReceipts> {
  const rows = await db
    .selectFrom('messages as m')
    .innerJoin('users as au', (join) => join.on(inAudienceOfM('au')))
    .leftJoin('message_reads as r', (join) =>
      join.onRef('r.message_id', '=', 'm.id').onRef('r.user_id', '=', 'au.id'),
    )
    .select(['au.id', 'au.role', sql<string>`au.first_name || ' ' || au.last_name`.as('name'), 'r.read_at'])
    .where('m.id', '=', id)
    .orderBy('au.first_name')
    .orderBy('au.last_name')
    .orderBy('au.id')
    .execute();
  const unread = rows.filter((row) => row.read_at === null);
  return {
    readCount: rows.length - unread.length,
    audienceCount: rows.length,
    unread: unread.flatMap((row) => (row.role ? [{ id: row.id, name: row.name, role: row.role }] : [])),
  };
}

/** Ids of the messages that became active and were not announced yet. */
export async function dueMessageIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('messages as m')
    .select('m.id')
    .where('m.published_at', 'is', null)
    .where(isActiveNow)
    .orderBy('m.id')
    .execute();
  return rows.map((row) => row.id);
}
