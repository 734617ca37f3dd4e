// A consultant's phone in the field (field.spec.ts, field-season.spec.ts): signed in on its own (the
// offline specs let the service worker in and sign out), the app kept for working without signal.
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { isReadyOffline } from './app-worker.ts';
import { acceptTermsIfAsked, signInThroughApi } from './auth.ts';
import { ACCOUNTS, E2E } from './env.ts';

export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'allow',
} as const;

export interface Row {
  id: number;
  folio?: string;
  clientId?: number;
  firstName?: string;
  lastName?: string;
  status?: string;
  balance?: number;
  seasonId?: number;
}

/** Signs in on its own (a fresh session: the offline specs sign out), past the terms if asked. */
export async function signInAs(page: Page, email: string) {
  await signInThroughApi(page, email);
  await page.waitForURL(/accept-terms|dashboard/);
  if (page.url().includes('accept-terms')) await acceptTermsIfAsked(page);
  await page.waitForURL(/dashboard/);
}

/** Online once: the app is precached and the consultant's working set is on the phone. */
export async function readyForTheField(page: Page) {
  await expect.poll(() => isReadyOffline(page), { timeout: 60_000 }).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-working-set', /"customers":\d+/, {
    timeout: 60_000,
  });
}

export async function fillFirstLine(page: Page, bags: string) {
  const line = page.getByRole('group', { name: 'Producto 1' });
  await line.getByRole('combobox', { name: 'Producto' }).click();
  await page.getByRole('option').first().click();
  await line.getByLabel('Cantidad (bolsas)').fill(bags);
}

/** The server's view, through an admin's own session in a context of its own. */
export async function adminPage(context: BrowserContext): Promise<Page> {
  const admin = await context.browser()!.newContext({ baseURL: E2E.baseUrl });
  const page = await admin.newPage();
  await signInThroughApi(page, ACCOUNTS.admin);
  return page;
}
