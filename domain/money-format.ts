// How an amount of money reads everywhere: screens, printouts, PDFs, the server's messages and
// cards (es-MX pesos, "$1,234.50"). Amounts are pesos, as they travel in the API; integer cents, as
// the server computes them (domain/cents.ts), go through formatCents. Zod-free: the farmer's
// simulator uses it.
import { fromCents } from './cents.ts';
import { formatEsMx } from './es-mx-number.ts';

/** What a figure that cannot be computed (null, e.g. per hectare with no hectares) reads as. */
export const NOT_APPLICABLE = '—';

// es-MX pesos without building an Intl formatter (es-mx-number.ts says why).
const PESOS = { style: 'currency', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
const WHOLE_PESOS = { style: 'currency', minimumFractionDigits: 0, maximumFractionDigits: 0 } as const;

/** Pesos: 1234.5 -> "$1,234.50", -42000 -> "-$42,000.00", null -> "—". */
export function formatPesos(pesos: number | null): string {
  return pesos === null ? NOT_APPLICABLE : formatEsMx(pesos, PESOS);
}

/** Pesos rounded to the peso, for narrow side-by-side tables: 47600.4 -> "$47,600". */
export function formatWholePesos(pesos: number | null): string {
  return pesos === null ? NOT_APPLICABLE : formatEsMx(pesos, WHOLE_PESOS);
}

/** Integer cents: 123450 -> "$1,234.50". */
export function formatCents(cents: number): string {
  return formatPesos(fromCents(cents));
}
