// Writing messages (Admin): every change is audited in its transaction, and a message that is
// active once saved is announced to its audience right then (publish.ts announces the ones that
// become active later).
import type { Transaction } from 'kysely';
import type { MessageInput } from '../../../domain/messages.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { endOfMexicoCityDay, startOfMexicoCityDay } from './days.ts';
import { publishIfActive } from './publish.ts';
import { findMessage } from './repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'El mensaje no existe.');

function columnsOf(input: MessageInput) {
  return {
    title: input.title,
    body: input.body,
    audience_roles: input.audienceRoles,
    active_from: startOfMexicoCityDay(input.activeFrom),
    active_to: endOfMexicoCityDay(input.activeTo),
  };
}

export async function createMessage(
  trx: Transaction<Database>,
  actorUserId: number,
  input: MessageInput,
  ip: string | null,
): Promise<number> {
  const { id } = await trx
    .insertInto('messages')
    .values({ ...columnsOf(input), created_by: actorUserId, updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeAudit(trx, {
    actorUserId,
    action: 'messages.create',
    entity: 'message',
    entityId: id,
    after: input,
    ip,
  });
  await publishIfActive(trx, id);
  return id;
}

export async function updateMessage(
  trx: Transaction<Database>,
  actorUserId: number,
  id: number,
  input: MessageInput,
  ip: string | null,
): Promise<void> {
  const locked = await trx
    .selectFrom('messages')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw notFound();
  const before = await findMessage(trx, id);
  await trx
    .updateTable('messages')
    .set({ ...columnsOf(input), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  await writeAudit(trx, {
    actorUserId,
    action: 'messages.update',
    entity: 'message',
    entityId: id,
    before,
    after: input,
    ip,
  });
  await publishIfActive(trx, id);
}

export async function deleteMessage(
  trx: Transaction<Database>,
  actorUserId: number,
  id: number,
  ip: string | null,
): Promise<void> {
  const before = await findMessage(trx, id);
  const deleted = await trx.deleteFrom('messages').where('id', '=', id).returning('id').executeTakeFirst();
  if (!deleted) throw notFound();
  await writeAudit(trx, {
    actorUserId,
    action: 'messages.delete',
    entity: 'message',
    entityId: id,
    before,
    ip,
  });
}
