// Text a person typed is stored in one form. First without invisible characters: control characters
// (but tab and line breaks), zero-width characters, and the direction overrides and isolates that
// can make a name read backwards. So a name of only such characters is empty, and refused by its
// field's "obligatorio" rule like any blank name. Emoji joined by a zero-width joiner come apart
// into their parts; nothing in this app needs them joined. Then every other space (no-break, thin,
// ideographic…) becomes a plain space, and the text is composed (Unicode NFC), so "Pérez" typed
// with a combining accent is stored, found and compared as the same "Pérez".
import { z } from './zod.ts';

const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** Spaces other than the plain one: no-break, Ogham, the typographic ones, ideographic. */
const ODD_SPACE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;

/** `text` as stored: no control, zero-width or direction-override characters, plain spaces, NFC. */
export function cleanText(text: string): string {
  return text.replace(INVISIBLE, '').replace(ODD_SPACE, ' ').normalize('NFC');
}

const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether a text has something to read: a letter or a digit (not only marks, spaces, symbols). */
export const hasLetterOrDigit = (text: string): boolean => LETTER_OR_DIGIT.test(text);

/**
 * A required name (`label` is "El nombre", "El apellido"…): trimmed, at most `max` characters, and
 * with a letter (`letters`) or a letter or digit (`lettersOrDigits`, a season "2026"): a name of
 * only accents, spaces or invisible characters reads as nothing and is refused.
 */
export function nameSchema(
  label: string,
  max: number,
  options: { needs?: 'letters' | 'lettersOrDigits'; min?: number; tooLong?: string } = {},
) {
  const { needs = 'letters', min = 1 } = options;
  return z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .overwrite((text) => text.replace(/\s+/g, ' '))
    .min(min, {
      message: min <= 1 ? `${label} es obligatorio.` : `${label} debe tener al menos ${min} caracteres.`,
      abort: true,
    })
    .max(max, { message: options.tooLong ?? `${label} admite hasta ${max} caracteres.`, abort: true })
    .refine(
      (text) => (needs === 'letters' ? LETTER : LETTER_OR_DIGIT).test(text),
      needs === 'letters'
        ? `${label} debe tener al menos una letra.`
        : `${label} debe tener letras o números.`,
    );
}

/** Fields compared byte for byte with what was stored or issued: left exactly as they came. */
const SECRET_KEY = /password|token|clientKey/i;

/** Deeper than any body of this API: below it a value is left as it came, for its schema to refuse. */
const MAX_DEPTH = 32;

/**
 * A JSON value with every string in it cleaned (cleanText), but secrets (passwords, tokens, client
 * keys), which are compared byte for byte. Keys are copied as own properties (Object.fromEntries), never as a
 * prototype. Nesting beyond MAX_DEPTH is not walked (a hostile body of 5,000 nested arrays must
 * not exhaust the stack).
 */
export function cleanTextDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((inner) => cleanTextDeep(inner, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) ? inner : cleanTextDeep(inner, depth + 1),
    ]),
  );
}
