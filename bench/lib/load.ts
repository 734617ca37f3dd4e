// One load run of the API-under-load figures: autocannon with 50 connections on one URL, after the
// server has worked off what the previous run left queued.
import autocannon from 'autocannon';
import { SCALE } from './scale.ts';

export const CONNECTIONS = 50;
export const DURATION_S = SCALE === 1 ? 10 : 3;

export interface LoadFigures {
  /** Requests answered within the run (in flight at its end not counted). */
  completed: number;
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  errors: number;
}

/** Waits until the server has worked off what a load left queued (PGlite answers one query at a time). */
async function drained(url: string): Promise<void> {
  await fetch(new URL('/api/health', url), { signal: AbortSignal.timeout(600_000) });
}

export async function load(
  url: string,
  headers: Record<string, string>,
  durationS = DURATION_S,
): Promise<LoadFigures> {
  await drained(url);
  // A slow answer is still an answer: 30 s before autocannon gives up on one (its default is 10 s).
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: durationS,
    headers,
    timeout: 30,
  });
  return {
    completed: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
