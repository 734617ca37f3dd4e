// Fixed values of the e2e stack, shared by the Playwright config, its setup and the tests.
export const E2E = {
  port: 3310,
  baseUrl: 'http://localhost:3310',
  smtpPort: 2526,
  mailApiPort: 2527,
  dataDir: '.tmp/e2e-data',
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
