// The company's simulator parameters, one set per production kind (docs/design.md §5, §9): the defaults the
// farmer simulator starts from. Read by every signed-in user (farmers included), written by Admin.
import { z } from './zod.ts';
import { recordVersionSchema } from './record-edits.ts';
import { atMostTwoDecimals, numeric } from './numbers.ts';

import { PRODUCTION_KINDS } from './production-kinds.ts';

export { PRODUCTION_KIND_LABELS, PRODUCTION_KINDS, type ProductionKind } from './production-kinds.ts';
export const productionKindSchema = z.enum(PRODUCTION_KINDS);

const decimal = (label: string, { min, max, unit }: { min: number; max: number; unit: string }) =>
  numeric(
    z
      .number({ error: `${label} es obligatorio.` })
      .min(min, `${label} no puede ser menor que ${min.toLocaleString('es-MX')} ${unit}.`)
      .max(max, `${label} no puede pasar de ${max.toLocaleString('es-MX')} ${unit}.`)
      .refine(atMostTwoDecimals, `${label} admite a lo más dos decimales.`),
  );

/** Pesos per unit; `plural` makes the messages agree with a plural label ("Los otros costos …"). */
const pesos = (label: string, max: number, plural = false) => {
  const [is, can, admits, high] = plural
    ? ['son obligatorios', 'no pueden', 'admiten', 'son demasiado altos']
    : ['es obligatorio', 'no puede', 'admite', 'es demasiado alto'];
  return numeric(
    z
      .number({ error: `${label} ${is}.` })
      .min(0, `${label} ${can} ser negativo${plural ? 's' : ''}.`)
      .max(max, `${label} ${high} (máximo ${max.toLocaleString('es-MX')}).`)
      .refine(atMostTwoDecimals, `${label} ${admits} a lo más dos decimales.`),
  );
};

/** Units the admin page shows next to each parameter. */
export const SIMULATOR_PARAM_UNITS = {
  pricePerTon: '$/t',
  defaultDensity: 'semillas/ha',
  emergencePct: '%',
  defaultYield: 't/ha',
  otherCostsPerHa: '$/ha',
} as const;

/** One production kind's parameters. Money in pesos with at most 2 decimals; yield in t/ha. */
export const simulatorParamsSchema = z.object({
  productionKind: productionKindSchema,
  pricePerTon: pesos('El precio por tonelada', 1_000_000),
  defaultDensity: numeric(
    z
      .number({ error: 'La densidad es obligatoria.' })
      .int('La densidad debe ser un número entero de semillas.')
      .min(1_000, 'La densidad mínima es de 1,000 semillas por hectárea.')
      .max(500_000, 'La densidad máxima es de 500,000 semillas por hectárea.'),
  ),
  emergencePct: decimal('El porcentaje de emergencia', { min: 1, max: 100, unit: '%' }),
  defaultYield: decimal('El rendimiento', { min: 0.1, max: 200, unit: 't/ha' }),
  otherCostsPerHa: pesos('Los otros costos por hectárea', 1_000_000, true),
});
export type SimulatorParams = z.infer<typeof simulatorParamsSchema>;

/** GET /simulator/params answers both kinds; PUT /simulator/params takes both. */
export interface SimulatorParamsSet {
  grain: SimulatorParams & { productionKind: 'GRAIN' };
  silage: SimulatorParams & { productionKind: 'SILAGE' };
}

/**
 * PUT /simulator/params (domain/record-edits.ts): the values that change, of either kind, and the
 * version read (optional for API clients that predate it; the app sends it); a value left out keeps
 * its stored one.
 */
export const simulatorParamsUpdateSchema = z.object({
  grain: simulatorParamsSchema
    .partial()
    .extend({ productionKind: z.literal('GRAIN').optional() })
    .optional(),
  silage: simulatorParamsSchema
    .partial()
    .extend({ productionKind: z.literal('SILAGE').optional() })
    .optional(),
  version: recordVersionSchema.optional(),
});
export type SimulatorParamsUpdate = z.infer<typeof simulatorParamsUpdateSchema>;

/** One kind's stored parameters as the API answers them (plain numbers, no request parsing). */
const storedParamsSchema = z.object({
  productionKind: productionKindSchema,
  pricePerTon: z.number(),
  defaultDensity: z.number().int(),
  emergencePct: z.number(),
  defaultYield: z.number(),
  otherCostsPerHa: z.number(),
});

/** The answer of GET /simulator/params: the set plus when it last changed. */
export const simulatorParamsResponseSchema = z.object({
  grain: storedParamsSchema.extend({ productionKind: z.literal('GRAIN') }),
  silage: storedParamsSchema.extend({ productionKind: z.literal('SILAGE') }),
  updatedAt: z.string(),
  /** What an edit sends back (PUT /simulator/params): a stale one is refused. */
  version: z.number().int(),
});
export type SimulatorParamsResponse = z.infer<typeof simulatorParamsResponseSchema>;
