// The submit of a react-hook-form form (use-schema-form.ts, and the sale's use-lines-form.ts): a
// second submit while one runs does nothing; the fields are checked first; a save that succeeds
// leaves the form clean, and one the server refuses shows why and takes the focus to the first
// field in error (or the form's message).
import type { FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { formOf } from './first-error.ts';
import type { UnsavedChanges } from './use-unsaved-changes.ts';

export interface SubmitSteps {
  /** What a new submit clears: the last refusal's message. */
  onStart: () => void;
  /** What a refused save shows: the messages on its fields and under the form. */
  onRefused: (error: unknown) => void;
}

export function submitHandler<V extends FieldValues, T>(
  form: UseFormReturn<V, unknown, T>,
  unsaved: UnsavedChanges,
  focusFirstError: (root: HTMLElement | null) => void,
  { onStart, onRefused }: SubmitSteps,
): (action: (data: T) => Promise<void>) => (event?: FormEvent) => void {
  return (action) => (event) => {
    event?.preventDefault();
    const root = formOf(event);
    if (form.formState.isSubmitting) return;
    onStart();
    void form.handleSubmit(
      async (data) => {
        try {
          await unsaved.saving(() => action(data));
          // Saved: what is on screen is what is stored (a form that stays open starts clean).
          form.reset(form.getValues());
        } catch (error) {
          onRefused(error);
          focusFirstError(root);
        }
      },
      () => focusFirstError(root),
    )();
  };
}
