// Small statistics over measured samples (milliseconds unless said otherwise).
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export const median = (samples: number[]) => percentile(samples, 50);

/** Runs `task` `times` times one after another and returns each duration in ms. */
export async function timeEach(times: number, task: (index: number) => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    await task(i);
    durations.push(performance.now() - start);
  }
  return durations;
}

export const kib = (bytes: number) => bytes / 1024;
export const fixed = (value: number, digits = 1) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';
