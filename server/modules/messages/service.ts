// Writing messages (Admin): every change is audited in its transaction, and a message that is
// active once saved is announced to its audience right then (publish.ts announces the ones that
// become active later).
import type { Transaction } from 'kysely';
import type { MessageInput } from '../../../domain/messages.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { publishIfActive } from './publish.ts';
import { findMessage, insertMessage, lockMessage, removeMessage, saveMessage } from './repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'El mensaje no existe.');

export async function createMessage(
  trx: Transaction<Database>,
  actorUserId: number,
  input: MessageInput,
  ip: string | null,
): Promise<number> {
  const id = await insertMessage(trx, actorUserId, input);
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
  if (!(await lockMessage(trx, id))) throw notFound();
  const before = await findMessage(trx, id);
  await saveMessage(trx, id, input);
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
  if (!(await removeMessage(trx, id))) throw notFound();
  await writeAudit(trx, {
    actorUserId,
    action: 'messages.delete',
    entity: 'message',
    entityId: id,
    before,
    ip,
  });
}
