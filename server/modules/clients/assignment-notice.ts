// Tells a consultant that a customer became theirs by someone else's hand (approval, creation for
// it, or a move from another consultant). A consultant recording its own customer hears nothing.
import type { Kysely } from 'kysely';
import type { StaffAuthContext } from '../../auth/current.ts';
import type { Database } from '../../db/database.ts';
import { notify, type NotificationEvent } from '../notifications/notify.ts';

type How = Extract<NotificationEvent, { kind: 'CLIENT_ASSIGNED' }>['how'];

export async function announceAssignment(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  customer: { id: number; first_name: string; last_name: string },
  consultantId: number,
  how: How,
): Promise<void> {
  if (consultantId === auth.userId) return;
  await notify(db, {
    kind: 'CLIENT_ASSIGNED',
    clientId: customer.id,
    name: `${customer.first_name} ${customer.last_name}`,
    consultantId,
    how,
  });
}
