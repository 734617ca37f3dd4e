// The form pattern of src/lib/forms/use-schema-form.ts, extended to forms with product lines (sale,
// Dkbono): the same domain schema the server uses validates the whole body, and every message —
// the schema's or the server's — lands on its field or on the field of its line.
import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api-client.ts';
import type { FormValues } from '../../lib/forms/validate-form.ts';
import { issuesOf, serverIssues, sortErrors, type LineErrors } from '../../lib/forms/field-errors.ts';
import type { ProductLine } from './product-lines.ts';

export interface LinesForm<V extends FormValues, T> {
  values: V;
  lines: ProductLine[];
  errors: Partial<Record<string, string>>;
  lineErrors: LineErrors;
  /** The server's (or the network's) Spanish message of the last failed submit. */
  formError: string | null;
  /** The last failed submit's error, for refusals a page answers in its own way (409 RECORD_CHANGED). */
  lastError: unknown;
  isSubmitting: boolean;
  setValue: (name: keyof V & string, value: string) => void;
  setLines: (lines: ProductLine[]) => void;
  onSubmit: (action: (data: T) => Promise<void>) => (event?: FormEvent) => void;
}

export interface LinesFormOptions<V extends FormValues, T> {
  schema: z.ZodType<T>;
  initialValues: V;
  initialLines: ProductLine[];
  /** The request body as the schema reads it (text values; the schema coerces them). */
  toBody: (values: V, lines: ProductLine[]) => Record<string, unknown>;
}

const EMPTY: { fields: Partial<Record<string, string>>; lines: LineErrors } = { fields: {}, lines: {} };

export function useLinesForm<V extends FormValues, T>(options: LinesFormOptions<V, T>): LinesForm<V, T> {
  const { schema, toBody } = options;
  const [values, setValues] = useState<V>(options.initialValues);
  const [lines, setLinesState] = useState<ProductLine[]>(options.initialLines);
  const [errors, setErrors] = useState(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const [lastError, setLastError] = useState<unknown>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // Messages appear on the first submit, then follow every change so a fixed field clears at once.
  const [wasSubmitted, setWasSubmitted] = useState(false);

  const validate = useCallback(
    (nextValues: V, nextLines: ProductLine[]) => schema.safeParse(toBody(nextValues, nextLines)),
    [schema, toBody],
  );

  const revalidate = useCallback(
    (nextValues: V, nextLines: ProductLine[]) => {
      if (!wasSubmitted) return;
      const result = validate(nextValues, nextLines);
      setErrors(result.success ? EMPTY : sortErrors(issuesOf(result.error)));
    },
    [validate, wasSubmitted],
  );

  const setValue = useCallback(
    (name: keyof V & string, value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      revalidate(next, lines);
    },
    [lines, revalidate, values],
  );

  const setLines = useCallback(
    (next: ProductLine[]) => {
      setLinesState(next);
      revalidate(values, next);
    },
    [revalidate, values],
  );

  const onSubmit = useCallback(
    (action: (data: T) => Promise<void>) => (event?: FormEvent) => {
      event?.preventDefault();
      if (isSubmitting) return;
      setWasSubmitted(true);
      setFormError(null);
      setLastError(null);
      const result = validate(values, lines);
      if (!result.success) {
        setErrors(sortErrors(issuesOf(result.error)));
        return;
      }
      setErrors(EMPTY);
      setSubmitting(true);
      action(result.data)
        .catch((error: unknown) => {
          setErrors(sortErrors(serverIssues(error)));
          setFormError(errorMessage(error));
          setLastError(error);
        })
        .finally(() => setSubmitting(false));
    },
    [isSubmitting, lines, validate, values],
  );

  return {
    values,
    lines,
    errors: errors.fields,
    lineErrors: errors.lines,
    formError,
    lastError,
    isSubmitting,
    setValue,
    setLines,
    onSubmit,
  };
}

/** Text as the schema should read it: an empty optional field is absent, not ''. */
export function optionalText(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}
