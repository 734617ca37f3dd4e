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
  /** The signed-in states the setup project saves, one file per role (support/auth.ts). */
  stateDir: `.tmp/e2e-auth-${port}`,
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
  // The Noroeste zone's: nothing in the suite sells as them beside the specs that read their figures.
  consultantNoroeste: 'consultor.noroeste@agroventas.mx',
  supervisorNoroeste: 'supervisor.noroeste@agroventas.mx',
} as const;

/** The Microsoft sign-in stack (microsoft.spec.ts): a server of its own and a fake Entra ID. */
export const MICROSOFT = {
  port: port + 8,
  baseUrl: `http://localhost:${port + 8}`,
  dataDir: `.tmp/e2e-microsoft-data-${port + 8}`,
  /** The fake Entra ID's HTTPS port, and where its certificate is made before the server starts. */
  entraPort: port + 9,
  tlsDir: `.tmp/e2e-microsoft-tls-${port + 8}`,
  tenant: '3b8f2a6e-1c4d-4e5f-9a7b-2c1d0e9f8a71',
  clientId: '6a4c2e8f-0b1d-4f3a-8e5c-7d9b1a3c5e74',
} as const;
