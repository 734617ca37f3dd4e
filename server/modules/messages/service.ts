// Writing messages (Admin): every change is audited in its transaction, and a message that is
// active once saved is announced to its audience right then (publish.ts announces the ones that
// become active later). Read receipts: a staff member of its audience records that they
// opened it; its author and admins see who of the audience did.
import type { Kysely } from 'kysely';
import type { Message, MessageInput, MessageReceipts, MessageUpdate } from '../../../domain/messages.ts';
import type { StaffRole } from '../../../domain/roles.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { assertCurrentVersion } from '../shared/record-version.ts';
import { publishIfActive } from './publish.ts';
import { findMessage, findMessageAuthor, findShownMessageId, messageReceipts } from './repository.ts';
import {
  insertMessage,
  insertRead,
  lockMessage,
  removeMessage,
  saveMessage,
  type StoredMessageInput,
} from './write-repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'El mensaje no existe.');

/** One message as stored now (also the answer of a create or an edit, read in its transaction). */
export async function readMessage(db: Kysely<Database>, id: number): Promise<Message> {
  const message = await findMessage(db, id);
  if (!message) throw notFound();
  return message;
}

/**
 * What follows a create or an edit, in its transaction: the audit entry, the announcement when the
 * message is active once saved, and the message as stored now (the answer).
 */
async function savedMessage(
  trx: Kysely<Database>,
  saved: {
    actorUserId: number;
    action: 'messages.create' | 'messages.update';
    id: number;
    before?: Message;
    after: MessageInput | StoredMessageInput;
    ip: string | null;
  },
): Promise<Message> {
  const { actorUserId, action, id, before, after, ip } = saved;
  await writeAudit(trx, { actorUserId, action, entity: 'message', entityId: id, before, after, ip });
  await publishIfActive(trx, id);
  return readMessage(trx, id);
}

export async function createMessage(
  db: Kysely<Database>,
  actorUserId: number,
  input: MessageInput,
  ip: string | null,
): Promise<Message> {
  return db.transaction().execute(async (trx) => {
    const id = await insertMessage(trx, actorUserId, input);
    return savedMessage(trx, { actorUserId, action: 'messages.create', id, after: input, ip });
  });
}

export async function updateMessage(
  db: Kysely<Database>,
  actorUserId: number,
  id: number,
  update: MessageUpdate,
  ip: string | null,
): Promise<Message> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockMessage(trx, id))) throw notFound();
    const before = await findMessage(trx, id);
    if (!before) throw notFound();
    if (update.version !== undefined) assertCurrentVersion(before, update.version);
    // A field the request left out keeps its value (domain/record-edits.ts).
    const activeFrom = update.activeFrom ?? before.activeFrom;
    const input: StoredMessageInput = {
      title: update.title ?? before.title,
      body: update.body ?? before.body,
      audienceRoles: update.audienceRoles ?? before.audienceRoles,
      activeFrom,
      activeTo: update.activeTo ?? before.activeTo,
    };
    if (input.activeTo !== null && input.activeTo < input.activeFrom) {
      const message = 'La fecha de fin no puede ser anterior a la de inicio.';
      throw new AppError('VALIDATION_FAILED', message, [{ path: 'activeTo', message }]);
    }
    await saveMessage(trx, id, input, before.version + 1);
    return savedMessage(trx, { actorUserId, action: 'messages.update', id, before, after: input, ip });
  });
}

export async function deleteMessage(
  db: Kysely<Database>,
  actorUserId: number,
  id: number,
  ip: string | null,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
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
  });
}

/**
 * The caller opened the message in the banner: the first time is recorded, again changes nothing.
 * Only its audience can (docs/design.md §6: out of scope is not found), and only once it has been
 * shown; returns when they first opened it. Not audited: it is the record itself.
 */
export async function markMessageRead(
  db: Kysely<Database>,
  reader: { userId: number; role: StaffRole },
  id: number,
): Promise<Date> {
  const shown = await findShownMessageId(db, id, reader.role);
  if (shown === undefined) throw notFound();
  return insertRead(db, shown, reader.userId);
}

/** Who of its audience read the message: for admins and its author only, not found for anyone else. */
export async function receiptsOf(
  db: Kysely<Database>,
  viewer: { userId: number; role: StaffRole },
  id: number,
): Promise<MessageReceipts> {
  const message = await findMessageAuthor(db, id);
  if (!message || (viewer.role !== 'ADMIN' && message.createdBy !== viewer.userId)) throw notFound();
  return messageReceipts(db, id);
}
