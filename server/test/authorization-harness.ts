// The authorization harness's shared pieces (reused by the reliability suite): who calls, the
// accounts behind each role, how a route's path gets concrete values, and the answer a route's own
// access declaration promises each caller.
import type { LightMyRequestResponse } from 'fastify';
import { ROLES, type Role } from '../../domain/roles.ts';
import { createSession } from '../auth/sessions.ts';
import type { RegisteredRoute } from '../http/access.ts';
import { demoFarmerClientId, DEMO_EMAILS, type TestContext } from './helper.ts';

export type Caller = 'anonymous' | 'bad API key' | Role;
export const CALLERS: readonly Caller[] = ['anonymous', 'bad API key', ...ROLES];

/** A staff account per role; the consultant has accepted the terms, so TOS_REQUIRED cannot mask a result. */
const STAFF_ACCOUNTS = {
  ADMIN: DEMO_EMAILS.ADMIN,
  COORDINATOR: DEMO_EMAILS.COORDINATOR,
  SUPERVISOR: DEMO_EMAILS.SUPERVISOR,
  CONSULTANT: 'consultor.noroeste@agroventas.mx',
} as const;

/** Values for path parameters that are not a plain record id. */
const PARAM_VALUES: Record<string, string> = {
  type: 'DISTRIBUTOR',
  product: 'microsoft',
  role: 'farmer',
};

export function concretePath(url: string, values: Record<string, string> = {}): string {
  return url
    .replace(/:(\w+)\??/g, (_match, name: string) => values[name] ?? PARAM_VALUES[name] ?? '1')
    .replace(/\*$/, '');
}

export interface Expectation {
  /** Exact status and code, or "anything but 401/403" when null. */
  exact: { status: number; code: string } | null;
}

export function expectationFor(route: RegisteredRoute, caller: Caller): Expectation {
  const { access } = route;
  if (caller === 'bad API key') {
    if (!route.skipApiKey) return { exact: { status: 403, code: 'API_KEY_INVALID' } };
    // Without the key check, a bad key is just an anonymous call.
    return expectationFor(route, 'anonymous');
  }
  if (access === 'public') return { exact: null };
  if (caller === 'anonymous') return { exact: { status: 401, code: 'UNAUTHENTICATED' } };
  if (access === 'authenticated' || access.includes(caller)) return { exact: null };
  return { exact: { status: 403, code: 'FORBIDDEN' } };
}

export function describeExpectation(expectation: Expectation): string {
  return expectation.exact ? `${expectation.exact.status} ${expectation.exact.code}` : 'not 401/403';
}

export function meets(expectation: Expectation, response: LightMyRequestResponse): boolean {
  const code = codeOf(response);
  if (expectation.exact)
    return response.statusCode === expectation.exact.status && code === expectation.exact.code;
  return response.statusCode !== 401 && response.statusCode !== 403;
}

export function codeOf(response: LightMyRequestResponse): string {
  try {
    const body: unknown = response.json();
    return body && typeof body === 'object' && 'code' in body ? String(body.code) : '-';
  } catch {
    return '-';
  }
}

export type SessionOwner = { userId: number } | { clientId: number };

/** The user (or, for FARMER, the demo farmer) behind each role. */
export async function roleOwners(ctx: TestContext): Promise<Record<Role, SessionOwner>> {
  const db = ctx.database.db;
  const owners = {} as Record<Role, SessionOwner>;
  for (const [role, email] of Object.entries(STAFF_ACCOUNTS) as [Role, string][]) {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    owners[role] = { userId: user.id };
  }
  owners.FARMER = { clientId: await demoFarmerClientId(ctx) };
  return owners;
}

/** A fresh session cookie (name=value) for `owner`: a route such as logout may end the one it was called with. */
export async function sessionCookie(
  ctx: TestContext,
  owner: SessionOwner,
  userAgent = 'authorization-harness',
) {
  const token = await createSession(ctx.database.db, owner, ctx.config, userAgent);
  return `${ctx.config.COOKIE_NAME}=${token}`;
}
