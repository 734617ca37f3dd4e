// Microsoft sign-in in Chromium against a local fake of Entra ID (HTTPS, its OpenID metadata, an
// authorize endpoint behind the pop-up, a token endpoint, keys) and of Graph /me. The built app runs
// on its own server here, configured for that authority; the real msal-browser does the rest.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { startFakeEntra, type FakeAccount, type FakeEntra } from '../../server/test/fakes/fake-entra.ts';
import { MICROSOFT } from './support/env.ts';

const TENANT = MICROSOFT.tenant;
const API_AUDIENCE = `api://localhost:${MICROSOFT.port}/${MICROSOFT.clientId}`;

const staff = (upn: string, givenName: string, surname: string): FakeAccount => ({
  tenantId: TENANT,
  objectId: randomUUID(),
  upn,
  givenName,
  surname,
});

let entra: FakeEntra;

// The Microsoft stack's server is the config's second webServer, configured for this authority.
test.use({ baseURL: MICROSOFT.baseUrl, ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  // The certificate the server was started to trust (playwright.config.ts makes it).
  const tls = {
    key: readFileSync(`${MICROSOFT.tlsDir}/key.pem`, 'utf8'),
    cert: readFileSync(`${MICROSOFT.tlsDir}/cert.pem`, 'utf8'),
  };
  entra = await startFakeEntra({
    tls,
    port: MICROSOFT.entraPort,
    clientId: MICROSOFT.clientId,
    apiAudience: API_AUDIENCE,
  });
});

test.afterAll(async () => {
  await entra?.close();
});

async function signInWithMicrosoft(page: Page): Promise<void> {
  await page.goto('/login');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Iniciar sesión con Microsoft' }).click();
  // The pop-up goes to the authority, comes back to /redirect and closes itself.
  // Polled: the pop-up may already be closed before a 'close' listener could be attached.
  const popupPage = await popup;
  await expect.poll(() => popupPage.isClosed(), { timeout: 20_000 }).toBe(true);
}

test('an invited administrator signs in with Microsoft through the pop-up and lands on the users page', async ({
  page,
}) => {
  entra.signInAs(staff('admin@agroventas.mx', 'Ana', 'Admin'));
  await signInWithMicrosoft(page);
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  // docs/requirements.md §3: the Microsoft token is kept in local storage; it was issued for our API.
  const token = await page.evaluate(() => localStorage.getItem('msAccessToken'));
  const [, payload = ''] = (token ?? '').split('.');
  expect(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).toMatchObject({ aud: API_AUDIENCE });
  expect(entra.requests).toContain(`POST /${TENANT}/oauth2/v2.0/token`);
});

test('an unknown staff member is told that an administrator must approve the account', async ({ page }) => {
  entra.signInAs(staff('nuevo.tecnico@agroventas.mx', 'Tomás', 'Nieves'));
  await signInWithMicrosoft(page);
  await expect(page.getByText(/Un administrador debe aprobar tu cuenta/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('userDetails'))).toBeNull();
});

test('after the session expires, a coordinator is renewed silently with User.Read and the page still loads', async ({
  page,
}) => {
  entra.signInAs(staff('coordinador@agroventas.mx', 'Carla', 'Coordinadora'));
  await signInWithMicrosoft(page);
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  // The server forgets the session (as when it expires); the browser still believes it is signed in.
  await page.context().clearCookies();
  const graphCallsBefore = entra.requests.filter((r) => r === 'GET /graph/v1.0/me').length;
  // The sales list asks the API for its rows: that call meets the 401, renews and is retried.
  const salesAnswer = page.waitForResponse((r) => r.url().includes('/api/sales?') && r.status() === 200);
  await page.getByRole('navigation').getByRole('link', { name: 'Ventas' }).click();
  await expect(page).toHaveURL(/\/dashboard\/sales\/list\/sale/);
  await salesAnswer;
  await expect(page.getByRole('heading', { name: 'Lista de ventas' })).toBeVisible();
  await expect(page.getByText('Sesión inválida. Por favor, inicia sesión nuevamente.')).toHaveCount(0);
  // The renewal sent a Graph (User.Read) token, which the server checked with Graph.
  expect(entra.requests.filter((r) => r === 'GET /graph/v1.0/me').length).toBeGreaterThan(graphCallsBefore);
});
