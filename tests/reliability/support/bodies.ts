// Request bodies generated from the routes' own JSON schemas (the OpenAPI document the app builds
// from its zod schemas), with fast-check: "plausible" bodies that follow the schema and take real
// ids for *Id fields (so they reach the business rules), and hostile ones (wrong types, missing
// fields, huge or odd strings, prototype keys, bare JSON values).
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

export interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify form: /api/sales/:id */
  url: string;
  body: JsonSchema | null;
  multipart: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
}

/** Every POST/PUT/PATCH/DELETE route of the OpenAPI document, with its JSON body schema. */
export function writeRoutesOf(document: unknown): WriteRoute[] {
  const doc = document as OpenApiDocument;
  const routes: WriteRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (upper !== 'POST' && upper !== 'PUT' && upper !== 'PATCH' && upper !== 'DELETE') continue;
      const content = operation.requestBody?.content ?? {};
      routes.push({
        method: upper,
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        body: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return routes;
}

/** Real ids per *Id field name (seasonId → seasons…), so plausible bodies pass the lookups. */
export type IdPool = Record<string, number[]>;

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

function numberBounds(schema: JsonSchema, integer: boolean) {
  let min = schema.minimum ?? -1_000_000;
  let max = schema.maximum ?? 1_000_000;
  if (schema.exclusiveMinimum === true) min += integer ? 1 : 0.01;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + (integer ? 1 : 0.01);
  if (schema.exclusiveMaximum === true) max -= integer ? 1 : 0.01;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - (integer ? 1 : 0.01);
  // Plausible values stay small: money and counts of a real form.
  return { min, max: Math.min(max, Math.max(min, 0) + 100_000) };
}

const isoDate = fc
  .integer({ min: -400, max: 30 })
  .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

function plainString(schema: JsonSchema, field: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  if (schema.format === 'date') return isoDate;
  if (schema.format === 'email' || /email/i.test(field))
    return fc.integer({ min: 1, max: 1e9 }).map((n) => `prueba.${n}@ejemplo.mx`);
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? 10_000));
    } catch {
      // an expression fast-check cannot invert: fall through to text
    }
  }
  return fc
    .string({ minLength: Math.max(min, 1), maxLength: Math.max(max, min, 1) })
    .map((s) => (s.trim().length >= min ? s : `Prueba ${s}`.slice(0, Math.max(max, min))));
}

/** A value following `schema`; *Id fields take ids from the pool. */
export function plausible(schema: JsonSchema, pool: IdPool, field = ''): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((o) => plausible(o, pool, field)));
  if (schema.allOf && schema.allOf.length > 0)
    return plausible(Object.assign({}, ...schema.allOf), pool, field);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema).filter((t) => t !== 'null');
  const base = ((): fc.Arbitrary<unknown> => {
    const type = types[0] ?? (schema.properties ? 'object' : 'string');
    const ids = pool[field];
    if ((type === 'integer' || type === 'number') && ids && ids.length > 0) return fc.constantFrom(...ids);
    switch (type) {
      case 'integer': {
        const { min, max } = numberBounds(schema, true);
        return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
      }
      case 'number': {
        const { min, max } = numberBounds(schema, false);
        return fc
          .integer({ min: Math.ceil(min * 100), max: Math.floor(Math.max(min, max) * 100) })
          .map((c) => c / 100);
      }
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(plausible(schema.items ?? {}, pool, field), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)),
        });
      case 'object': {
        const properties = schema.properties ?? {};
        const required = new Set(schema.required ?? []);
        const entries = Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, plausible(value, pool, key)]),
        );
        return fc.record(entries, { requiredKeys: [...required].filter((k) => k in properties) });
      }
      default:
        return plainString(schema, field);
    }
  })();
  return schema.nullable || typesOf(schema).includes('null') ? fc.option(base, { nil: null, freq: 8 }) : base;
}

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '💥'.repeat(300),
  'a'.repeat(20_000),
  "'; drop table sales; --",
  '%_\\',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '1e309',
  '-0',
  'NaN',
  '2026-02-30',
  '9999-12-31',
  '{"$gt":""}',
);

const oddNumbers = fc.constantFrom(-1, 0, 1.5, -0.001, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 0.1 + 0.2, 1e-9);

/** Any JSON-ish value a client could send, nested. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    oddNumbers,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    oddStrings,
    fc.string({ maxLength: 30 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const PROTOTYPE_PAYLOADS = [
  '"__proto__":{"polluted":"yes","isAdmin":true,"role":"ADMIN"}',
  '"constructor":{"prototype":{"polluted":"yes","isAdmin":true}}',
  '"__proto__":{"__proto__":{"polluted":"yes"}}',
];

/** A hostile variant of a plausible body: a field dropped, retyped or replaced, or keys added. */
function mutate(schema: JsonSchema, pool: IdPool): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  return fc
    .tuple(plausible(schema, pool), fc.nat(), anyJson, fc.integer({ min: 0, max: 4 }))
    .map(([body, pick, junk, how]) => {
      if (!body || typeof body !== 'object' || Array.isArray(body)) return junk;
      const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
      const key = keys.length > 0 ? keys[pick % keys.length] : undefined;
      if (how === 0 && key) delete copy[key];
      else if (how === 1 && key) copy[key] = junk;
      else if (how === 2) copy[`extra${pick % 7}`] = junk;
      else if (how === 3 && key)
        copy[key] = Array.isArray(copy[key]) ? [junk, ...(copy[key] as unknown[])] : [copy[key]];
      else return junk;
      return copy;
    });
}

export type GeneratedBody =
  { kind: 'json'; value: unknown; mustRefuse?: string } | { kind: 'raw'; text: string };

/** What z.coerce.number once read as 0 or 1: never a number, whatever the field. */
const NOT_NUMBERS = [null, true, false, [], {}, '', ' ', '12,5', '1e3', 'NaN'] as const;

const isNumberField = (schema: JsonSchema | undefined) =>
  schema !== undefined && !schema.nullable && typesOf(schema).some((t) => t === 'number' || t === 'integer');

/**
 * A plausible body with one required number field replaced by a value that is not a number:
 * `mustRefuse` names that field, and the route must answer it with a 4xx, never store it.
 */
function notANumber(schema: JsonSchema, pool: IdPool): fc.Arbitrary<GeneratedBody> {
  const fields = (schema.required ?? []).filter((key) => isNumberField(schema.properties?.[key]));
  if (fields.length === 0)
    return plausible(schema, pool).map((value): GeneratedBody => ({ kind: 'json', value }));
  return fc
    .tuple(plausible(schema, pool), fc.constantFrom(...fields), fc.constantFrom(...NOT_NUMBERS))
    .map(([body, field, wrong]): GeneratedBody => {
      if (!body || typeof body !== 'object' || Array.isArray(body)) return { kind: 'json', value: body };
      return { kind: 'json', value: { ...(body as object), [field]: wrong }, mustRefuse: field };
    });
}

const RAW = [
  '{',
  '{"a":',
  '[1,2',
  'null',
  '"texto"',
  '{"a":1}{"b":2}',
  '\u0000\u0001',
  '{"a":"\\ud800"}',
  `{"x":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  `{${'"k":1,'.repeat(2000)}"k":2}`,
];

/** The body generator of the fuzzing run: plausible, mutated, bare JSON, prototype keys or raw text. */
export function fuzzBodies(schema: JsonSchema | null, pool: IdPool): fc.Arbitrary<GeneratedBody> {
  const json = (a: fc.Arbitrary<unknown>) => a.map((value): GeneratedBody => ({ kind: 'json', value }));
  const objectSchema = schema ?? { type: 'object', properties: {} };
  const withPrototype = fc
    .tuple(plausible(objectSchema, pool), fc.constantFrom(...PROTOTYPE_PAYLOADS))
    .map(([body, payload]): GeneratedBody => {
      const text = JSON.stringify(body && typeof body === 'object' && !Array.isArray(body) ? body : {});
      return { kind: 'raw', text: text === '{}' ? `{${payload}}` : `{${payload},${text.slice(1)}` };
    });
  return fc.oneof(
    { arbitrary: json(plausible(objectSchema, pool)), weight: 4 },
    { arbitrary: json(mutate(objectSchema, pool)), weight: 4 },
    { arbitrary: notANumber(objectSchema, pool), weight: 2 },
    { arbitrary: json(anyJson), weight: 1 },
    { arbitrary: withPrototype, weight: 1 },
    { arbitrary: fc.constantFrom(...RAW).map((text): GeneratedBody => ({ kind: 'raw', text })), weight: 1 },
  );
}
