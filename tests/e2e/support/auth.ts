import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiPostFromPage } from './api.ts';
import { ACCOUNTS, E2E } from './env.ts';

/** The people whose signed-in state the setup project saves once (auth.setup.ts). */
export const SIGNED_IN = [
  'admin',
  'coordinator',
  'supervisor',
  'consultant',
  'consultantNoroeste',
  'supervisorNoroeste',
] as const;
export type SignedInRole = (typeof SIGNED_IN)[number];

/**
 * The saved state of a person signed in by the setup project (cookies and local storage), for
 * `test.use({ storageState })` or `browser.newContext({ storageState })`. Signing out revokes the
 * session on the server: a test that signs out, or changes its session, signs in on its own instead.
 */
export function signedInState(role: SignedInRole): string {
  return `${E2E.stateDir}/${role}.json`;
}

/** A browser context of its own for a person the setup project signed in, on the landing page. */
async function signedInPage(browser: Browser, role: SignedInRole): Promise<Page> {
  const context = await browser.newContext({ storageState: signedInState(role) });
  const page = await context.newPage();
  await page.goto('/redirect');
  await page.waitForURL(/dashboard/);
  return page;
}

/**
 * For a spec whose people each sign in in a browser context of their own (signedInPage): call at the
 * spec's top level; it closes those contexts after each test, so their pages stop polling the bell
 * while the later tests run.
 */
export function signedInPagesClosedAfterEach(): (browser: Browser, role: SignedInRole) => Promise<Page> {
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  return async (browser, role) => {
    const page = await signedInPage(browser, role);
    contexts.push(page.context());
    return page;
  };
}

export function emailOf(role: SignedInRole): string {
  return ACCOUNTS[role];
}

export async function signIn(page: Page, email: string, password: string = E2E.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

export async function acceptTermsIfAsked(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/accept-terms$/);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Aceptar términos' }).click();
}

/**
 * Signs in through the API, as the login form would, and lets /redirect open the role's landing
 * page (or the terms). For specs about something else: the form itself is tested in auth.spec.ts.
 * The request goes from the page (a tiny same-origin answer first) so that Chromium stores the
 * session cookie itself, partitioned as the app's own requests expect.
 */
export async function signInThroughApi(
  page: Page,
  email: string,
  password: string = E2E.password,
): Promise<void> {
  await page.goto('/api/health');
  const status = await apiPostFromPage(page, '/auth/', { email, password });
  if (status !== 200) throw new Error(`Sign-in of ${email} through the API answered ${status}`);
  await page.goto('/redirect');
}
