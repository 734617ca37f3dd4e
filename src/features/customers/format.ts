// How the customer pages write hectares and a customer's place.
const HECTARES = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

export function formatHectares(value: number | null): string {
  return value === null ? '—' : `${HECTARES.format(value)} ha`;
}

/** "Tepatitlán de Morelos, Jalisco", or whichever part is known. */
export function placeLabel(municipality: string | null, state: string | null): string {
  return [municipality, state].filter(Boolean).join(', ') || '—';
}
