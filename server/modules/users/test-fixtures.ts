// Shared set-up of the users API tests: the demo accounts by name, JSON calls as someone, sign-ins
// from distinct addresses (so the per-address limits never interfere) and the link of a mail.
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from '../../test/helper.ts';
import { idWhere, STAFF_EMAILS, zoneIdOf } from '../../test/api-fixture.ts';

export const ACCOUNTS = {
  ...STAFF_EMAILS,
  disabled: 'consultor.baja@agroventas.mx',
  pending: ['miguel.rosas@agroventas.mx', 'daniela.ochoa@agroventas.mx', 'jose.quintero@agroventas.mx'],
} as const;

export type Caller = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

function callerOf(ctx: TestContext): Caller {
  return (method, url, cookie, payload) =>
    ctx.request({
      method,
      url: `/api${url}`,
      cookie,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      headers: payload === undefined ? {} : { 'content-type': 'application/json' },
    });
}

/** apiFixture's `prepare` of the users tests: JSON calls as someone, and the ids of two demo zones. */
export async function usersWorld(ctx: TestContext) {
  return {
    call: callerOf(ctx),
    bajio: await zoneIdOf(ctx, 'Occidente-Bajío'),
    noroeste: await zoneIdOf(ctx, 'Noroeste'),
  };
}

let address = 0;

/** POST /auth/ from a fresh address. */
export function signIn(ctx: TestContext, email: string, password: string): Promise<LightMyRequestResponse> {
  address += 1;
  return ctx.request({
    method: 'POST',
    url: '/api/auth/',
    payload: { email, password },
    remoteAddress: `10.40.${Math.floor(address / 250)}.${address % 250}`,
  });
}

/** POST /auth/reset-password (the /new-password page's call) from a fresh address. */
export function setPasswordWithToken(
  ctx: TestContext,
  token: string,
  password: string,
): Promise<LightMyRequestResponse> {
  address += 1;
  return ctx.request({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
    remoteAddress: `10.41.${Math.floor(address / 250)}.${address % 250}`,
  });
}

/** The token of the /new-password link in the newest mail to the address. */
export function linkTokenIn(ctx: TestContext, to: string): string {
  const mail = ctx.mails.filter((m) => m.to === to).at(-1);
  const token = /\/new-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`No /new-password link in a mail to ${to}`);
  return token;
}

export const distributorIdOf = (ctx: TestContext, name: string) => idWhere(ctx, 'partners', 'name', name);

/** A read account's role and assignment as an edit of it sends them back (a null one left out). */
export function assignmentOf(user: Record<string, unknown>) {
  return {
    role: user.role,
    zoneId: user.zoneId ?? undefined,
    supervisorId: user.supervisorId ?? undefined,
    distributorId: user.distributorId ?? undefined,
  };
}
