// Microsoft sign-in in Chromium against a local fake of Entra ID (HTTPS, its OpenID metadata, an
// authorize endpoint behind the pop-up, a token endpoint, keys) and of Graph /me. The built app runs
// on its own server here, configured for that authority; the real msal-browser does the rest.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { startFakeEntra, type FakeAccount, type FakeEntra } from '../../server/test/fakes/fake-entra.ts';
import { makeSelfSignedCert } from '../../server/test/fakes/self-signed-cert.ts';
import { E2E } from './support/env.ts';

// The Microsoft stack's own server, beside the suite's (E2E_PORT moves both).
const PORT = E2E.port + 8;
const BASE_URL = `http://localhost:${PORT}`;
const DATA_DIR = `.tmp/e2e-microsoft-data-${PORT}`;
const TENANT = '3b8f2a6e-1c4d-4e5f-9a7b-2c1d0e9f8a71';
const CLIENT_ID = '6a4c2e8f-0b1d-4f3a-8e5c-7d9b1a3c5e74';
const API_AUDIENCE = `api://localhost:${PORT}/${CLIENT_ID}`;

const staff = (upn: string, givenName: string, surname: string): FakeAccount => ({
  tenantId: TENANT,
  objectId: randomUUID(),
  upn,
  givenName,
  surname,
});

let entra: FakeEntra;
let server: ChildProcess;

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${BASE_URL}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the Microsoft e2e server did not start');
}

test.use({ baseURL: BASE_URL, ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const tls = makeSelfSignedCert();
  entra = await startFakeEntra({ tls, clientId: CLIENT_ID, apiAudience: API_AUDIENCE });
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn('node', ['dist/server/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR,
      PUBLIC_URL: BASE_URL,
      API_KEY: E2E.apiKey,
      DEMO_PASSWORD: E2E.password,
      DEMO_CLIENT_KEY: E2E.clientKey,
      LOG_LEVEL: 'warn',
      MS_TENANT_ID: TENANT,
      MS_CLIENT_ID: CLIENT_ID,
      MS_API_AUDIENCE: API_AUDIENCE,
      MS_AUTHORITY: entra.authority(TENANT),
      MS_JWKS_URL: entra.jwksUrl,
      GRAPH_BASE_URL: entra.graphBaseUrl,
      // The server fetches the fake's keys and asks its Graph over HTTPS: trust its certificate.
      NODE_EXTRA_CA_CERTS: tls.certFile,
    },
  });
  await waitForHealth();
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
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
