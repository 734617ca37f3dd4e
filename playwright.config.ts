// End-to-end tests in Debian's Chromium against the built app served by our own server, on a
// fresh embedded database with the demo data, mails caught by a real SMTP server on loopback.
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './tests/e2e/support/env.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous limits: CI shares 2 cores between the server, Chromium and the runner, and each test
  // ends with the axe checks of the pages it reached first (support/test.ts).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // On CI only, a failed test runs once more: if it then passes it is reported as flaky at the end
  // of `npm test` (scripts/test.mjs reads the JSON report), to be fixed, not hidden and not fatal.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', { outputFile: '.tmp/e2e-results.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: E2E.baseUrl,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    // The app's service worker precaches the whole build after each first load: only the specs
    // about working without signal let it in (they say so with serviceWorkers: 'allow').
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${E2E.dataDir} && node dist/server/server/main.js`,
    url: `${E2E.baseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(E2E.port),
      DATA_DIR: E2E.dataDir,
      PUBLIC_URL: E2E.baseUrl,
      API_KEY: E2E.apiKey,
      DEMO_PASSWORD: E2E.password,
      DEMO_CLIENT_KEY: E2E.clientKey,
      SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
      LOG_LEVEL: 'warn',
      SESSION_TTL_HOURS: '12',
    },
  },
});
