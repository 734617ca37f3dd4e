// In-app notifications (docs/design.md §5): what the bell counts and /dashboard/notifications
// lists. Each one belongs to one staff member; only its owner sees it or marks it read.
import { z } from './zod.ts';
import { pagedQuerySchema } from './pagination-schemas.ts';

/** What happened; the server's notification service (server/modules/notifications) raises these. */
export const NOTIFICATION_KINDS = [
  'VOUCHER_PAYMENT_RECORDED',
  'VOUCHER_PAID',
  'VOUCHER_CANCELLED',
  'CLIENT_SELF_REGISTERED',
  'CLIENT_ASSIGNED',
  'CLIENT_UNASSIGNED',
  'CLIENT_TAX_ID_REPEATED',
  'USER_PENDING_APPROVAL',
  'MESSAGE_PUBLISHED',
  'STOCK_LOW',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** The app path of the record it is about (e.g. /dashboard/sales/dkbono/12), or null. */
  link: z.string().nullable(),
  /** ISO instant when its owner read it; null while unread. */
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_SORTS = ['date:desc', 'date:asc'] as const;
export type NotificationSort = (typeof NOTIFICATION_SORTS)[number];

export const notificationListQuerySchema = pagedQuerySchema.extend({
  /** true: only the unread ones; false: only the read ones; absent: all. */
  unread: z.stringbool({ error: 'Debe ser true o false.' }).optional(),
  sort: z.enum(NOTIFICATION_SORTS, { error: 'Orden no válido.' }).default('date:desc'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markedReadSchema = z.object({ updated: z.number().int().min(0) });
export type MarkedRead = z.infer<typeof markedReadSchema>;
