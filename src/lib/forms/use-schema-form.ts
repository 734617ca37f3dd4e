// The one form pattern of the app, on react-hook-form: the fields' text is validated by the same
// domain/ zod schema the server uses (a synchronous resolver over it, check-now.ts), with one
// Spanish message per field, shown from
// the first submit on and then after every change, a submitting flag that blocks a second submit,
// and the server's refusal under the form and on the fields it names.
import { useState, type FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors as HookFieldErrors,
  type Path,
  type PathValue,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../api-client.ts';
import { checkNow, type SyncResolver } from './check-now.ts';
import { sortedFromHook } from './field-errors.ts';
import { useFocusFirstError } from './first-error.ts';
import { submitHandler } from './submit.ts';
import { useUnsavedChanges } from './use-unsaved-changes.ts';
import { serverFieldErrors, validateForm, type FieldErrors, type FormValues } from './validate-form.ts';

export interface SchemaForm<V extends FormValues, T> {
  values: V;
  errors: FieldErrors<V>;
  /** The server's (or the network's) Spanish message of the last failed submit. */
  formError: string | null;
  isSubmitting: boolean;
  setValue: (name: keyof V & string, value: string) => void;
  /** Sets several fields at once (a cascading picker clears the levels below the one chosen). */
  setValues: (patch: Partial<V>) => void;
  /** Wraps an async action: validates first, then runs it with the parsed data. */
  onSubmit: (action: (data: T) => Promise<void>) => (event?: FormEvent) => void;
  /** Changes not saved yet (the guard asks before they are left behind). */
  isDirty: boolean;
  /** A dialog closes through this: with unsaved changes it asks first, and closes only on "Salir sin guardar". */
  askBeforeClosing: (close: () => void) => () => void;
}

export interface SchemaFormOptions {
  /**
   * Whether leaving with unsaved changes asks first: yes for every form that edits
   * something; no for sign-in and password forms, whose text is not work to lose.
   */
  asksBeforeLeaving?: boolean;
}

/** The domain schema over the text of the form (validate-form.ts: an empty input is "not given"). */
function schemaResolver<V extends FormValues, T>(schema: z.ZodType<T>): SyncResolver<V, T> {
  return (values) => {
    const result = validateForm(schema, values);
    if (result.ok) return { values: result.data, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([name, message]) => [name, { type: 'schema', message }]),
    );
    return { values: {}, errors: errors as HookFieldErrors<V> };
  };
}

export function useSchemaForm<V extends FormValues, T>(
  schema: z.ZodType<T>,
  initialValues: V,
  { asksBeforeLeaving = true }: SchemaFormOptions = {},
): SchemaForm<V, T> {
  const resolver = schemaResolver<V, T>(schema);
  const form = useForm<V, unknown, T>({
    defaultValues: initialValues as DefaultValues<V>,
    resolver,
    mode: 'onSubmit',
    criteriaMode: 'firstError',
  });
  const values = { ...initialValues, ...useWatch({ control: form.control }) } as V;
  const { errors, isSubmitting, isSubmitted, isDirty } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const unsaved = useUnsavedChanges(asksBeforeLeaving && isDirty);
  const focusFirstError = useFocusFirstError();

  const setValues = (patch: Partial<V>) => {
    for (const [name, value] of Object.entries(patch)) {
      form.setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
    }
    // Messages follow every change once the form was submitted: the whole form is checked again at
    // once, which also clears what the server said about a field that changed.
    if (isSubmitted) checkNow(form, resolver);
  };

  const onSubmit = submitHandler(form, unsaved, focusFirstError, {
    onStart: () => setFormError(null),
    onRefused: (error) => {
      for (const [name, message] of Object.entries(serverFieldErrors<V>(error))) {
        if (message) form.setError(name as Path<V>, { type: 'server', message });
      }
      setFormError(errorMessage(error));
    },
  });

  return {
    values,
    errors: sortedFromHook(errors as Record<string, unknown>).fields as FieldErrors<V>,
    formError,
    isSubmitting,
    setValue: (name, value) => setValues({ [name]: value } as Partial<V>),
    setValues,
    onSubmit,
    isDirty,
    askBeforeClosing: (close) => () => {
      void unsaved.confirmDiscard().then((leave) => {
        if (leave) close();
      });
    },
  };
}
