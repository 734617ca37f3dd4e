// Messages from the office (docs/requirements.md §2 params/message): a title and a text for some
// staff roles, shown as a banner from one day to another (Mexico City days, both included). The
// admin's form and the API share these schemas.
import { z } from './zod.ts';
import { storedDaySchema } from './days-schemas.ts';
import { paginationQuerySchema } from './pagination-schemas.ts';
import { recordVersionSchema } from './record-edits.ts';
import { STAFF_ROLES } from './roles.ts';
import { staffRoleSchema } from './role-schemas.ts';
import { nameSchema } from './text.ts';

export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_BODY_MAX = 2000;

const isoDay = (label: string) =>
  storedDaySchema({
    error: (issue) =>
      issue.input === undefined
        ? `${label} es obligatoria.`
        : `${label} no es válida: usa el formato dd/mm/aaaa.`,
  });

const audienceRolesSchema = z
  .array(z.enum(STAFF_ROLES, { error: 'Rol no válido.' }), { error: 'Elige al menos un rol.' })
  .min(1, 'Elige al menos un rol.')
  .transform((roles) => STAFF_ROLES.filter((role) => roles.includes(role)));

const messageFields = {
  title: nameSchema('El título', MESSAGE_TITLE_MAX, { needs: 'lettersOrDigits' }),
  body: z
    .string({ error: 'El texto del mensaje es obligatorio.' })
    .trim()
    .min(1, 'El texto del mensaje es obligatorio.')
    .max(MESSAGE_BODY_MAX, `El texto admite hasta ${MESSAGE_BODY_MAX} caracteres.`),
  activeFrom: isoDay('La fecha de inicio'),
  activeTo: isoDay('La fecha de fin'),
};

const datesInOrder = (message: { activeFrom: string; activeTo: string }) =>
  message.activeTo >= message.activeFrom;
const datesInOrderIssue = {
  message: 'La fecha de fin no puede ser anterior a la de inicio.',
  path: ['activeTo'],
};

/** POST /messages and PUT /messages/{id}. */
export const messageInputSchema = z
  .object({ ...messageFields, audienceRoles: audienceRolesSchema })
  .refine(datesInOrder, datesInOrderIssue);
export type MessageInput = z.infer<typeof messageInputSchema>;

/**
 * PUT /messages/{id} (domain/record-edits.ts): the fields that change and the version read (optional
 * for API clients that predate it; the app sends it); a field left out keeps its value.
 */
export const messageUpdateSchema = z
  .object({ ...messageFields, audienceRoles: audienceRolesSchema, version: recordVersionSchema })
  .partial()
  .refine(
    (message) => !message.activeFrom || !message.activeTo || datesInOrder(message as never),
    datesInOrderIssue,
  );
export type MessageUpdate = z.infer<typeof messageUpdateSchema>;

/** The admin's form holds the chosen roles as one text, "ADMIN,CONSULTANT"; the rules are the API's. */
export const messageFormSchema = z
  .object({
    ...messageFields,
    audienceRoles: z
      .string({ error: 'Elige al menos un rol.' })
      .transform((text) => text.split(',').filter((role) => role !== ''))
      .pipe(audienceRolesSchema),
  })
  .refine(datesInOrder, datesInOrderIssue);

export const MESSAGE_STATUSES = ['SCHEDULED', 'ACTIVE', 'EXPIRED'] as const;
const messageStatusSchema = z.enum(MESSAGE_STATUSES);
export type MessageStatus = z.infer<typeof messageStatusSchema>;
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  SCHEDULED: 'Programado',
  ACTIVE: 'Vigente',
  EXPIRED: 'Vencido',
};

export const messageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  audienceRoles: z.array(staffRoleSchema),
  /** Mexico City days, both included. */
  activeFrom: z.string(),
  activeTo: z.string().nullable(),
  status: messageStatusSchema,
  /** When its audience was notified; null while it has not been active yet. */
  publishedAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  updatedAt: z.string(),
  /** What an edit sends back (PUT /messages/{id}): a stale one is refused. */
  version: z.number().int(),
  /** Read receipts: how many of its audience opened it, of how many. */
  readCount: z.number().int(),
  /** Its audience now: the active users of its roles. */
  audienceCount: z.number().int(),
});
export type Message = z.infer<typeof messageSchema>;

/** What GET /messages/active gives a staff member for the banner, with when they opened it. */
export const activeMessageSchema = messageSchema
  .pick({ id: true, title: true, body: true, activeTo: true })
  .extend({ readAt: z.string().nullable() });
export type ActiveMessage = z.infer<typeof activeMessageSchema>;

/** POST /messages/{id}/read: when the caller first opened it. */
export const messageReadSchema = z.object({ readAt: z.string() });
export type MessageRead = z.infer<typeof messageReadSchema>;

/**
 * GET /messages/{id}/receipts, for its author and admins: how many of its audience (the active
 * users of its roles) opened it, and who has not, by name.
 */
export const messageReceiptsSchema = z.object({
  readCount: z.number().int(),
  audienceCount: z.number().int(),
  unread: z.array(z.object({ id: z.number().int(), name: z.string(), role: staffRoleSchema })),
});
export type MessageReceipts = z.infer<typeof messageReceiptsSchema>;

export const MESSAGE_SORTS = ['activeFrom:desc', 'activeFrom:asc', 'title:asc', 'title:desc'] as const;
export type MessageSort = (typeof MESSAGE_SORTS)[number];

export const messageListQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(100, 'La búsqueda admite hasta 100 caracteres.').optional(),
  status: z.enum(MESSAGE_STATUSES, { error: 'Estado no válido.' }).optional(),
  sort: z.enum(MESSAGE_SORTS, { error: 'Orden no válido.' }).default('activeFrom:desc'),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;
