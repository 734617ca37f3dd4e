// SQL of the bot's conversations: the personal chat of each Entra identity that installed the app, and
// the chats of the staff a card is for (matched to our users by tenant + object id at send time).
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export interface ConversationReference {
  tenantId: string;
  aadObjectId: string;
  conversationId: string;
  serviceUrl: string;
}

/** Keeps (or refreshes) the personal chat of an identity, linked to our user when one has that identity. */
export async function saveConversation(
  db: Kysely<Database>,
  ref: ConversationReference,
): Promise<number | null> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('ms_tenant_id', '=', ref.tenantId)
    .where('ms_object_id', '=', ref.aadObjectId)
    .executeTakeFirst();
  const userId = user?.id ?? null;
  await db
    .insertInto('teams_conversations')
    .values({
      user_id: userId,
      tenant_id: ref.tenantId,
      aad_object_id: ref.aadObjectId,
      conversation_id: ref.conversationId,
      service_url: ref.serviceUrl,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'aad_object_id']).doUpdateSet({
        user_id: userId,
        conversation_id: ref.conversationId,
        service_url: ref.serviceUrl,
        updated_at: new Date(),
      }),
    )
    .execute();
  return userId;
}

/** The bot was removed: no more cards to that chat. */
export async function forgetConversation(
  db: Kysely<Database>,
  tenantId: string,
  aadObjectId: string,
): Promise<void> {
  await db
    .deleteFrom('teams_conversations')
    .where('tenant_id', '=', tenantId)
    .where('aad_object_id', '=', aadObjectId)
    .execute();
}

export interface CardTarget {
  userId: number;
  conversationId: string;
  serviceUrl: string;
}

/** The chats of the given users who are active consultants with the bot installed. */
export async function consultantChats(db: Kysely<Database>, userIds: number[]): Promise<CardTarget[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('teams_conversations as c')
    .innerJoin('users as u', (join) =>
      join.onRef('u.ms_tenant_id', '=', 'c.tenant_id').onRef('u.ms_object_id', '=', 'c.aad_object_id'),
    )
    .select(['u.id as userId', 'c.conversation_id as conversationId', 'c.service_url as serviceUrl'])
    .where('u.id', 'in', userIds)
    .where('u.role', '=', 'CONSULTANT')
    .where('u.status', '=', 'ACTIVE')
    .execute();
}
