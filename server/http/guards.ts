// The gate every API request passes: the app's API key, the Origin of state-changing requests
// (the CSRF defence: SameSite cannot help inside a Teams frame), the session, then the route's access,
// all before the body is read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { loadSession } from '../auth/sessions.ts';
import { AppError } from './app-error.ts';
import { checkAccess } from './access.ts';
import { timingSafeEqual } from 'node:crypto';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * docs/design.md §4: writes are accepted from the app's origins plus the Teams hosts (Teams on the web, the
 * new Teams, Teams for personal use, and Outlook / Microsoft 365 where a Teams app also runs). Only
 * the Origin check: they are not CORS origins, so none of them can read our answers.
 */
const TEAMS_HOST_ORIGINS: ReadonlySet<string> = new Set([
  'https://teams.microsoft.com',
  'https://teams.cloud.microsoft',
  'https://teams.live.com',
  'https://outlook.office.com',
  'https://outlook.office365.com',
  'https://www.office.com',
  'https://m365.cloud.microsoft',
]);

/** The key of a link download (`apiKeyInQuery` routes, GET only): `?key=`. */
function linkKeyOf(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || !request.routeOptions.config.apiKeyInQuery) return undefined;
  const key = (request.query as Record<string, unknown> | undefined)?.key;
  return typeof key === 'string' ? key : undefined;
}

export function registerRequestGuards(app: FastifyInstance, db: Kysely<Database>, config: Config): void {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const routeConfig = request.routeOptions.config;
    if (!routeConfig.access) return; // not an API route (static files, the SPA, the bot)
    if (!routeConfig.skipApiKey) {
      const key = request.headers['x-api-key'] ?? linkKeyOf(request);
      if (typeof key !== 'string' || !sameSecret(key, config.API_KEY)) throw new AppError('API_KEY_INVALID');
    }
    // A route that skips the key is not called by our page (the bot endpoint: Microsoft calls it, with
    // its own bearer token and no cookie), so the Origin check, a CSRF defence for the page, does not apply.
    if (!SAFE_METHODS.has(request.method) && !routeConfig.skipApiKey) {
      const origin = request.headers.origin;
      if (!origin || !(config.allowedOrigins.includes(origin) || TEAMS_HOST_ORIGINS.has(origin)))
        throw new AppError('ORIGIN_NOT_ALLOWED');
    }
    const token = request.cookies[config.COOKIE_NAME];
    request.auth = token ? await loadSession(db, app.listCache, token, config) : null;
    // Before the body is even parsed: an anonymous caller learns nothing about the schema or content types.
    checkAccess(request, routeConfig.access);
  });
}
