// The simulator parameters form, on react-hook-form like every form: the text of both production
// kinds, checked field by field with the API's schema (domain/simulator-params.ts), and sent
// together as one PUT.
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors as FieldErrorsOf } from 'react-hook-form';
import {
  PRODUCTION_KINDS,
  simulatorParamsSchema,
  type ProductionKind,
  type SimulatorParams,
  type SimulatorParamsResponse,
  type SimulatorParamsSet,
} from '../../../../domain/simulator-params.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { checkNow, type SyncResolver } from '../../../lib/forms/check-now.ts';
import { validateForm, type FieldErrors } from '../../../lib/forms/validate-form.ts';
import { useFocusFirstError } from '../../../lib/forms/first-error.ts';
import { useUnsavedChanges } from '../../../lib/forms/use-unsaved-changes.ts';

export const PARAM_FIELDS = [
  'pricePerTon',
  'defaultDensity',
  'emergencePct',
  'defaultYield',
  'otherCostsPerHa',
] as const;
export type ParamField = (typeof PARAM_FIELDS)[number];

export type KindValues = Record<ParamField, string> & { productionKind: ProductionKind };
type Values = Record<ProductionKind, KindValues>;
type Errors = Record<ProductionKind, FieldErrors<KindValues>>;

const KEY: Record<ProductionKind, 'grain' | 'silage'> = { GRAIN: 'grain', SILAGE: 'silage' };

function textOf(params: SimulatorParams): KindValues {
  return {
    productionKind: params.productionKind,
    pricePerTon: String(params.pricePerTon),
    defaultDensity: String(params.defaultDensity),
    emergencePct: String(params.emergencePct),
    defaultYield: String(params.defaultYield),
    otherCostsPerHa: String(params.otherCostsPerHa),
  };
}

function valuesOf(stored: SimulatorParamsResponse): Values {
  return { GRAIN: textOf(stored.grain), SILAGE: textOf(stored.silage) };
}

/** The server's details ("grain.emergencePct") placed on the fields of their kind. */
function serverErrors(error: unknown): Errors {
  const errors: Errors = { GRAIN: {}, SILAGE: {} };
  if (!isApiError(error)) return errors;
  for (const detail of error.details ?? []) {
    const [key, field] = detail.path.split('.');
    const kind = PRODUCTION_KINDS.find((candidate) => KEY[candidate] === key);
    const name = PARAM_FIELDS.find((candidate) => candidate === field);
    if (kind && name) errors[kind][name] ??= detail.message;
  }
  return errors;
}

/** Both kinds checked with the API's schema; messages land on the fields of their kind. */
const resolver: SyncResolver<Values, SimulatorParamsSet> = (values) => {
  const grain = validateForm(simulatorParamsSchema, values.GRAIN);
  const silage = validateForm(simulatorParamsSchema, values.SILAGE);
  if (grain.ok && silage.ok) {
    // The schema checked each kind; the literal kinds of the set come from the form's own values.
    const set: SimulatorParamsSet = {
      grain: { ...grain.data, productionKind: 'GRAIN' },
      silage: { ...silage.data, productionKind: 'SILAGE' },
    };
    return { values: set, errors: {} };
  }
  const errors: Errors = { GRAIN: grain.ok ? {} : grain.errors, SILAGE: silage.ok ? {} : silage.errors };
  return { values: {}, errors: hookErrorsOf(errors) };
};

function hookErrorsOf(errors: Errors): FieldErrorsOf<Values> {
  const hook: Record<string, Record<string, { type: string; message: string }>> = {};
  for (const kind of PRODUCTION_KINDS) {
    for (const [field, message] of Object.entries(errors[kind])) {
      if (message) (hook[kind] ??= {})[field] = { type: 'schema', message };
    }
  }
  return hook as FieldErrorsOf<Values>;
}

function errorsOf(hook: FieldErrorsOf<Values>): Errors {
  const errors: Errors = { GRAIN: {}, SILAGE: {} };
  for (const kind of PRODUCTION_KINDS) {
    for (const field of PARAM_FIELDS) {
      const message = hook[kind]?.[field]?.message;
      if (message) errors[kind][field] = message;
    }
  }
  return errors;
}

export function useSimulatorParamsForm(stored: SimulatorParamsResponse) {
  const form = useForm<Values, unknown, SimulatorParamsSet>({
    defaultValues: valuesOf(stored),
    resolver,
    mode: 'onSubmit',
  });
  const values = useWatch({ control: form.control }) as Values;
  const { isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  // From a submit until the form is reset to what was saved (react-hook-form's isSubmitted outlives a reset made inside the submit).
  const [isChecking, setChecking] = useState(false);
  const isChanged = JSON.stringify(values) !== JSON.stringify(valuesOf(stored));
  const unsaved = useUnsavedChanges(isChanged);
  const focusFirstError = useFocusFirstError();

  // Messages appear on the first submit, then follow every change.
  const setValue = (kind: ProductionKind, field: ParamField, value: string) => {
    form.setValue(`${kind}.${field}`, value, { shouldDirty: true });
    if (isChecking) checkNow(form, resolver);
  };

  const reset = (to: SimulatorParamsResponse) => {
    form.reset(valuesOf(to));
    setFormError(null);
    setChecking(false);
  };

  const submit = async (save: (set: SimulatorParamsSet) => Promise<void>) => {
    if (form.formState.isSubmitting) return;
    setFormError(null);
    setChecking(true);
    await form.handleSubmit(
      async (set) => {
        try {
          await unsaved.saving(() => save(set));
        } catch (error) {
          const refused = serverErrors(error);
          for (const kind of PRODUCTION_KINDS) {
            for (const [field, message] of Object.entries(refused[kind])) {
              if (message) form.setError(`${kind}.${field as ParamField}`, { type: 'server', message });
            }
          }
          setFormError(errorMessage(error));
          focusFirstError(null);
        }
      },
      () => focusFirstError(null),
    )();
  };

  return {
    values,
    errors: errorsOf(form.formState.errors),
    formError,
    isSubmitting,
    isChanged,
    setValue,
    reset,
    submit,
  };
}
