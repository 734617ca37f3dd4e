// The main sign-in paths, as a person uses them in Chromium.
import { checkA11y, expect, test } from './support/test.ts';
import { acceptTermsIfAsked, signIn, signInThroughApi } from './support/auth.ts';
import { ACCOUNTS, E2E } from './support/env.ts';
import { waitForMailLink } from './support/mails.ts';
import { expectSimulatorPage } from './support/simulator.ts';

const SESSION_ERROR = 'Sesión inválida. Por favor, inicia sesión nuevamente.';

for (const [email, seesProducts] of [
  [ACCOUNTS.admin, true],
  [ACCOUNTS.coordinator, false],
  [ACCOUNTS.supervisor, false],
] as const) {
  test(`${email} lands on the users page, with only the navigation its role may open`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
    const products = page.getByRole('navigation').getByRole('link', { name: 'Productos' });
    if (seesProducts) await expect(products).toBeVisible();
    else await expect(products).toHaveCount(0);
  });
}

// The second demo consultant: no other test signs it in (the others' consultants accept the terms
// in the setup project or on their own).
test('a consultant is forced through the terms, then lands on the sales list', async ({ page }) => {
  await signIn(page, ACCOUNTS.consultant2);
  await expect(page).toHaveURL(/\/accept-terms$/);
  // The terms page passes axe (no other test, nor a11y.spec.ts, can open it).
  await checkA11y(page, '/accept-terms');
  // Any other page still sends the consultant back to the terms.
  await page.goto('/dashboard/customers');
  await expect(page).toHaveURL(/\/accept-terms$/);
  await acceptTermsIfAsked(page);
  await expect(page).toHaveURL(/\/dashboard\/sales\/list\/sale$/);
  await expect(page.getByRole('heading', { name: 'Lista de ventas' })).toBeVisible();
  // A page outside the consultant's roles is refused: the address bar keeps the old URL.
  await page.evaluate(() => window.history.pushState({}, '', window.location.pathname));
  await page.goto('/dashboard/products');
  await expect(page).not.toHaveURL(/\/dashboard\/products/);
});

test('the farmer link asks for the client key, opens the simulator and keeps the farmer there', async ({
  page,
}) => {
  await page.goto('/farmer?objective=%2Fsimulator');
  await expect(page).toHaveURL(/\/login\/farmer\?objective=/);
  await page.getByLabel('Clave de cliente').fill(E2E.clientKey);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expectSimulatorPage(page);
  for (const path of ['/dashboard/users', '/dashboard/sales/list/sale', '/login']) {
    // The main app hands a farmer over to the simulator's own page with a full page load that may
    // start before the first page's load event: wait only for the first page to commit, then for
    // the simulator's page (its manifest link), not just the address, before the next navigation.
    await page.goto(path, { waitUntil: 'commit' });
    await expectSimulatorPage(page);
  }
});

test('a wrong password is refused with a Spanish message', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, 'no-es-la-clave');
  await expect(page.getByText('Correo o contraseña incorrectos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password: the mailed link sets a new password that then signs in', async ({ page }) => {
  const email = 'coordinador.noroeste@agroventas.mx';
  await page.goto('/restore-password');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText(/Si el correo está registrado/)).toBeVisible();

  const link = await waitForMailLink(email, /http:\/\/localhost:\d+\/new-password\?token=[A-Za-z0-9_-]+/);
  await page.goto(link);
  await page.getByLabel('Nueva contraseña').fill('Surco-Nuevo-2027');
  await page.getByLabel('Confirmar contraseña').fill('Surco-Nuevo-2027');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();

  await signIn(page, email, E2E.password);
  await expect(page.getByText('Correo o contraseña incorrectos.')).toBeVisible();
  await signIn(page, email, 'Surco-Nuevo-2027');
  await expect(page).toHaveURL(/\/dashboard\/users$/);
});

test('logout ends the session on the server', async ({ page, context }) => {
  await signIn(page, ACCOUNTS.supervisor);
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  const session = (await context.cookies()).find((c) => c.name === 'av_session');
  expect(session).toBeDefined();
  await page.getByRole('link', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(/\/login/);
  // The old cookie no longer opens anything on the server.
  const me = await page.request.get('/api/auth/me', {
    headers: { 'x-api-key': E2E.apiKey, cookie: `av_session=${session!.value}` },
  });
  expect(me.status()).toBe(401);
});

test('an invalidated session shows the session error and returns to the login page', async ({
  page,
  context,
}) => {
  await signInThroughApi(page, ACCOUNTS.consultant);
  await page.waitForURL(/accept-terms|dashboard/);
  if (page.url().includes('accept-terms')) await acceptTermsIfAsked(page);
  await expect(page).toHaveURL(/\/dashboard\/sales\/list\/sale$/);
  await context.clearCookies();
  const sessionToast = page.getByText(SESSION_ERROR, { exact: true });
  // One step is enough: the customers page asks the API for its list and gets 401 (or the guard's
  // periodic check does first); either way the toast shows, and the app leaves for /login 2 s
  // later, where the sign-in page says it again (the full page load drops the toast, maybe before a
  // busy machine has drawn it). No more clicks after it, so nothing races the hand-over.
  if (!(await sessionToast.first().isVisible())) {
    await page.getByRole('navigation').getByRole('link', { name: 'Clientes' }).click();
  }
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(sessionToast.first()).toBeVisible();
});
