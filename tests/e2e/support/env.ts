// Fixed values of the e2e stack, shared by the Playwright config, its setup and the tests.
// E2E_PORT moves the whole stack (app, SMTP, mail API, data folder) so two checkouts on one
// machine can run their suites side by side; CI uses the default.
const port = Number(process.env.E2E_PORT ?? 3310);

export const E2E = {
  port,
  baseUrl: `http://localhost:${port}`,
  smtpPort: port + 20_000,
  mailApiPort: port + 21_000,
  dataDir: `.tmp/e2e-data-${port}`,
  password: 'Cosecha-Demo-2026',
  clientKey: 'AGV-DEMO-CAMP-2026',
  apiKey: 'e2e-api-key',
} as const;

export const ACCOUNTS = {
  admin: 'admin@agroventas.mx',
  coordinator: 'coordinador@agroventas.mx',
  supervisor: 'supervisor@agroventas.mx',
  consultant: 'consultor@agroventas.mx',
  consultant2: 'consultor2@agroventas.mx',
} as const;
