// The simulator parameters form: the text of both production kinds, checked field by field with
// the API's schema (domain/simulator-params.ts), and sent together as one PUT.
import { useState } from 'react';
import {
  PRODUCTION_KINDS,
  simulatorParamsSchema,
  type ProductionKind,
  type SimulatorParams,
  type SimulatorParamsResponse,
  type SimulatorParamsSet,
} from '../../../../domain/simulator-params.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { validateForm, type FieldErrors } from '../../../lib/forms/validate-form.ts';

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
const NO_ERRORS: Errors = { GRAIN: {}, SILAGE: {} };

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

export function valuesOf(stored: SimulatorParamsResponse): Values {
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

export function useSimulatorParamsForm(stored: SimulatorParamsResponse) {
  const [values, setValues] = useState<Values>(() => valuesOf(stored));
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [wasSubmitted, setWasSubmitted] = useState(false);

  const validate = (next: Values) => {
    const grain = validateForm(simulatorParamsSchema, next.GRAIN);
    const silage = validateForm(simulatorParamsSchema, next.SILAGE);
    setErrors({ GRAIN: grain.ok ? {} : grain.errors, SILAGE: silage.ok ? {} : silage.errors });
    return grain.ok && silage.ok ? { grain: grain.data, silage: silage.data } : null;
  };

  const setValue = (kind: ProductionKind, field: ParamField, value: string) => {
    const next = { ...values, [kind]: { ...values[kind], [field]: value } };
    setValues(next);
    if (wasSubmitted) validate(next);
  };

  const reset = (to: SimulatorParamsResponse) => {
    setValues(valuesOf(to));
    setErrors(NO_ERRORS);
    setFormError(null);
    setWasSubmitted(false);
  };

  const submit = async (save: (set: SimulatorParamsSet) => Promise<void>) => {
    if (isSubmitting) return;
    setWasSubmitted(true);
    setFormError(null);
    const parsed = validate(values);
    if (!parsed) return;
    // The schema checked each kind; the literal kinds of the set come from the form's own values.
    const set: SimulatorParamsSet = {
      grain: { ...parsed.grain, productionKind: 'GRAIN' },
      silage: { ...parsed.silage, productionKind: 'SILAGE' },
    };
    setSubmitting(true);
    try {
      await save(set);
    } catch (error) {
      setErrors(serverErrors(error));
      setFormError(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  const isChanged = JSON.stringify(values) !== JSON.stringify(valuesOf(stored));
  return { values, errors, formError, isSubmitting, isChanged, setValue, reset, submit };
}
