// The one form pattern of the app: text values in state, validated by the same zod schema the
// server uses, with field-level Spanish messages, a submitting flag and the server's message on failure.
import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../api-client.ts';
import { serverFieldErrors, validateForm } from './validate-form.ts';
import type { FieldErrors, FormValues } from './validate-form.ts';

export interface ZodForm<V extends FormValues, T> {
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

export function useZodForm<V extends FormValues, T>(schema: z.ZodType<T>, initialValues: V): ZodForm<V, T> {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // Messages appear on the first submit, then follow every keystroke so a fixed field clears at once.
  const [wasSubmitted, setWasSubmitted] = useState(false);

  const setFields = useCallback(
    (patch: Partial<V>) => {
      const next = { ...values, ...patch };
      setValues(next);
      if (wasSubmitted) {
        const result = validateForm(schema, next);
        setErrors(result.ok ? {} : result.errors);
      }
    },
    [schema, values, wasSubmitted],
  );
  const setValue = useCallback(
    (name: keyof V & string, value: string) => setFields({ [name]: value } as Partial<V>),
    [setFields],
  );

  const onSubmit = useCallback(
    (action: (data: T) => Promise<void>) => (event?: FormEvent) => {
      event?.preventDefault();
      if (isSubmitting) return;
      setWasSubmitted(true);
      setFormError(null);
      const result = validateForm(schema, values);
      if (!result.ok) {
        setErrors(result.errors);
        return;
      }
      setErrors({});
      setSubmitting(true);
      action(result.data)
        .catch((error: unknown) => {
          setErrors(serverFieldErrors<V>(error));
          setFormError(errorMessage(error));
        })
        .finally(() => setSubmitting(false));
    },
    [isSubmitting, schema, values],
  );

  return { values, errors, formError, isSubmitting, setValue, setValues: setFields, onSubmit };
}
