// Text a person typed is stored without invisible characters (issue 13): control characters (but
// tab and line breaks), zero-width characters, and the direction overrides and isolates that
// can make a name read backwards. So a name of only such characters is empty, and refused by its
// field's "obligatorio" rule like any blank name. Emoji joined by a zero-width joiner come apart
// into their parts; nothing in this app needs them joined.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** `text` without control, zero-width and direction-override characters. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** Fields compared byte for byte with what was stored or issued: left exactly as they came. */
const SECRET_KEY = /password|token|clientKey/i;

/** Deeper than any body of this API: below it a value is left as it came, for its schema to refuse. */
const MAX_DEPTH = 32;

/**
 * A JSON value with every string in it stripped of invisible characters, but secrets (passwords,
 * tokens, client keys). Keys are copied as own properties (Object.fromEntries), never as a
 * prototype. Nesting beyond MAX_DEPTH is not walked (a hostile body of 5,000 nested arrays must
 * not exhaust the stack).
 */
export function stripInvisibleDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return stripInvisible(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((inner) => stripInvisibleDeep(inner, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) ? inner : stripInvisibleDeep(inner, depth + 1),
    ]),
  );
}
