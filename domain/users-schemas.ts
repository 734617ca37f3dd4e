// Staff accounts: the list's query and answers and every change request as zod schemas,
// shared by the API routes and the forms (the statuses, sorts and power rules are in users.ts).
import { z } from './zod.ts';
import { recordVersionSchema } from './record-edits.ts';
import { loginRequestSchema } from './auth.ts';
import { PHONE_MESSAGE, PHONE_PATTERN } from './contact-fields.ts';
import { recordIdSchema } from './numbers.ts';
import { paginationQuerySchema } from './pagination-schemas.ts';
import { newPasswordSchema } from './password.ts';
import { STAFF_ROLES, type StaffRole } from './roles.ts';
import { staffRoleSchema } from './role-schemas.ts';
import { nameSchema } from './text.ts';
import {
  DEFAULT_PENDING_SORT,
  DEFAULT_USER_SORT,
  USER_SORTS,
  USER_STATUS_CHANGES,
  USER_STATUSES,
  roleHasSupervisor,
  roleNeedsZone,
} from './users.ts';

const userStatusSchema = z.enum(USER_STATUSES);

const name = (label: string) => nameSchema(label, 80, { tooLong: `${label} es demasiado largo.` });

/** Optional; an empty string means none. */
const phone = z
  .string()
  .trim()
  .pipe(z.union([z.literal(''), z.string().regex(PHONE_PATTERN, PHONE_MESSAGE)], { error: PHONE_MESSAGE }))
  .optional();

const personShape = {
  firstName: name('El nombre'),
  lastName: name('El apellido'),
  phone,
};

const assignmentShape = {
  role: z.enum(STAFF_ROLES, { error: 'Elige un rol.' }),
  zoneId: recordIdSchema('Elige una zona.').optional(),
  supervisorId: recordIdSchema('El supervisor no es válido.').optional(),
  distributorId: recordIdSchema('El distribuidor no es válido.').optional(),
};

interface Assignment {
  role: StaffRole;
  zoneId?: number | undefined;
  supervisorId?: number | undefined;
  distributorId?: number | undefined;
}

/** The consistency rules of an assignment that need no database: zone by role, supervisor only for consultants. */
function checkAssignment(value: Assignment, ctx: z.RefinementCtx): void {
  if (roleNeedsZone(value.role) && value.zoneId === undefined)
    ctx.addIssue({ code: 'custom', path: ['zoneId'], message: 'Elige una zona.' });
  if (!roleNeedsZone(value.role) && value.zoneId !== undefined)
    ctx.addIssue({ code: 'custom', path: ['zoneId'], message: 'Un administrador no tiene zona.' });
  if (!roleHasSupervisor(value.role)) {
    if (value.supervisorId !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['supervisorId'],
        message: 'Solo un consultor tiene supervisor.',
      });
    if (value.distributorId !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['distributorId'],
        message: 'Solo un consultor tiene distribuidor.',
      });
  }
}

/** PUT /users/{id}/approve: the role and place a pending user gets. */
export const approveUserSchema = z.object(assignmentShape).superRefine(checkAssignment);

/** POST /users: invites someone by email; it gets a link to choose its password. */
export const inviteUserSchema = z
  .object({ email: loginRequestSchema.shape.email, ...personShape, ...assignmentShape })
  .superRefine(checkAssignment);

/**
 * PUT /users/{id}: the whole editable state (absent optional fields are cleared; users are the one
 * edit not yet partial, docs/decisions.md). Email is the identity and stays. `version` is the one
 * read: a stale one is refused (optional for API clients that predate it; the app sends it).
 */
export const updateUserSchema = z
  .object({ ...personShape, ...assignmentShape, version: recordVersionSchema.optional() })
  .superRefine(checkAssignment);

/** PUT /users/me: one's own names and phone. */
export const updateOwnProfileSchema = z.object(personShape);

/** PUT /users/{id}/status: enable or disable an approved account. */
export const userStatusChangeSchema = z.object({
  status: z.enum(USER_STATUS_CHANGES, { error: 'Elige Activo o Deshabilitado.' }),
});

const passwordChangeShape = {
  currentPassword: z
    .string({ error: 'Escribe tu contraseña actual.' })
    .min(1, 'Escribe tu contraseña actual.')
    .max(1024),
  newPassword: newPasswordSchema,
};

const differsFromCurrent = (value: { currentPassword: string; newPassword: string }) =>
  value.newPassword !== value.currentPassword;
const MUST_DIFFER = {
  path: ['newPassword'],
  message: 'La nueva contraseña debe ser distinta de la actual.',
};

/** PUT /users/me/password. */
export const changePasswordSchema = z.object(passwordChangeShape).refine(differsFromCurrent, MUST_DIFFER);

/** The form asks for the new password twice; only the pair above travels. */
export const changePasswordFormSchema = z
  .object({
    ...passwordChangeShape,
    confirmPassword: z.string({ error: 'Confirma la nueva contraseña.' }),
  })
  .refine(differsFromCurrent, MUST_DIFFER)
  .refine((value) => value.confirmPassword === value.newPassword, {
    path: ['confirmPassword'],
    message: 'Las contraseñas no coinciden.',
  });

const search = z.string().trim().max(100, 'La búsqueda admite hasta 100 caracteres.').optional();

export const userListQuerySchema = paginationQuerySchema.extend({
  q: search,
  role: staffRoleSchema.optional(),
  status: userStatusSchema.optional(),
  zoneId: recordIdSchema('La zona no es válida.').optional(),
  sort: z.enum(USER_SORTS).default(DEFAULT_USER_SORT),
});

export const pendingUserListQuerySchema = paginationQuerySchema.extend({
  q: search,
  sort: z.enum(USER_SORTS).default(DEFAULT_PENDING_SORT),
});

export const userListItemSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  role: staffRoleSchema.nullable(),
  status: userStatusSchema,
  zoneId: z.number().int().nullable(),
  zoneName: z.string().nullable(),
  supervisorId: z.number().int().nullable(),
  supervisorName: z.string().nullable(),
  distributorId: z.number().int().nullable(),
  distributorName: z.string().nullable(),
  createdAt: z.string(),
});

export const userDetailSchema = userListItemSchema.extend({
  /** Whether it can sign in with a password (invited users have none until they follow the link). */
  hasPassword: z.boolean(),
  /** Whether a Microsoft account is linked (it signed in with Microsoft at least once). */
  hasMicrosoft: z.boolean(),
  acceptedTosAt: z.string().nullable(),
  tosVersion: z.number().int().nullable(),
  updatedAt: z.string(),
  /** What an edit sends back (PUT /users/{id}): a stale one is refused. */
  version: z.number().int(),
});

export type ApproveUserInput = z.infer<typeof approveUserSchema>;
export type InviteUserInput = z.infer<typeof inviteUserSchema>;
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
export type UpdateOwnProfileInput = z.infer<typeof updateOwnProfileSchema>;
export type UserStatusChange = z.infer<typeof userStatusChangeSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export type PendingUserListQuery = z.infer<typeof pendingUserListQuerySchema>;
export type UserListItem = z.infer<typeof userListItemSchema>;
export type UserDetail = z.infer<typeof userDetailSchema>;
