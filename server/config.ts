// Configuration: every environment variable is read and validated here, once (README lists them).
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');
const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));
const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optional,
  DATA_DIR: z.string().default('./data'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** The change feed's heartbeat, its deadline, and the longest anything is kept (server/db/change-feed.ts). */
  CHANGE_FEED_HEARTBEAT_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  CHANGE_FEED_DEADLINE_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  CHANGE_FEED_MAX_AGE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  SEED_DEMO: bool,
  DEMO_PASSWORD: optional,
  DEMO_CLIENT_KEY: optional,
  API_KEY: optional,
  /** Public address; defaults to http://localhost:<PORT>. */
  PUBLIC_URL: optional.pipe(z.url().optional()),
  CORS_ORIGINS: list,
  TRUST_PROXY: bool,
  COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('av_session'),
  COOKIE_SAME_SITE: z.enum(['lax', 'strict', 'none']).default('none'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .min(0.1)
    .max(24 * 30)
    .default(12),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Agroventas <no-responder@agroventas.mx>'),
  /** Entra tenants whose staff may sign in with Microsoft (comma list of tenant ids); the first is the home tenant. */
  MS_TENANT_ID: optional.refine(
    (v) => v === undefined || v.split(',').every((t) => GUID.test(t.trim())),
    'debe ser una lista de identificadores de inquilino (GUID) separados por comas',
  ),
  /** Application (client) id of the app's Entra registration (the SPA and our API). */
  MS_CLIENT_ID: optional,
  /** Application ID URI of our API (api://<host>/<client id>) when the app asks for tokens for our API. */
  MS_API_AUDIENCE: optional,
  /** The delegated scope our API exposes; tokens for our API must carry it in `scp`. */
  MS_API_SCOPE: z.string().trim().min(1).default('access_as_user'),
  /** Sign-in authority for the browser; default https://login.microsoftonline.com/<tenant>. */
  MS_AUTHORITY: optional.pipe(z.url().optional()),
  /** Where Entra's signing keys are published; overridable so tests point at a local fake. */
  MS_JWKS_URL: optional.pipe(z.url().optional()),
  GRAPH_BASE_URL: z.url().default('https://graph.microsoft.com/v1.0'),
  /** The Teams bot's Entra app (notification cards). Unset: no bot endpoint, no cards. */
  BOT_APP_ID: optional,
  /** Client secret of the bot; unset with BOT_APP_ID set means a managed identity (Azure). */
  BOT_APP_PASSWORD: optional,
  BOT_TENANT_ID: optional,
  /** Bot Framework OpenID metadata that signs inbound activities; overridable for a local fake. */
  BOT_OPENID_METADATA_URL: optional.pipe(z.url().optional()),
  /** Id of the Teams app (manifest id), so a card's button opens the record inside the Teams tab. */
  TEAMS_APP_ID: optional,
  STATIC_DIR: z.string().default('./dist/app'),
});

type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL'> {
  PUBLIC_URL: string;
  /** The API key the static app sends in x-api-key; generated per start when unset (it is public). */
  API_KEY: string;
  apiKeyGenerated: boolean;
  /** Origins allowed to call the API from a browser (CORS and the Origin check of writes). */
  allowedOrigins: string[];
  /** Hosts that may frame the app (Teams, Outlook, Office), for the CSP frame-ancestors. */
  frameAncestors: string[];
  /** Entra tenants allowed to sign in with Microsoft (MS_TENANT_ID split); empty: Microsoft sign-in is off. */
  msTenants: string[];
  /** Origins the page talks to for Microsoft sign-in (CSP connect-src and frame-src). */
  microsoftOrigins: string[];
}

/** Hosts Microsoft documents for Teams tabs running in Teams, Outlook and the Microsoft 365 app. */
const MICROSOFT_HOSTS = [
  'https://teams.microsoft.com',
  'https://*.teams.microsoft.com',
  'https://teams.cloud.microsoft',
  'https://*.cloud.microsoft',
  'https://*.office.com',
  'https://outlook.office.com',
  'https://outlook.office365.com',
  'https://*.microsoft365.com',
  'https://*.officeapps.live.com',
];

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  const publicOrigin = new URL(publicUrl).origin;
  return {
    ...values,
    PUBLIC_URL: publicUrl,
    API_KEY: values.API_KEY ?? randomBytes(18).toString('base64url'),
    apiKeyGenerated: values.API_KEY === undefined,
    allowedOrigins: [...new Set([publicOrigin, ...values.CORS_ORIGINS.map((o) => new URL(o).origin)])],
    frameAncestors: ["'self'", ...MICROSOFT_HOSTS],
    msTenants: (values.MS_TENANT_ID ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    microsoftOrigins: [
      ...new Set([
        'https://login.microsoftonline.com',
        'https://graph.microsoft.com',
        ...(values.MS_AUTHORITY ? [new URL(values.MS_AUTHORITY).origin] : []),
      ]),
    ],
  };
}
