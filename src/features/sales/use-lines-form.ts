// The form pattern of src/lib/forms/use-schema-form.ts (react-hook-form), extended to forms with
// product lines (sale, Dkbono): the same domain schema the server uses validates the whole body, and every message —
// the schema's or the server's — lands on its field or on the field of its line.
import { useState, type FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type Path,
  type PathValue,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api-client.ts';
import { checkNow, type SyncResolver } from '../../lib/forms/check-now.ts';
import type { FormValues } from '../../lib/forms/validate-form.ts';
import { useFocusFirstError } from '../../lib/forms/first-error.ts';
import { submitHandler } from '../../lib/forms/submit.ts';
import { useUnsavedChanges } from '../../lib/forms/use-unsaved-changes.ts';
import {
  errorEntries,
  issuesOf,
  serverIssues,
  sortedFromHook,
  sortErrors,
  toHookErrors,
  type LineErrors,
} from '../../lib/forms/field-errors.ts';
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

type LinesValues<V> = V & { lines: ProductLine[] };

/** The schema over the whole body; its messages, and the server's, sorted onto fields and lines. */
function linesResolver<V extends FormValues, T>(
  schema: z.ZodType<T>,
  toBody: (values: V, lines: ProductLine[]) => Record<string, unknown>,
): SyncResolver<LinesValues<V>, T> {
  return (all) => {
    const { lines, ...values } = all;
    const result = schema.safeParse(toBody(values as unknown as V, lines));
    if (result.success) return { values: result.data, errors: {} };
    const errors = toHookErrors(sortErrors(issuesOf(result.error)), 'lines') as FieldErrors<LinesValues<V>>;
    return { values: {}, errors };
  };
}

export function useLinesForm<V extends FormValues, T>(options: LinesFormOptions<V, T>): LinesForm<V, T> {
  const resolver = linesResolver<V, T>(options.schema, options.toBody);
  const form = useForm<LinesValues<V>, unknown, T>({
    defaultValues: { ...options.initialValues, lines: options.initialLines } as DefaultValues<LinesValues<V>>,
    // useForm takes its options anew each render: the resolver checks with the page's latest schema.
    resolver,
    mode: 'onSubmit',
  });
  const watched = useWatch({ control: form.control }) as Partial<LinesValues<V>>;
  const { lines = options.initialLines, ...rest } = watched;
  const values = { ...options.initialValues, ...rest } as V;
  const { isSubmitting, isSubmitted, isDirty } = form.formState;
  const unsaved = useUnsavedChanges(isDirty);
  const focusFirstError = useFocusFirstError();
  const sorted = sortedFromHook(form.formState.errors as Record<string, unknown>, 'lines');
  const [formError, setFormError] = useState<string | null>(null);
  const [lastError, setLastError] = useState<unknown>(null);

  // Messages appear on the first submit, then follow every change so a fixed field clears at once.
  const change = (name: Path<LinesValues<V>>, value: unknown) => {
    form.setValue(name, value as PathValue<LinesValues<V>, Path<LinesValues<V>>>, { shouldDirty: true });
    if (isSubmitted) {
      checkNow(form, resolver);
    }
  };

  const onSubmit = submitHandler(form, unsaved, focusFirstError, {
    onStart: () => {
      setFormError(null);
      setLastError(null);
    },
    onRefused: (error) => {
      for (const [name, fieldError] of errorEntries(toHookErrors(sortErrors(serverIssues(error)), 'lines'))) {
        form.setError(name as Path<LinesValues<V>>, fieldError);
      }
      setFormError(errorMessage(error));
      setLastError(error);
    },
  });

  return {
    values,
    lines: lines as ProductLine[],
    errors: sorted.fields,
    lineErrors: sorted.lines,
    formError,
    lastError,
    isSubmitting,
    setValue: (name, value) => change(name as Path<LinesValues<V>>, value),
    setLines: (next) => change('lines' as Path<LinesValues<V>>, next),
    onSubmit,
  };
}

/** Text as the schema should read it: an empty optional field is absent, not ''. */
export function optionalText(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}
