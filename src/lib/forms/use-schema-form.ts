// The one form pattern of the app, on react-hook-form: the fields' text is validated by the same
// domain/ zod schema the server uses (zodResolver), with one Spanish message per field, shown from
// the first submit on and then after every change, a submitting flag that blocks a second submit,
// and the server's refusal under the form and on the fields it names.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldError,
  type FieldErrors as HookFieldErrors,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../api-client.ts';
import { checkNow } from './check-now.ts';
import {
  serverFieldErrors,
  validateForm,
  withoutBlanks,
  type FieldErrors,
  type FormValues,
} from './validate-form.ts';

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
}

/** zodResolver over the text of the form, where an empty input means "not given". */
function textResolver<V extends FormValues, T>(schema: z.ZodType<T>): Resolver<V, unknown, T> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<V, unknown, T>;
  return (values, context, options) => resolve(withoutBlanks(values) as V, context, options);
}

/** The first message of each field (a list field's first line message included). */
function firstMessages<V extends FormValues>(errors: HookFieldErrors<V>): FieldErrors<V> {
  const found = (error: unknown): string | undefined => {
    if (!error || typeof error !== 'object') return undefined;
    const message = (error as FieldError).message;
    if (typeof message === 'string' && message) return message;
    for (const [key, nested] of Object.entries(error)) {
      if (key === 'ref' || key === 'type' || key === 'types') continue;
      const inner = found(nested);
      if (inner) return inner;
    }
    return undefined;
  };
  const messages: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    const message = found(error);
    if (field && field !== 'root' && message) messages[field] = message;
  }
  return messages as FieldErrors<V>;
}

/** The schema's first message per field, as react-hook-form keeps errors. */
function schemaErrors<V extends FormValues, T>(schema: z.ZodType<T>, values: V): Record<string, unknown> {
  const result = validateForm(schema, values);
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.errors).map(([name, message]) => [name, { type: 'schema', message }]),
  );
}

export function useSchemaForm<V extends FormValues, T>(
  schema: z.ZodType<T>,
  initialValues: V,
): SchemaForm<V, T> {
  const form = useForm<V, unknown, T>({
    defaultValues: initialValues as DefaultValues<V>,
    resolver: textResolver<V, T>(schema),
    mode: 'onSubmit',
    criteriaMode: 'firstError',
  });
  const values = { ...initialValues, ...useWatch({ control: form.control }) } as V;
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);

  const setValues = (patch: Partial<V>) => {
    for (const [name, value] of Object.entries(patch)) {
      form.setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
    }
    // Messages follow every change once the form was submitted: the whole form is checked again at
    // once, which also clears what the server said about a field that changed.
    if (isSubmitted) checkNow(form, (all) => schemaErrors(schema, all));
  };

  const onSubmit = (action: (data: T) => Promise<void>) => (event?: FormEvent) => {
    event?.preventDefault();
    if (form.formState.isSubmitting) return;
    setFormError(null);
    void form.handleSubmit(async (data) => {
      try {
        await action(data);
      } catch (error) {
        for (const [name, message] of Object.entries(serverFieldErrors<V>(error))) {
          if (message) form.setError(name as Path<V>, { type: 'server', message });
        }
        setFormError(errorMessage(error));
      }
    })();
  };

  return {
    values,
    errors: firstMessages(errors),
    formError,
    isSubmitting,
    setValue: (name, value) => setValues({ [name]: value } as Partial<V>),
    setValues,
    onSubmit,
  };
}
