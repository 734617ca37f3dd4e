// Zones and the geography of Mexico (states → municipalities → localities): what the locations API
// answers and accepts, shared by the admin pages, the cascading location picker and the server.
import { z } from './zod.ts';
import { recordIdSchema } from './numbers.ts';
import { recordVersionSchema } from './record-edits.ts';
import { nameSchema } from './text.ts';

const placeName = (label: string, max: number) =>
  nameSchema(label, max, {
    needs: 'lettersOrDigits',
    tooLong: `${label} es demasiado largo (máximo ${max} caracteres).`,
  });

// --- Zones ---

export const zoneSchema = z.object({ id: z.number().int(), name: z.string() });
export type Zone = z.infer<typeof zoneSchema>;

/** A zone on the zones page: its states and how many records point at it (deleting needs all zero). */
export const zoneSummarySchema = zoneSchema.extend({
  states: z.array(z.object({ id: z.number().int(), name: z.string(), abbreviation: z.string() })),
  users: z.number().int(),
  clients: z.number().int(),
  partners: z.number().int(),
  /** What a rename sends back (PUT /zones/{id}): a stale one is refused. */
  version: z.number().int(),
});
export type ZoneSummary = z.infer<typeof zoneSummarySchema>;

export const zoneInputSchema = z.object({ name: placeName('El nombre de la zona', 60) });
export type ZoneInput = z.infer<typeof zoneInputSchema>;

/**
 * PUT /zones/{id} (domain/record-edits.ts): the new name and the version read (optional for API
 * clients that predate it; the app sends it); a name left out is kept.
 */
export const zoneUpdateSchema = zoneInputSchema.partial().extend({ version: recordVersionSchema.optional() });
export type ZoneUpdate = z.infer<typeof zoneUpdateSchema>;

// --- States, municipalities, localities ---

export const stateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  zone: zoneSchema.nullable(),
});
export type MexicanState = z.infer<typeof stateSchema>;

/** PUT /states/:id/zone: the zone a state belongs to, or null to leave it without one. */
export const stateZoneInputSchema = z.object({
  zoneId: recordIdSchema('Elige una zona.').nullable(),
});
export type StateZoneInput = z.infer<typeof stateZoneInputSchema>;

export const municipalitySchema = z.object({
  id: z.number().int(),
  stateId: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type Municipality = z.infer<typeof municipalitySchema>;

export const localitySchema = z.object({
  id: z.number().int(),
  municipalityId: z.number().int(),
  name: z.string(),
  postalCode: z.string().nullable(),
  /** What an edit sends back (PUT /localities/{id}): a stale one is refused. */
  version: z.number().int(),
});
export type Locality = z.infer<typeof localitySchema>;

/** Mexican postal codes have five digits; the field may be left empty. */
const postalCodeSchema = z
  .string()
  .trim()
  .pipe(z.union([z.literal(''), z.string().regex(/^\d{5}$/, 'El código postal tiene 5 dígitos.')]))
  .optional();

/** A locality's own fields, as its dialog checks them; it stays in its municipality (customers point at both). */
export const localityFieldsSchema = z.object({
  name: placeName('El nombre de la localidad', 120),
  postalCode: postalCodeSchema,
});
export type LocalityFields = z.infer<typeof localityFieldsSchema>;

/**
 * PUT /localities/{id} (domain/record-edits.ts): the fields that change and the version read
 * (optional for API clients that predate it; the app sends it). A field left out keeps its value;
 * null or '' clears the postal code.
 */
export const localityUpdateSchema = localityFieldsSchema.partial().extend({
  postalCode: postalCodeSchema.nullable(),
  version: recordVersionSchema.optional(),
});
export type LocalityUpdate = z.infer<typeof localityUpdateSchema>;

export const localityInputSchema = localityFieldsSchema.extend({
  municipalityId: recordIdSchema('Elige un municipio.'),
});
export type LocalityInput = z.infer<typeof localityInputSchema>;
