// BENCH_SCALE shrinks every size of the benchmark (1 = the full sizes; 0.01 while developing),
// so the same code runs in seconds on a busy machine and in minutes for the committed figures.
const raw = Number(process.env.BENCH_SCALE ?? '1');
if (!Number.isFinite(raw) || raw <= 0 || raw > 1) throw new Error('BENCH_SCALE must be a number in (0, 1]');

export const SCALE = raw;

/** `n` at the current scale, never below `min`. */
export function scaled(n: number, min = 1): number {
  return Math.max(min, Math.round(n * SCALE));
}

/** Sections to run: BENCH_ONLY=bundle,load,… (all when unset). */
export function sectionEnabled(name: string): boolean {
  const only = process.env.BENCH_ONLY;
  if (!only) return true;
  return only
    .split(',')
    .map((s) => s.trim())
    .includes(name);
}
