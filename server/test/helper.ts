// Test harness for API tests: a fresh database (in-memory PGlite, or a throw-away PostgreSQL
// database when TEST_DATABASE_URL/DATABASE_URL is set) with the demo data, the app built on it,
// and helpers to call it through inject as a browser would (API key, Origin, session cookie).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { hashClientKey } from '../auth/tokens.ts';
import { loadConfig, type Config } from '../config.ts';
import { connectDatabase, type DatabaseHandle, type DatabaseKind } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoIfEmpty, type SeedResult } from '../db/seed/demo.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { pooledDatabase } from './database-pool.ts';
import { runOnServer } from './postgres-admin.ts';

export const TEST_API_KEY = 'test-api-key';
export const TEST_ORIGIN = 'http://localhost:3000';
export const DEMO_PASSWORD = 'Cosecha-Demo-2026';
export const DEMO_CLIENT_KEY = 'AGV-DEMO-CAMP-2026';

export const DEMO_EMAILS = {
  ADMIN: 'admin@agroventas.mx',
  COORDINATOR: 'coordinador@agroventas.mx',
  SUPERVISOR: 'supervisor@agroventas.mx',
  CONSULTANT: 'consultor@agroventas.mx',
  CONSULTANT2: 'consultor2@agroventas.mx',
} as const;

/** The databases the API tests run on: PGlite always, PostgreSQL when a URL is configured. */
export function testDatabaseKinds(): DatabaseKind[] {
  return postgresBaseUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

export function postgresBaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

// What server/test/global-setup.ts provides to the test files.
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string | null;
    postgresTestPrefix: string;
  }
}

interface ProvidedTemplates {
  pglitePath: string | null;
  postgres: string | null;
  /** The prefix of this run's PostgreSQL test databases (global-setup.ts drops them at the end). */
  postgresPrefix: string | null;
}

/** Templates made once per run by server/test/global-setup.ts (absent when a file runs without it). */
function providedTemplates(): ProvidedTemplates {
  try {
    return {
      pglitePath: inject('pgliteTemplatePath') ?? null,
      postgres: inject('postgresTemplate') ?? null,
      postgresPrefix: inject('postgresTestPrefix') ?? null,
    };
  } catch {
    return { pglitePath: null, postgres: null, postgresPrefix: null };
  }
}

function demoSeedResult(): SeedResult {
  return {
    password: DEMO_PASSWORD,
    clientKey: DEMO_CLIENT_KEY,
    accounts: Object.entries(DEMO_EMAILS).map(([role, email]) => ({ role: role.replace(/\d+$/, ''), email })),
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    API_KEY: TEST_API_KEY,
    PUBLIC_URL: TEST_ORIGIN,
    DEMO_PASSWORD,
    DEMO_CLIENT_KEY,
    ...overrides,
  });
}

async function createPostgresDatabase(
  template: string | null,
  prefix: string | null,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = postgresBaseUrl();
  if (!base) throw new Error('No PostgreSQL URL for tests');
  const name = `${prefix ?? 'agroventas_test_'}${randomBytes(6).toString('hex')}`;
  await runOnServer(
    base,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runOnServer(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  seed: SeedResult;
  /** Mails the app sent, newest last. */
  mails: MailMessage[];
  /** inject with the API key and Origin a browser would send; pass `cookie` to act as someone. */
  request(options: InjectOptions & { cookie?: string | undefined }): Promise<LightMyRequestResponse>;
  /** Signs in with the demo password and returns the session cookie (name=value). */
  login(email: string, password?: string): Promise<string>;
  loginFarmer(clientKey?: string): Promise<string>;
  close(): Promise<void>;
}

/** A new database at the demo seed: a copy of the run's template, or migrated and seeded here. */
async function newSeededDatabase(
  kind: DatabaseKind,
  templates: ProvidedTemplates,
  config: Config,
): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  const pgDatabase =
    kind === 'postgres' ? await createPostgresDatabase(templates.postgres, templates.postgresPrefix) : null;
  const handle = await connectDatabase({
    databaseUrl: pgDatabase?.url,
    poolSize: 20,
    loadDataDir:
      kind === 'pglite' && templates.pglitePath ? new Blob([readFileSync(templates.pglitePath)]) : undefined,
  });
  const fromTemplate = kind === 'postgres' ? templates.postgres !== null : templates.pglitePath !== null;
  await migrateToLatest(handle.db);
  if (!fromTemplate && !(await seedDemoIfEmpty(handle.db, config))) {
    throw new Error('The demo seed did not run on a new database');
  }
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await pgDatabase?.drop();
    },
  };
}

export async function createTestContext(
  kind: DatabaseKind = 'pglite',
  configOverrides: Record<string, string> = {},
): Promise<TestContext> {
  const templates = providedTemplates();
  const config = testConfig(configOverrides);
  const create = () => newSeededDatabase(kind, templates, config);
  // Pooled only inside a run that made the templates (global-setup.ts), which also drops the
  // run's PostgreSQL databases at the end; a file run on its own elsewhere gets its own database.
  const pooled = templates.pglitePath
    ? await pooledDatabase(kind, create)
    : await create().then(({ handle, dispose }) => ({ handle, release: dispose }));
  const database = pooled.handle;
  const seed = demoSeedResult();
  const mails: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void mails.push(message) };
  const app = await buildApp({ config, db: database.db, feed: database.feed, mailer, serveApp: false });
  await app.ready();

  const request: TestContext['request'] = ({ cookie, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        'x-api-key': TEST_API_KEY,
        origin: TEST_ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    });

  const sessionCookie = (response: LightMyRequestResponse): string => {
    const cookie = response.cookies.find((c) => c.name === config.COOKIE_NAME);
    if (response.statusCode !== 200 || !cookie) {
      throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
    }
    return `${cookie.name}=${cookie.value}`;
  };

  return {
    app,
    database,
    config,
    seed,
    mails,
    request,
    login: async (email, password = DEMO_PASSWORD) =>
      sessionCookie(await request({ method: 'POST', url: '/api/auth/', payload: { email, password } })),
    loginFarmer: async (clientKey = DEMO_CLIENT_KEY) =>
      sessionCookie(await request({ method: 'POST', url: '/api/auth/client', payload: { clientKey } })),
    close: async () => {
      await app.close();
      await pooled.release();
    },
  };
}

/** The id of the demo customer whose farmer signs in with DEMO_CLIENT_KEY. */
export async function demoFarmerClientId(ctx: TestContext): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('clients')
    .select('id')
    .where('client_key_hash', '=', hashClientKey(DEMO_CLIENT_KEY))
    .executeTakeFirstOrThrow();
  return row.id;
}
