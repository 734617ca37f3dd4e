// Axis arithmetic of the profit chart: round steps (1, 2, 2.5, 5 × 10^n) and short peso labels.
import { formatEsMx } from '../../../../domain/es-mx-number.ts';
export function niceStep(range: number, ticks: number): number {
  if (!(range > 0)) return 1;
  const raw = range / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw);
  return step ?? 10 * power;
}

/** Ticks from 0 up to the first round value at or above `max`. */
export function niceTicks(max: number, ticks = 4): number[] {
  const step = niceStep(max, ticks);
  const count = Math.max(1, Math.ceil(max / step - 1e-9));
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

// es-MX without building an Intl formatter: the farmer's page draws this chart (es-mx-number.ts).
const oneDecimal = {
  format: (value: number) => formatEsMx(value, { minimumFractionDigits: 0, maximumFractionDigits: 1 }),
};

/** $0, $900, $250 mil, $1.2 M */
export function shortPesos(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}$${oneDecimal.format(abs / 1_000_000)} M`;
  if (abs >= 1_000) return `${sign}$${oneDecimal.format(abs / 1_000)} mil`;
  return `${sign}$${oneDecimal.format(abs)}`;
}
