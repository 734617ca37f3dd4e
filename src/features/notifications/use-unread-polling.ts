// Keeps the bell's number fresh without wasting requests: at once, every minute while the tab is
// visible, and when the user comes back to the tab or window. A hidden tab asks nothing.
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { refreshUnreadCountAtom } from './atoms.ts';

export const POLL_EVERY_MS = 60_000;
/** Focus and visibility often fire together: one look is enough. */
const MIN_GAP_MS = 5_000;

export function useUnreadPolling(): void {
  const refresh = useSetAtom(refreshUnreadCountAtom);

  useEffect(() => {
    let lastLook = 0;
    const look = (force = false) => {
      if (document.visibilityState === 'hidden') return;
      const now = Date.now();
      if (!force && now - lastLook < MIN_GAP_MS) return;
      lastLook = now;
      void refresh();
    };
    const onReturn = () => look();
    look(true);
    const timer = setInterval(() => look(true), POLL_EVERY_MS);
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [refresh]);
}
