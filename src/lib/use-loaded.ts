// Loads what a page needs before it shows (SPEC §2: the lookups before create-sale with a voucher and
// before edit-sale), with a retry after a failure. A late answer for a page already left is dropped.
import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

export function useLoaded<T>(load: () => Promise<T>): Loaded<T> & { reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    load().then(
      (data) => isCurrent && setState({ status: 'ready', data }),
      (error: unknown) => isCurrent && setState({ status: 'failed', error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [load, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, reload };
}
