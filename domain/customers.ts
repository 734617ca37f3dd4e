// Customer (farmer) schemas shared by the registration form, the customer forms and the server.
import { z } from './zod.ts';
import { optionalRfcSchema, PHONE_MESSAGE, PHONE_PATTERN } from './contact-fields.ts';
import { atMostTwoDecimals, numeric, recordIdSchema } from './numbers.ts';
import { recordVersionSchema } from './record-edits.ts';
import { nameSchema } from './text.ts';

export const CLIENT_STATUSES = ['PENDING', 'ACTIVE', 'INACTIVE'] as const;
const clientStatusSchema = z.enum(CLIENT_STATUSES);
export type ClientStatus = z.infer<typeof clientStatusSchema>;

const name = (label: string) => nameSchema(label, 80, { tooLong: `${label} es demasiado largo.` });

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
  phone: z.string({ error: 'El teléfono es obligatorio.' }).trim().regex(PHONE_PATTERN, PHONE_MESSAGE),
  taxId: optionalRfcSchema,
  stateId: recordIdSchema('Elige un estado.'),
  municipalityId: recordIdSchema('El municipio no es válido.').optional(),
  localityId: recordIdSchema('La localidad no es válida.').optional(),
  hectares: numeric(
    z
      .number({ error: 'Escribe las hectáreas.' })
      .min(0, 'Las hectáreas no pueden ser negativas.')
      .max(100_000, 'Revisa las hectáreas.')
      .refine(atMostTwoDecimals, 'Las hectáreas admiten a lo más dos decimales.')
      .optional(),
  ),
  productionTypeId: recordIdSchema('El tipo de producción no es válido.').optional(),
});
export type CustomerRegistration = z.infer<typeof customerRegistrationSchema>;

const customerOptionSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  status: clientStatusSchema,
});
export type CustomerOption = z.infer<typeof customerOptionSchema>;

/** docs/requirements.md §3: a customer is shown as "first last" with the id as value. */
export function customerLabel(c: { firstName: string; lastName: string }): string {
  return `${c.firstName} ${c.lastName}`.trim();
}

export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  PENDING: 'Pendiente',
  ACTIVE: 'Activo',
  INACTIVE: 'Inactivo',
};

/** Sorts of the customer list; the default (name A→Z) is also the order of the sale forms' lookup. */
export const CUSTOMER_SORTS = [
  'name:asc',
  'name:desc',
  'created:desc',
  'created:asc',
  'hectares:desc',
  'hectares:asc',
] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const DEFAULT_CUSTOMER_SORT: CustomerSort = 'name:asc';

/** Filters of GET /clients (pagination comes from domain/pagination.ts). */
export const customerListQuerySchema = z.object({
  status: clientStatusSchema.optional(),
  /** Name, phone, e-mail or RFC. */
  q: z.string().trim().max(100).optional(),
  zoneId: recordIdSchema('La zona no es válida.').optional(),
  consultantId: recordIdSchema('El consultor no es válido.').optional(),
  stateId: recordIdSchema('El estado no es válido.').optional(),
  sort: z.enum(CUSTOMER_SORTS).default(DEFAULT_CUSTOMER_SORT),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** A row of GET /clients: the lookup fields of customerOptionSchema plus what the customer list shows. */
export const customerListItemSchema = customerOptionSchema.extend({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  taxId: z.string().nullable(),
  stateId: z.number().int().nullable(),
  stateName: z.string().nullable(),
  municipalityName: z.string().nullable(),
  zoneId: z.number().int().nullable(),
  zoneName: z.string().nullable(),
  consultantId: z.number().int().nullable(),
  consultantName: z.string().nullable(),
  hectares: z.number().nullable(),
  selfRegistered: z.boolean(),
  hasClientKey: z.boolean(),
  createdAt: z.string(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

/** GET /clients/{id}: everything about one customer, with how many sales and Dkbonos it has. */
export const customerDetailSchema = customerListItemSchema.extend({
  municipalityId: z.number().int().nullable(),
  localityId: z.number().int().nullable(),
  localityName: z.string().nullable(),
  productionTypeId: z.number().int().nullable(),
  productionTypeName: z.string().nullable(),
  /** What may be shown of the current key (its last group); null when none was issued. */
  clientKeyHint: z.string().nullable(),
  updatedAt: z.string(),
  /** What an edit sends back (PUT /clients/{id}): a stale one is refused. */
  version: z.number().int(),
  salesCount: z.number().int(),
  vouchersCount: z.number().int(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/**
 * POST /clients and PUT /clients/{id}: the registration fields plus the owning consultant. A consultant
 * always owns what it creates (the field is ignored); Admin and Coordinator must choose one.
 */
export const customerInputSchema = customerRegistrationSchema.extend({
  consultantId: recordIdSchema('Elige un consultor.').optional(),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;

/**
 * PUT /clients/{id} (domain/record-edits.ts): the version read, and only the fields that change; a
 * field left out keeps its value, null (or '' for e-mail and RFC) clears an optional one.
 */
export const customerUpdateSchema = customerInputSchema.partial().extend({
  email: customerInputSchema.shape.email.nullable(),
  taxId: customerInputSchema.shape.taxId.nullable(),
  municipalityId: customerInputSchema.shape.municipalityId.nullable(),
  localityId: customerInputSchema.shape.localityId.nullable(),
  hectares: customerInputSchema.shape.hectares.nullable(),
  productionTypeId: customerInputSchema.shape.productionTypeId.nullable(),
  version: recordVersionSchema,
});
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

/** The form of Admin and Coordinator: the same fields, with the consultant required. */
export const managedCustomerInputSchema = customerInputSchema.extend({
  consultantId: recordIdSchema('Elige un consultor.'),
});

/** PUT /clients/{id}/approve: a self-registered customer gets its consultant and becomes ACTIVE. */
export const customerApprovalSchema = z.object({ consultantId: recordIdSchema('Elige un consultor.') });
export type CustomerApproval = z.infer<typeof customerApprovalSchema>;

/** PUT /clients/{id}/status: a customer stops (or starts again) buying; PENDING only goes by approval. */
export const customerStatusChangeSchema = z.object({
  status: z.enum(['ACTIVE', 'INACTIVE'], { error: 'Elige un estatus válido.' }),
});
export type CustomerStatusChange = z.infer<typeof customerStatusChangeSchema>;

/**
 * POST /clients/{id}/merge: a self-registration still waiting for approval is folded into a customer
 * already recorded (the same farmer): the customer keeps its data and gains what it lacked.
 */
export const customerMergeSchema = z.object({
  intoId: recordIdSchema('Elige el cliente con el que se fusiona el registro.'),
});
export type CustomerMerge = z.infer<typeof customerMergeSchema>;

/** POST /clients/{id}/client-key: the new key, answered once and never stored in clear. */
export const issuedClientKeySchema = z.object({ clientKey: z.string(), clientKeyHint: z.string() });
export type IssuedClientKey = z.infer<typeof issuedClientKeySchema>;

/** GET /clients/lookups: who may own the caller's customers, and the production types to pick from. */
const consultantOptionSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  zoneId: z.number().int().nullable(),
  zoneName: z.string().nullable(),
});
export type ConsultantOption = z.infer<typeof consultantOptionSchema>;
export const customerLookupsSchema = z.object({
  consultants: z.array(consultantOptionSchema),
  productionTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CustomerLookups = z.infer<typeof customerLookupsSchema>;

/** Answer of POST /clients/register: the new customer waits for approval. */
export const customerRegistrationResultSchema = z.object({
  id: z.number().int(),
  status: z.literal('PENDING'),
});
