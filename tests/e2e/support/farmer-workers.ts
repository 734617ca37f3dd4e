// The farmer simulator's service worker, once per address a farmer holds (/simulator, /farmer, /b/):
// how many are active while the page is controlled (0 until it is).
import type { Page } from '@playwright/test';

export function activeFarmerWorkers(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const isControlled = navigator.serviceWorker.controller !== null;
    return isControlled ? registrations.filter((r) => r.active !== null).length : 0;
  });
}
