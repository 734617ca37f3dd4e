// Money in integer cents (docs/design.md §5): amounts travel as pesos with at most 2 decimals, are stored
// as numeric(14,2) strings, and every sum or product is done on integer cents, never on floats.
import { z } from './zod.ts';
import { MAX_AMOUNT } from './cents.ts';
import { atMostTwoDecimals, numeric } from './numbers.ts';

export { centsToNumeric, fromCents, lineTotalCents, sumCents, toCents } from './cents.ts';

export function moneySchema(label: string) {
  return numeric(
    z
      .number({ error: `${label} debe ser un número.` })
      .min(0, `${label} no puede ser negativo.`)
      .max(MAX_AMOUNT, `${label} es demasiado grande.`)
      .refine(atMostTwoDecimals, `${label} admite como máximo 2 decimales.`),
  );
}

/** A strictly positive peso amount (a payment). */
export function positiveMoneySchema(label: string) {
  return moneySchema(label).refine((value) => value > 0, `${label} debe ser mayor que cero.`);
}
