// Pure helpers of the form pattern: run a zod schema over the text of a form, and read the
// per-field details of a server validation error, both as { field: Spanish message }.
import type { z } from 'zod';
import { isApiError } from '../api-client.ts';

export type FormValues = Record<string, string>;
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

export type FormValidation<V extends FormValues, T> =
  { ok: true; data: T } | { ok: false; errors: FieldErrors<V> };

// An empty input means "not given": optional fields stay absent (a coerced '' would become 0)
// and required ones get the schema's "es obligatorio" message.
function withoutBlanks(values: FormValues): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim() === '' ? undefined : value]),
  );
}

export function validateForm<V extends FormValues, T>(schema: z.ZodType<T>, values: V): FormValidation<V, T> {
  const result = schema.safeParse(withoutBlanks(values));
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    // The first message of a field is the one to fix first.
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<V> };
}

export function serverFieldErrors<V extends FormValues>(error: unknown): FieldErrors<V> {
  if (!isApiError(error) || !error.details) return {};
  const errors: Record<string, string> = {};
  for (const detail of error.details) {
    const field = detail.path.split('.')[0];
    if (field && !errors[field]) errors[field] = detail.message;
  }
  return errors as FieldErrors<V>;
}
