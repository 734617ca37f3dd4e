// The context an API test starts from, shared by every module's API tests: the test context at the
// demo seed with a session per named demo account (made directly, so no sign-in rate limit
// applies), the ids of demo users and zones, a refusal's answer and the generic refusal of a stale edit.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import type { ErrorCode } from '../../domain/errors.ts';
import type { DatabaseKind } from '../db/connect.ts';
import { createTestContext, DEMO_EMAILS, type TestContext } from './helper.ts';

/** The id of the row whose `column` holds `value`: a demo account by its email, a zone or a partner by its name. */
export async function idWhere(
  ctx: TestContext,
  table: 'users' | 'zones' | 'partners',
  column: 'email' | 'name',
  value: string,
): Promise<number> {
  const row = await ctx.database.db
    .selectFrom(table)
    .select('id')
    .where(column, '=', value)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const userIdOf = (ctx: TestContext, email: string) => idWhere(ctx, 'users', 'email', email);

/** The id of a demo zone, by its name. */
export const zoneIdOf = (ctx: TestContext, name: string) => idWhere(ctx, 'zones', 'name', name);

/** A session cookie for a staff account; consultants get the current terms accepted first. */
export async function cookieFor(ctx: TestContext, email: string): Promise<string> {
  const db = ctx.database.db;
  const id = await userIdOf(ctx, email);
  await db
    .updateTable('users')
    .set({
      accepted_tos_at: new Date(),
      tos_version: sql<number>`(select max(version) from terms)`,
    })
    .where('id', '=', id)
    .where('role', '=', 'CONSULTANT')
    .execute();
  const token = await createSession(db, { userId: id }, ctx.config, 'sales-tests');
  return `${ctx.config.COOKIE_NAME}=${token}`;
}

export async function farmerCookie(ctx: TestContext): Promise<string> {
  const client = await ctx.database.db
    .selectFrom('clients')
    .select('id')
    .where('status', '=', 'ACTIVE')
    .executeTakeFirstOrThrow();
  const token = await createSession(ctx.database.db, { clientId: client.id }, ctx.config, 'sales-tests');
  return `${ctx.config.COOKIE_NAME}=${token}`;
}

/** The demo staff accounts the API tests act as, by the names the tests give them. */
export const STAFF_EMAILS = {
  admin: DEMO_EMAILS.ADMIN,
  coordinator: DEMO_EMAILS.COORDINATOR,
  supervisor: DEMO_EMAILS.SUPERVISOR,
  consultant: DEMO_EMAILS.CONSULTANT,
  consultant2: DEMO_EMAILS.CONSULTANT2,
  coordinatorNoroeste: 'coordinador.noroeste@agroventas.mx',
  supervisorNoroeste: 'supervisor.noroeste@agroventas.mx',
  consultantNoroeste: 'consultor.noroeste@agroventas.mx',
} as const;
export type StaffName = keyof typeof STAFF_EMAILS;

/**
 * A session cookie for each named demo account, made in the order given (every staff account and
 * then the demo farmer when none are named); `farmer` is a demo farmer's.
 */
async function cookiesFor<N extends StaffName | 'farmer'>(
  ctx: TestContext,
  names: readonly N[] = [...(Object.keys(STAFF_EMAILS) as N[]), 'farmer' as N],
): Promise<Record<N, string>> {
  const cookies: Partial<Record<N, string>> = {};
  for (const name of names) {
    const account: StaffName | 'farmer' = name;
    cookies[name] =
      account === 'farmer' ? await farmerCookie(ctx) : await cookieFor(ctx, STAFF_EMAILS[account]);
  }
  return cookies as Record<N, string>;
}

/**
 * The context an API test starts from, as the calling describe's beforeAll and afterAll: a test
 * context at the demo seed, a session cookie for each named account (cookiesFor: every staff
 * account and the demo farmer when none are named) and what `prepare` adds, which may act as those
 * accounts through the API (a record made as its owner). Its fields are set once
 * the describe's beforeAll has run; the context is closed after the describe.
 */
export function apiFixture<N extends StaffName | 'farmer', T extends object = object>(
  kind: DatabaseKind,
  options: {
    accounts?: readonly N[];
    prepare?: (ctx: TestContext, cookies: Record<N, string>) => Promise<T>;
  } = {},
): { ctx: TestContext; cookies: Record<N, string> } & T {
  const fixture = {} as { ctx: TestContext; cookies: Record<N, string> } & T;
  beforeAll(async () => {
    const ctx = await createTestContext(kind);
    fixture.ctx = ctx;
    const cookies = await cookiesFor(ctx, options.accounts);
    Object.assign(fixture, { cookies }, await options.prepare?.(ctx, cookies));
  });
  afterAll(async () => {
    await fixture.ctx?.close();
  });
  return fixture;
}

/** The session cookies of the named accounts, in the order named: the callers a role test loops over. */
export function cookiesOf<N extends string>(cookies: Record<N, string>, ...names: N[]): string[] {
  return names.map((name) => cookies[name]);
}

/** A staff account's full name as the app shows it (first name, then last names). */
export async function fullNameOf(ctx: TestContext, userId: number): Promise<string> {
  const user = await ctx.database.db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return `${user.first_name} ${user.last_name}`;
}

/** The ids of the sessions an account holds open: a staff user's, or a farmer's by its customer. */
export function openSessionsOf(ctx: TestContext, owner: { userId: number } | { clientId: number }) {
  const sessions = ctx.database.db.selectFrom('sessions').select('id');
  return (
    'userId' in owner
      ? sessions.where('user_id', '=', owner.userId)
      : sessions.where('client_id', '=', owner.clientId)
  ).execute();
}

/** The audit entry a change wrote: who made it and the record before and after, by action and record id. */
export function auditEntryOf(ctx: TestContext, action: string, entityId: number) {
  return ctx.database.db
    .selectFrom('audit_log')
    .select(['actor_user_id', 'before', 'after'])
    .where('action', '=', action)
    .where('entity_id', '=', String(entityId))
    .executeTakeFirstOrThrow();
}

/** The audit entries of one record (its entity and id), in the order they were written, with the given columns. */
export function auditTrailOf<C extends 'action' | 'actor_user_id' | 'before' | 'after'>(
  ctx: TestContext,
  entity: string,
  entityId: number,
  columns: readonly C[],
) {
  return ctx.database.db
    .selectFrom('audit_log')
    .select(columns)
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
}

/** A 400 VALIDATION_FAILED answer whose details hold, among any others, each of the given ones. */
export function expectFieldRefusals(
  response: LightMyRequestResponse,
  details: { path: string; message: string }[],
): void {
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.details).toEqual(expect.arrayContaining(details));
}

/** A refusal's answer: its status, and the error body with this code and message and nothing else. */
export function expectRefusal(
  response: LightMyRequestResponse,
  statusCode: number,
  code: ErrorCode,
  message: string,
): void {
  expect(response.statusCode).toBe(statusCode);
  expect(response.json()).toEqual({ statusCode, code, message });
}

/**
 * The answer to an edit that sent a version someone else has changed since: 409 RECORD_CHANGED
 * with the generic message (a record whose refusal names it says so in its own test).
 */
export function expectStaleEditRefused(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({
    code: 'RECORD_CHANGED',
    message: 'Alguien más cambió este registro; revisa los datos actuales.',
  });
}
