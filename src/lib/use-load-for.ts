// Loads data for a key (a list's request, the level above in a picker) and reports loading, ready or
// failed, with a retry. Until the answer for this very key arrives the state is 'loading' (never
// the data of the previous key), and a late answer for a key already left is dropped.
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from './api-client.ts';

export type LoadFor<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

interface Outcome<K, T> {
  key: K;
  attempt: number;
  result: { data: T } | { message: string };
}

/** `key` must keep its identity while unchanged (memoize objects); `load` too (define it outside render). */
export function useLoadFor<K, T>(load: (key: K) => Promise<T>, key: K): LoadFor<T> & { retry: () => void } {
  const [outcome, setOutcome] = useState<Outcome<K, T> | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    load(key).then(
      (data) => isCurrent && setOutcome({ key, attempt, result: { data } }),
      (error: unknown) => isCurrent && setOutcome({ key, attempt, result: { message: errorMessage(error) } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [load, key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (!outcome || outcome.key !== key || outcome.attempt !== attempt) return { status: 'loading', retry };
  if ('message' in outcome.result) return { status: 'failed', message: outcome.result.message, retry };
  return { status: 'ready', data: outcome.result.data, retry };
}
