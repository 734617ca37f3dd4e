// Contact fields shared by customers and partners: one RFC rule (SAT) and one phone rule, each with
// its Spanish message, so every form and route validates them the same way.
import { z } from './zod.ts';

/** A person's RFC has 13 characters, a company's 12. */
const RFC_PATTERN = /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/;
const RFC_MESSAGE = 'El RFC no es válido.';

/** An optional RFC field: trimmed and upper-cased; an empty string means none was given. */
export const optionalRfcSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.union([z.literal(''), z.string().regex(RFC_PATTERN, RFC_MESSAGE)]))
  .optional();

/** Ten digits, optionally with a country code, spaces, dashes or parentheses. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{10,20}$/;
export const PHONE_MESSAGE = 'Escribe un teléfono de 10 dígitos.';
