// The new-password form: the password rules of the server plus the confirmation, which only the
// form knows about (the server receives the password once).
import { z } from 'zod';
import { newPasswordSchema } from '../../../domain/password.ts';
import { strings } from './strings.ts';

export const newPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string({ error: strings.newPassword.confirmRequired }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: strings.newPassword.mismatch,
    // Say that they differ even while the password itself still breaks a rule.
    when: ({ value }) =>
      typeof value === 'object' &&
      value !== null &&
      'password' in value &&
      'confirmPassword' in value &&
      typeof value.password === 'string' &&
      typeof value.confirmPassword === 'string',
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
