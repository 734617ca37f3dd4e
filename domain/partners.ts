// Partners (docs/requirements.md §3): distributors, silage vendors and silage producers the company works with.
// One schema per request, shared by the partner form and the partners API.
import { z } from './zod.ts';
import { optionalRfcSchema, PHONE_MESSAGE, PHONE_PATTERN } from './contact-fields.ts';
import { recordIdSchema } from './numbers.ts';
import { recordVersionSchema } from './record-edits.ts';
import { nameSchema } from './text.ts';

export const PARTNER_TYPES = ['DISTRIBUTOR', 'SILAGE_VENDOR', 'SILAGE_PRODUCER'] as const;
const partnerTypeSchema = z.enum(PARTNER_TYPES, { error: 'Elige el tipo de socio.' });
export type PartnerType = z.infer<typeof partnerTypeSchema>;
export const DEFAULT_PARTNER_TYPE: PartnerType = 'DISTRIBUTOR';

/** Tab titles (plural) and the name of one partner of each type. */
export const PARTNER_TYPE_LABELS: Record<PartnerType, { plural: string; singular: string }> = {
  DISTRIBUTOR: { plural: 'Distribuidores', singular: 'Distribuidor' },
  SILAGE_VENDOR: { plural: 'Vendedores de ensilaje', singular: 'Vendedor de ensilaje' },
  SILAGE_PRODUCER: { plural: 'Productores de ensilaje', singular: 'Productor de ensilaje' },
};

export const partnerSchema = z.object({
  id: z.number().int(),
  type: partnerTypeSchema,
  name: z.string(),
  taxId: z.string().nullable(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  stateId: z.number().int().nullable(),
  stateName: z.string().nullable(),
  municipalityId: z.number().int().nullable(),
  municipalityName: z.string().nullable(),
  zoneId: z.number().int().nullable(),
  zoneName: z.string().nullable(),
  active: z.boolean(),
  /** What an edit sends back (PUT /partners/{id}): a stale one is refused. */
  version: z.number().int(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** One partner with what points at it: a referenced distributor can be deactivated, never changed into another type. */
export const partnerDetailSchema = partnerSchema.extend({
  usage: z.object({ users: z.number().int(), sales: z.number().int() }),
});
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} es demasiado largo (máximo ${max} caracteres).`).optional();

const optionalId = (message: string) => recordIdSchema(message).optional();

/**
 * POST /partners and the partner form. Absent optional fields are stored empty (a PUT replaces
 * every field). A coordinator's partners always go to its own zone, whatever zoneId says.
 */
export const partnerInputSchema = z.object({
  type: partnerTypeSchema,
  name: nameSchema('El nombre', 150, {
    needs: 'lettersOrDigits',
    tooLong: 'El nombre es demasiado largo (máximo 150 caracteres).',
  }),
  taxId: optionalRfcSchema,
  contactName: optionalText('El nombre del contacto', 120),
  phone: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.string().regex(PHONE_PATTERN, PHONE_MESSAGE)]))
    .optional(),
  email: z
    .string()
    .trim()
    .max(254, 'El correo es demasiado largo.')
    .transform((value) => value.toLowerCase())
    .pipe(z.union([z.literal(''), z.email('Escribe un correo electrónico válido.')]))
    .optional(),
  stateId: optionalId('Elige un estado.'),
  municipalityId: optionalId('Elige un municipio.'),
  zoneId: optionalId('Elige una zona.'),
});
export type PartnerInput = z.infer<typeof partnerInputSchema>;

/**
 * PUT /partners/:id (domain/record-edits.ts): the version read, and only the fields that change,
 * with whether the partner is active (there is no delete); a field left out keeps its value, ''
 * or null clears an optional field. The version is optional for API clients that
 * predate it; the app always sends it.
 */
export const partnerUpdateSchema = partnerInputSchema.partial().extend({
  taxId: partnerInputSchema.shape.taxId.nullable(),
  contactName: partnerInputSchema.shape.contactName.nullable(),
  phone: partnerInputSchema.shape.phone.nullable(),
  email: partnerInputSchema.shape.email.nullable(),
  stateId: partnerInputSchema.shape.stateId.nullable(),
  municipalityId: partnerInputSchema.shape.municipalityId.nullable(),
  zoneId: partnerInputSchema.shape.zoneId.nullable(),
  active: z.boolean({ error: 'Indica si el socio está activo.' }).optional(),
  version: recordVersionSchema.optional(),
});
export type PartnerUpdate = z.infer<typeof partnerUpdateSchema>;

export const PARTNER_SORTS = [
  'name:asc',
  'name:desc',
  'state:asc',
  'state:desc',
  'zone:asc',
  'zone:desc',
] as const;
export type PartnerSort = (typeof PARTNER_SORTS)[number];
export const DEFAULT_PARTNER_SORT: PartnerSort = 'name:asc';

/** Filters of GET /partners (pagination comes from domain/pagination.ts). */
export const partnerListQuerySchema = z.object({
  type: partnerTypeSchema.optional(),
  q: z.string().trim().max(100, 'La búsqueda es demasiado larga.').optional(),
  active: z.stringbool({ error: 'Usa true o false.' }).optional(),
  zoneId: recordIdSchema('La zona no es válida.').optional(),
  sort: z.enum(PARTNER_SORTS, { error: 'Orden no válido.' }).default(DEFAULT_PARTNER_SORT),
});
export type PartnerListQuery = z.infer<typeof partnerListQuerySchema>;
