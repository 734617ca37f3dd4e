// Customer (farmer) schemas shared by the registration form, the customer forms and the server.
import { z } from 'zod';

export const CLIENT_STATUSES = ['PENDING', 'ACTIVE', 'INACTIVE'] as const;
export const clientStatusSchema = z.enum(CLIENT_STATUSES);
export type ClientStatus = z.infer<typeof clientStatusSchema>;

const name = (label: string) =>
  z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .min(1, `${label} es obligatorio.`)
    .max(80, `${label} es demasiado largo.`);

// RFC of a person (13) or a company (12), per SAT.
const RFC = /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/;

export const customerRegistrationSchema = z.object({
  firstName: name('El nombre'),
  lastName: name('El apellido'),
  email: z
    .string()
    .trim()
    .max(254)
    .transform((v) => v.toLowerCase())
    .pipe(z.union([z.literal(''), z.email('Escribe un correo electrónico válido.')]))
    .optional(),
  phone: z
    .string({ error: 'El teléfono es obligatorio.' })
    .trim()
    .regex(/^\+?[0-9 ()-]{10,20}$/, 'Escribe un teléfono de 10 dígitos.'),
  taxId: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.union([z.literal(''), z.string().regex(RFC, 'El RFC no es válido.')]))
    .optional(),
  stateId: z.coerce.number({ error: 'Elige un estado.' }).int().positive('Elige un estado.'),
  municipalityId: z.coerce.number().int().positive().optional(),
  localityId: z.coerce.number().int().positive().optional(),
  hectares: z.coerce
    .number({ error: 'Escribe las hectáreas.' })
    .min(0, 'Las hectáreas no pueden ser negativas.')
    .max(100_000, 'Revisa las hectáreas.')
    .optional(),
  productionTypeId: z.coerce.number().int().positive().optional(),
});
export type CustomerRegistration = z.infer<typeof customerRegistrationSchema>;

export const customerOptionSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  status: clientStatusSchema,
});
export type CustomerOption = z.infer<typeof customerOptionSchema>;

/** SPEC §3: a customer is shown as "first last" with the id as value. */
export function customerLabel(c: { firstName: string; lastName: string }): string {
  return `${c.firstName} ${c.lastName}`.trim();
}

/** Filters of GET /clients (pagination comes from domain/pagination.ts). */
export const customerListQuerySchema = z.object({
  status: clientStatusSchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** Answer of POST /clients/register: the new customer waits for approval. */
export const customerRegistrationResultSchema = z.object({
  id: z.number().int(),
  status: z.literal('PENDING'),
});
