// Deny by default: every API route declares who may call it in its config (`access`), and a route
// without a declaration fails at start-up. The check runs before the handler, on every request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../domain/roles.ts';
import { AppError } from './app-error.ts';

/** 'public': anyone (the API key is still checked); 'authenticated': any signed-in user; or a role list. */
export type Access = 'public' | 'authenticated' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Consultants who have not accepted the current terms may still call it (me, terms, accept, logout). */
    allowWithoutTos?: boolean;
    /** Not called by our page: skips the x-api-key and Origin checks (health, docs, the bot endpoint). */
    skipApiKey?: boolean;
    /**
     * A file our page downloads by navigating a link (the list exports): a link cannot send
     * headers, so on GET the app's key may come as the `key` query parameter instead. The key is public
     * (docs/decisions.md, API and security); the session cookie is what authorizes.
     */
    apiKeyInQuery?: boolean;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
  skipApiKey?: boolean;
}

export function declaredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return (app as unknown as { declaredRoutes: RegisteredRoute[] }).declaredRoutes;
}

/** Collects every route and refuses any API route without an access declaration. */
export function enforceAccessDeclarations(app: FastifyInstance, prefixes: string[]): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('declaredRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!prefixes.some((p) => route.url.startsWith(p))) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, url: route.url, access, skipApiKey: route.config?.skipApiKey === true });
    }
  });
}

export function checkAccess(request: FastifyRequest, access: Access): void {
  if (access === 'public') return;
  const auth = request.auth;
  if (!auth) throw new AppError('UNAUTHENTICATED');
  if (access !== 'authenticated' && !access.includes(auth.role)) throw new AppError('FORBIDDEN');
  if (auth.mustAcceptTos && !request.routeOptions.config.allowWithoutTos) throw new AppError('TOS_REQUIRED');
}
