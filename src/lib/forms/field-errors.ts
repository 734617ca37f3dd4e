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
