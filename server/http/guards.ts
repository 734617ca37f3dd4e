// The gate every API request passes: the app's API key, the Origin of state-changing requests
// (the CSRF defence: SameSite cannot help inside a Teams frame), the session, then the route's access,
// all before the body is read.
import type { FastifyInstance } from 'fastify';
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

export function registerRequestGuards(app: FastifyInstance, db: Kysely<Database>, config: Config): void {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const routeConfig = request.routeOptions.config;
    if (!routeConfig.access) return; // not an API route (static files, the SPA, the bot)
    if (!routeConfig.skipApiKey) {
      const key = request.headers['x-api-key'];
      if (typeof key !== 'string' || !sameSecret(key, config.API_KEY)) throw new AppError('API_KEY_INVALID');
    }
    if (!SAFE_METHODS.has(request.method)) {
      const origin = request.headers.origin;
      if (!origin || !config.allowedOrigins.includes(origin)) throw new AppError('ORIGIN_NOT_ALLOWED');
    }
    const token = request.cookies[config.COOKIE_NAME];
    request.auth = token ? await loadSession(db, token, config) : null;
    // Before the body is even parsed: an anonymous caller learns nothing about the schema or content types.
    checkAccess(request, routeConfig.access);
  });
}
