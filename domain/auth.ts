// Requests and answers of the authentication calls (docs/requirements.md §7, docs/design.md §4).
import { z } from './zod.ts';
import { newPasswordSchema } from './password.ts';
import { roleSchema } from './role-schemas.ts';

const email = z
  .string({ error: 'El correo electrónico es obligatorio.' })
  .trim()
  .min(1, 'El correo electrónico es obligatorio.')
  .max(254, 'El correo electrónico es demasiado largo.')
  .pipe(z.email('Escribe un correo electrónico válido.'))
  .transform((value) => value.toLowerCase());

export const loginRequestSchema = z.object({
  email,
  password: z
    .string({ error: 'La contraseña es obligatoria.' })
    .min(1, 'La contraseña es obligatoria.')
    .max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const clientLoginRequestSchema = z.object({
  clientKey: z
    .string({ error: 'La clave de cliente es obligatoria.' })
    .trim()
    .min(1, 'La clave de cliente es obligatoria.')
    .max(64, 'La clave de cliente no es válida.'),
});
export type ClientLoginRequest = z.infer<typeof clientLoginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: 'El enlace no es válido.' }).min(16, 'El enlace no es válido.').max(256),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const msTokenRequestSchema = z.object({
  msToken: z.string({ error: 'Falta el token de Microsoft.' }).min(1).max(16_384),
});

/** The current-user answer of GET /auth/me, kept in localStorage as userDetails (docs/requirements.md §3). */
export const userDetailsSchema = z.object({
  id: z.number().int(),
  role: roleSchema,
  distributor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  acceptedTos: z.boolean(),
  clientKey: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const termsSchema = z.object({ version: z.number().int(), text: z.string(), publishedAt: z.string() });
export type Terms = z.infer<typeof termsSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** Answer of POST /users/accept-tos: the version the user accepted. */
export const acceptTosResultSchema = z.object({ acceptedTos: z.literal(true), version: z.number().int() });
export type AcceptTosResult = z.infer<typeof acceptTosResultSchema>;
