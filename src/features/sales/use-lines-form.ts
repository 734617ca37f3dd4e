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
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api-client.ts';
import type { FormValues } from '../../lib/forms/validate-form.ts';
import {
  issuesOf,
  serverIssues,
  sortErrors,
  type LineErrors,
  type SortedErrors,
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
): Resolver<LinesValues<V>, unknown, T> {
  return (all) => {
    const { lines, ...values } = all;
    const result = schema.safeParse(toBody(values as unknown as V, lines));
    if (result.success) return { values: result.data, errors: {} };
    const errors = toHookErrors(sortErrors(issuesOf(result.error))) as FieldErrors<LinesValues<V>>;
    return { values: {}, errors };
  };
}

/** Sorted messages as react-hook-form keeps them: `field` and `lines.N.field`. */
function toHookErrors(sorted: SortedErrors): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [name, message] of Object.entries(sorted.fields)) {
    if (message) errors[name] = { type: 'schema', message };
  }
  const lines: Record<number, Record<string, { type: string; message: string }>> = {};
  for (const [index, fields] of Object.entries(sorted.lines)) {
    for (const [name, message] of Object.entries(fields)) {
      if (message) (lines[Number(index)] ??= {})[name] = { type: 'schema', message };
    }
  }
  if (Object.keys(lines).length > 0) errors.lines = lines;
  return errors;
}

/** Back from react-hook-form's errors to one message per field and per line field. */
function sortedOf(errors: Record<string, unknown>): SortedErrors {
  const fields: Partial<Record<string, string>> = {};
  const lines: LineErrors = {};
  for (const [name, error] of Object.entries(errors)) {
    if (name === 'lines' && error && typeof error === 'object') {
      for (const [index, line] of Object.entries(error as Record<string, unknown>)) {
        if (!/^\d+$/.test(index) || !line || typeof line !== 'object') continue;
        for (const [field, fieldError] of Object.entries(line as Record<string, { message?: string }>)) {
          if (fieldError?.message) (lines[Number(index)] ??= {})[field] = fieldError.message;
        }
      }
    } else if (name !== 'root') {
      const message = (error as { message?: string } | undefined)?.message;
      if (message) fields[name] = message;
    }
  }
  return { fields, lines };
}

export function useLinesForm<V extends FormValues, T>(options: LinesFormOptions<V, T>): LinesForm<V, T> {
  const form = useForm<LinesValues<V>, unknown, T>({
    defaultValues: { ...options.initialValues, lines: options.initialLines } as DefaultValues<LinesValues<V>>,
    // useForm takes its options anew each render: the resolver checks with the page's latest schema.
    resolver: linesResolver<V, T>(options.schema, options.toBody),
    mode: 'onSubmit',
  });
  const watched = useWatch({ control: form.control }) as Partial<LinesValues<V>>;
  const { lines = options.initialLines, ...rest } = watched;
  const values = { ...options.initialValues, ...rest } as V;
  const { isSubmitting, isSubmitted } = form.formState;
  const sorted = sortedOf(form.formState.errors as Record<string, unknown>);
  const [formError, setFormError] = useState<string | null>(null);
  const [lastError, setLastError] = useState<unknown>(null);

  // Messages appear on the first submit, then follow every change so a fixed field clears at once.
  const change = (name: Path<LinesValues<V>>, value: unknown) => {
    form.setValue(name, value as PathValue<LinesValues<V>, Path<LinesValues<V>>>, { shouldDirty: true });
    if (isSubmitted) void form.trigger();
  };

  const onSubmit = (action: (data: T) => Promise<void>) => (event?: FormEvent) => {
    event?.preventDefault();
    if (form.formState.isSubmitting) return;
    setFormError(null);
    setLastError(null);
    void form.handleSubmit(async (data) => {
      try {
        await action(data);
      } catch (error) {
        const refusal = toHookErrors(sortErrors(serverIssues(error)));
        for (const [name, fieldError] of Object.entries(refusal)) {
          if (name === 'lines') {
            for (const [index, line] of Object.entries(
              fieldError as Record<string, Record<string, { message: string }>>,
            )) {
              for (const [field, lineError] of Object.entries(line)) {
                form.setError(`lines.${index}.${field}` as Path<LinesValues<V>>, {
                  type: 'server',
                  message: lineError.message,
                });
              }
            }
          } else {
            form.setError(name as Path<LinesValues<V>>, fieldError as { type: string; message: string });
          }
        }
        setFormError(errorMessage(error));
        setLastError(error);
      }
    })();
  };

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
