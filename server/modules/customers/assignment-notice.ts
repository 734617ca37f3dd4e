// Tells a consultant that a customer became theirs by someone else's hand (approval, creation for
// it, or a move from another consultant), and, on a move, the consultant who lost it. Whoever makes
// the change hears nothing of it: a consultant recording its own customer is not told.
import type { Kysely } from 'kysely';
import type { StaffAuthContext } from '../../auth/current.ts';
import type { Database } from '../../db/database.ts';
import type { NotificationEvent } from '../notifications/events.ts';
import { notify } from '../notifications/notify.ts';
import { staffName } from './references-repository.ts';

type How = Extract<NotificationEvent, { kind: 'CLIENT_ASSIGNED' }>['how'];
type Customer = { id: number; first_name: string; last_name: string };

const fullName = (customer: Customer) => `${customer.first_name} ${customer.last_name}`;

export async function announceAssignment(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  customer: Customer,
  consultantId: number,
  how: How,
): Promise<void> {
  if (consultantId === auth.userId) return;
  await notify(db, {
    kind: 'CLIENT_ASSIGNED',
    clientId: customer.id,
    name: fullName(customer),
    consultantId,
    how,
  });
}

/** A customer moved from `previousId` to `consultantId`: both consultants hear of it (not the actor). */
export async function announceReassignment(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  customer: Customer,
  previousId: number | null,
  consultantId: number,
): Promise<void> {
  if (previousId === consultantId) return;
  await announceAssignment(db, auth, customer, consultantId, 'REASSIGNED');
  if (previousId === null || previousId === auth.userId) return;
  await notify(db, {
    kind: 'CLIENT_UNASSIGNED',
    clientId: customer.id,
    name: fullName(customer),
    consultantId: previousId,
    newConsultantName: await staffName(db, consultantId),
  });
}
