// SQL writes of messages: a message written, locked, saved or deleted, a read receipt, and the
// claim of a message's announcement once it is active (one instance announces it).
import type { Kysely, Transaction } from 'kysely';
import type { MessageInput } from '../../../domain/messages.ts';
import type { Database } from '../../db/database.ts';
import { endOfMexicoCityDay, startOfMexicoCityDay } from './days.ts';
import { insertRecordRow, updateRecordRow } from '../shared/record-rows.ts';
import { isActiveNow } from './repository.ts';

/** Records that the user opened the message; the first time counts, later ones change nothing. */
export async function insertRead(db: Kysely<Database>, messageId: number, userId: number): Promise<Date> {
  await db
    .insertInto('message_reads')
    .values({ message_id: messageId, user_id: userId })
    .onConflict((conflict) => conflict.columns(['message_id', 'user_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('message_reads')
    .select('read_at')
    .where('message_id', '=', messageId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.read_at;
}

/**
 * Marks a message announced if it is active and was not announced yet, and returns it then; a
 * concurrent caller (another instance's scheduler) finds it already marked and gets nothing.
 */
export async function claimPublication(db: Kysely<Database>, id: number) {
  return db
    .updateTable('messages as m')
    .set({ published_at: new Date() })
    .where('m.id', '=', id)
    .where('m.published_at', 'is', null)
    .where(isActiveNow)
    .returning(['m.id', 'm.title', 'm.body', 'm.audience_roles'])
    .executeTakeFirst();
}

/** A message as stored: with no end day (null) it stays active. */
export type StoredMessageInput = Omit<MessageInput, 'activeTo'> & { activeTo: string | null };

/** The columns of a message as written: its days become Mexico City's first and last instants. */
function columnsOf(input: StoredMessageInput) {
  return {
    title: input.title,
    body: input.body,
    audience_roles: input.audienceRoles,
    active_from: startOfMexicoCityDay(input.activeFrom),
    active_to: input.activeTo === null ? null : endOfMexicoCityDay(input.activeTo),
  };
}

export function insertMessage(trx: Transaction<Database>, createdBy: number, input: MessageInput) {
  return insertRecordRow(trx, 'messages', {
    ...columnsOf(input),
    created_by: createdBy,
    updated_at: new Date(),
  });
}

/** The message row locked FOR UPDATE; false when there is none. */
export async function lockMessage(trx: Transaction<Database>, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom('messages')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export function saveMessage(
  trx: Transaction<Database>,
  id: number,
  input: StoredMessageInput,
  version: number,
): Promise<void> {
  return updateRecordRow(trx, 'messages', id, columnsOf(input), version);
}

/** Deletes the message; false when there was none. */
export async function removeMessage(trx: Transaction<Database>, id: number): Promise<boolean> {
  const deleted = await trx.deleteFrom('messages').where('id', '=', id).returning('id').executeTakeFirst();
  return deleted !== undefined;
}
