// The events other areas raise through notify(), as a zod schema: the outbox stores them as JSON and
// reads them back through this schema, so a channel never gets a malformed event.
import { z } from 'zod';

const id = z.number().int().positive();

export const notificationEventSchema = z.discriminatedUnion('kind', [
  /** A payment was recorded on a Dkbono: to its consultant. Amounts are numeric(14,2) text. */
  z.object({
    kind: z.literal('VOUCHER_PAYMENT_RECORDED'),
    voucherId: id,
    folio: z.string(),
    consultantId: id,
    paid: z.string(),
    total: z.string(),
  }),
  /** A Dkbono reached its total: to its consultant. */
  z.object({
    kind: z.literal('VOUCHER_PAID'),
    voucherId: id,
    folio: z.string(),
    consultantId: id,
    total: z.string(),
  }),
  /** A Dkbono was cancelled by someone other than its consultant (an admin): to its consultant. */
  z.object({
    kind: z.literal('VOUCHER_CANCELLED'),
    voucherId: id,
    folio: z.string(),
    consultantId: id,
    clientName: z.string(),
  }),
  /** A farmer registered itself: to the coordinators of its zone and the admins. */
  z.object({
    kind: z.literal('CLIENT_SELF_REGISTERED'),
    clientId: id,
    name: z.string(),
    zoneId: id.nullable(),
  }),
  /**
   * A customer became a consultant's by someone else's hand: to that consultant. `how` says whether
   * a self-registration was approved, a customer was recorded for it, or moved to it from another.
   */
  z.object({
    kind: z.literal('CLIENT_ASSIGNED'),
    clientId: id,
    name: z.string(),
    consultantId: id,
    how: z.enum(['APPROVED', 'CREATED', 'REASSIGNED']),
  }),
  /**
   * A customer was moved away from a consultant by someone else's hand: to that consultant (who can
   * no longer open it), naming the consultant who has it now.
   */
  z.object({
    kind: z.literal('CLIENT_UNASSIGNED'),
    clientId: id,
    name: z.string(),
    consultantId: id,
    newConsultantName: z.string(),
  }),
  /**
   * A customer was given (on create, edit or approval) the RFC of a recorded customer its author
   * could not see: to the admins, who see both and decide whether they are one farmer.
   */
  z.object({
    kind: z.literal('CLIENT_TAX_ID_REPEATED'),
    clientId: id,
    name: z.string(),
    taxId: z.string(),
    holderId: id,
    holderName: z.string(),
  }),
  /** A staff member waits for approval: to the admins and the coordinators of its zone (all without one). */
  z.object({
    kind: z.literal('USER_PENDING_APPROVAL'),
    userId: id,
    name: z.string(),
    zoneId: id.nullable(),
  }),
  /** A message was published: to every active user of its audience roles. */
  z.object({
    kind: z.literal('MESSAGE_PUBLISHED'),
    messageId: id,
    title: z.string(),
    body: z.string(),
    audienceRoles: z.array(z.string()),
  }),
  /** Availability of a product in a season fell to 10% of its allocation or less: coordinators and admins. */
  z.object({
    kind: z.literal('STOCK_LOW'),
    seasonId: id,
    seasonName: z.string(),
    productId: id,
    productName: z.string(),
    available: z.number().int(),
    allocated: z.number().int(),
  }),
]);

/** What happened (the schema above documents who hears of each kind). */
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

export type NotificationKind = NotificationEvent['kind'];

/** A stored in-app notification, as a channel receives it. */
export interface StoredNotification {
  id: number;
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The app path of the record it is about, e.g. /dashboard/sales/dkbono/12. */
  link: string | null;
}
