// The forms' resolvers are synchronous: the same function checks a submit (react-hook-form calls it)
// and, after a first submit, every change. react-hook-form's trigger() applies a verdict after a
// promise; checkNow applies it at once, so a message is gone in the same render the field is fixed.
import type { FieldValues, Path, ResolverResult, UseFormReturn } from 'react-hook-form';
import { errorEntries } from './field-errors.ts';

/** A form's own rules as react-hook-form reads them, answered at once. */
export type SyncResolver<V extends FieldValues, T> = (values: V) => ResolverResult<V, T>;

/** Runs the form's resolver on its current values and shows the messages now. */
export function checkNow<V extends FieldValues, T>(
  form: UseFormReturn<V, unknown, T>,
  resolve: SyncResolver<V, T>,
): void {
  form.clearErrors();
  const { errors } = resolve(form.getValues());
  for (const [name, error] of errorEntries(errors as Record<string, unknown>))
    form.setError(name as Path<V>, error);
}
