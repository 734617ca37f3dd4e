// The forms' resolvers are synchronous: the same function checks a submit (react-hook-form calls it)
// and, after a first submit, every change. react-hook-form's trigger() applies a verdict after a
// promise; checkNow applies it at once, so a message is gone in the same render the field is fixed.
import type { FieldValues, Path, ResolverResult, UseFormReturn } from 'react-hook-form';

/** A form's own rules as react-hook-form reads them, answered at once. */
export type SyncResolver<V extends FieldValues, T> = (values: V) => ResolverResult<V, T>;

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

/** Runs the form's resolver on its current values and shows the messages now. */
export function checkNow<V extends FieldValues, T>(
  form: UseFormReturn<V, unknown, T>,
  resolve: SyncResolver<V, T>,
): void {
  form.clearErrors();
  const { errors } = resolve(form.getValues());
  for (const [name, error] of flatten(errors as Record<string, unknown>))
    form.setError(name as Path<V>, error);
}
