// Where a message belongs in a form: a path like 'items.2.quantity' (from the domain schema or the
// server's details) points at a field of one line of a list; anything else at a field of the form.
import type { z } from 'zod';
import { isApiError } from '../api-client.ts';

export type LineErrors = Record<number, Partial<Record<string, string>>>;

export interface PathMessage {
  path: ReadonlyArray<PropertyKey> | string;
  message: string;
}

export interface SortedErrors {
  fields: Partial<Record<string, string>>;
  lines: LineErrors;
}

export function sortErrors(issues: PathMessage[], listName = 'items'): SortedErrors {
  const fields: Partial<Record<string, string>> = {};
  const lines: LineErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const [head, index, field] = path;
    if (head === listName && index !== undefined && /^\d+$/.test(index)) {
      const line = (lines[Number(index)] ??= {});
      const name = field ?? 'productId';
      line[name] ??= issue.message;
    } else if (head) {
      // The first message of a field is the one to fix first.
      fields[head] ??= issue.message;
    }
  }
  return { fields, lines };
}

export function issuesOf(error: z.ZodError): PathMessage[] {
  return error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

/** The server's per-field details of a refusal (400 validation, 409 inventory on items.N.quantity). */
export function serverIssues(error: unknown): PathMessage[] {
  return isApiError(error) && error.details ? error.details : [];
}

type HookError = { type: string; message: string };

/** Sorted messages as react-hook-form keeps them: `field` and `<list>.N.field`. */
export function toHookErrors(sorted: SortedErrors, listName = 'items'): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [name, message] of Object.entries(sorted.fields)) {
    if (message) errors[name] = { type: 'schema', message };
  }
  const lines: Record<number, Record<string, HookError>> = {};
  for (const [index, fields] of Object.entries(sorted.lines)) {
    for (const [name, message] of Object.entries(fields)) {
      if (message) (lines[Number(index)] ??= {})[name] = { type: 'schema', message };
    }
  }
  if (Object.keys(lines).length > 0) errors[listName] = lines;
  return errors;
}

/** Back from react-hook-form's errors to one message per field and per line field. */
export function sortedFromHook(errors: Record<string, unknown>, listName = 'items'): SortedErrors {
  const fields: Partial<Record<string, string>> = {};
  const lines: LineErrors = {};
  for (const [name, error] of Object.entries(errors)) {
    if (name === listName && error && typeof error === 'object') {
      for (const [index, line] of Object.entries(error as Record<string, unknown>)) {
        if (!/^\d+$/.test(index) || !line || typeof line !== 'object') continue;
        for (const [field, fieldError] of Object.entries(line as Record<string, { message?: string }>)) {
          if (fieldError?.message) (lines[Number(index)] ??= {})[field] = fieldError.message;
        }
      }
    } else if (name !== 'root') {
      const message = (error as { message?: string } | undefined)?.message;
      if (message) fields[name] = message;
    }
  }
  return { fields, lines };
}

/** Every message of react-hook-form-shaped errors as `setError` takes it: `field`, `<list>.N.field`. */
export function errorEntries(errors: Record<string, unknown>, prefix = ''): [string, HookError][] {
  const entries: [string, HookError][] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message, type } = value as Partial<HookError>;
    if (typeof message === 'string') entries.push([path, { type: type ?? 'schema', message }]);
    else entries.push(...errorEntries(value as Record<string, unknown>, path));
  }
  return entries;
}
