// Signing in through the app's own login page, as a person would: the app keeps who is signed in
// in localStorage (docs/requirements.md §3) besides the session cookie, so a cookie alone lands on the login page.
import type { Browser, BrowserContext, Page } from 'playwright';

export type Who = { clientKey: string } | { email: string; password: string };

/** A page of the app and who opens it, signed in. */
export interface PageAs {
  url: string;
  who: Who;
}

/** Fills the login page (the farmer's or the staff's) and waits until the app leaves it. */
export async function signInThroughPage(page: Page, origin: string, who: Who): Promise<void> {
  if ('clientKey' in who) {
    await page.goto(`${origin}/login/farmer?objective=%2Fsimulator`);
    await page.getByLabel('Clave de cliente').fill(who.clientKey);
    await page.getByRole('button', { name: 'Ingresar' }).click();
  } else {
    await page.goto(`${origin}/login`);
    await page.getByLabel('Correo electrónico').fill(who.email);
    await page.getByLabel('Contraseña').fill(who.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 120_000 });
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The storage of a signed-in browser (localStorage and the session cookie), to start measured
 * contexts from with a cold HTTP cache. The cookie is stored unpartitioned and not Secure, so it
 * is sent on plain http://localhost whatever Chromium makes of partitioned cookies there.
 */
export async function signedInState(browser: Browser, origin: string, who: Who): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    await signInThroughPage(await context.newPage(), origin, who);
    const state = await context.storageState();
    return {
      origins: state.origins,
      // Rebuilt field by field: a partition key left on a non-Secure cookie is refused by Chromium.
      cookies: state.cookies.map(({ name, value, domain, path, expires, httpOnly }) => ({
        name,
        value,
        domain,
        path,
        expires,
        httpOnly,
        secure: false,
        sameSite: 'Lax' as const,
      })),
    };
  } finally {
    await context.close();
  }
}
