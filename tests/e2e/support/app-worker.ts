// The app's service worker (src/sw/sw.ts), installed (the whole build precached) and in control of
// the page: from then on the page opens without signal.
import type { Page } from '@playwright/test';

export function isReadyOffline(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    return (
      navigator.serviceWorker.controller !== null &&
      registration?.active !== null &&
      registration !== undefined
    );
  });
}
