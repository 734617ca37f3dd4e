// Money in integer cents (DESIGN §5): amounts travel as pesos with at most 2 decimals, are stored
// as numeric(14,2) strings, and every sum or product is done on integer cents, never on floats.
import { z } from 'zod';
import { atMostTwoDecimals, numeric } from './numbers.ts';

export const MAX_AMOUNT = 999_999_999_999.99;

/** Pesos (number or numeric string) to integer cents, rounding half away from zero. */
export function toCents(value: number | string): number {
  const text = typeof value === 'number' ? value.toFixed(6) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount: ${String(value)}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = (fraction + '000').slice(0, 3);
  let cents = Number(whole) * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1;
  return sign ? -cents : cents;
}

/** Integer cents to pesos as a number (for JSON). */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** Integer cents to the numeric(14,2) text the database stores. */
export function centsToNumeric(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function sumCents(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** DESIGN §8: per line, quantity × base price − discount, never below 0. */
export function lineTotalCents(quantity: number, basePriceCents: number, discountCents: number): number {
  return Math.max(0, quantity * basePriceCents - discountCents);
}

/** A peso amount in a request: not negative, at most 2 decimals (domain/numbers.ts). */
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
