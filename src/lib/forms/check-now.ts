// After a first submit, a form's messages follow every change. react-hook-form's trigger() applies
// its resolver's verdict after a promise; this applies the same verdict at once, so a message is
// gone in the same render the field is fixed (and no test or person sees it linger).
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

type HookError = { type: string; message: string };

function flatten(errors: Record<string, unknown>, prefix = ''): [string, HookError][] {
  const entries: [string, HookError][] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message, type } = value as Partial<HookError>;
    if (typeof message === 'string') entries.push([path, { type: type ?? 'schema', message }]);
    else entries.push(...flatten(value as Record<string, unknown>, path));
  }
  return entries;
}

/** Runs `check` (the form's own rules, as its resolver returns them) and shows its messages now. */
export function checkNow<V extends FieldValues, T>(
  form: UseFormReturn<V, unknown, T>,
  check: (values: V) => Record<string, unknown>,
): void {
  form.clearErrors();
  for (const [name, error] of flatten(check(form.getValues()))) form.setError(name as Path<V>, error);
}
