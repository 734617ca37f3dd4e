// Shared set-up of the reliability suite: the database it runs on, staff sessions for every active
// account (consultants with the terms accepted, so TOS_REQUIRED never masks a result), and the
// routes the app declares.
import type { Role } from '../../../domain/roles.ts';
import { createSession } from '../../../server/auth/sessions.ts';
import type { DatabaseKind } from '../../../server/db/connect.ts';
import { testDatabaseKinds, type TestContext } from '../../../server/test/helper.ts';
import { consultantsAcceptCurrentTerms } from './sale-fixture.ts';

/** The databases every check runs on: PGlite, and PostgreSQL when a URL is configured (as in CI and by default). */
export function reliabilityKinds(): DatabaseKind[] {
  return testDatabaseKinds();
}

export interface Actor {
  label: string;
  role: Role;
  userId: number | null;
  clientId: number | null;
  zoneId: number | null;
  cookie: string;
}

/** Every active staff account and every active customer holding a client key, each with a session. */
export async function allActors(ctx: TestContext): Promise<Actor[]> {
  const db = ctx.database.db;
  await consultantsAcceptCurrentTerms(db);
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'zone_id'])
    .where('status', '=', 'ACTIVE')
    .where('role', 'is not', null)
    .orderBy('id')
    .execute();
  const farmers = await db
    .selectFrom('clients')
    .select(['id', 'zone_id'])
    .where('status', '=', 'ACTIVE')
    .where('client_key_hash', 'is not', null)
    .orderBy('id')
    .execute();
  const actors: Actor[] = [];
  for (const user of users) {
    if (!user.role) continue;
    const token = await createSession(db, { userId: user.id }, ctx.config, 'reliability');
    actors.push({
      label: `${user.role} ${user.email}`,
      role: user.role,
      userId: user.id,
      clientId: null,
      zoneId: user.zone_id,
      cookie: `${ctx.config.COOKIE_NAME}=${token}`,
    });
  }
  for (const farmer of farmers) {
    const token = await createSession(db, { clientId: farmer.id }, ctx.config, 'reliability');
    actors.push({
      label: `FARMER client ${farmer.id}`,
      role: 'FARMER',
      userId: null,
      clientId: farmer.id,
      zoneId: farmer.zone_id,
      cookie: `${ctx.config.COOKIE_NAME}=${token}`,
    });
  }
  return actors;
}

/** A distinct client address per request, so the per-address sign-in limits never answer for another check. */
let addressCounter = 0;
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}
