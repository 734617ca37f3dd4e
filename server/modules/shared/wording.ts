// How bag counts read inside the Spanish refusal messages of the server (amounts: formatCents in
// domain/money-format.ts).

export function bags(count: number): string {
  return count === 1 ? '1 bolsa' : `${count} bolsas`;
}

/** "quedan 12", "queda 1", "quedan 0". */
export function bagsLeft(count: number): string {
  return count === 1 ? 'queda 1' : `quedan ${count}`;
}
