// How amounts and bag counts read inside the Spanish refusal messages of the server.
import { fromCents } from '../../../domain/money.ts';

const pesosFormat = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** 123450 cents -> "$1,234.50" (the same es-MX format the app shows). */
export function formatPesos(cents: number): string {
  return pesosFormat.format(fromCents(cents));
}

export function bags(count: number): string {
  return count === 1 ? '1 bolsa' : `${count} bolsas`;
}

/** "quedan 12", "queda 1", "quedan 0". */
export function bagsLeft(count: number): string {
  return count === 1 ? 'queda 1' : `quedan ${count}`;
}
