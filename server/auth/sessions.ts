// Server sessions: a random id in an HttpOnly cookie, only its hash in the database, a sliding
// expiry renewed at most once a minute, and a new id at every sign-in.
import type { FastifyReply } from 'fastify';
import type { CompiledQuery, InferResult, Kysely } from 'kysely';
import type { Role } from '../../domain/roles.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { randomToken, sha256 } from './tokens.ts';
import type { ListCache } from '../modules/shared/list-cache.ts';
import { currentTermsVersion } from './terms.ts';

export interface AuthContext {
  /** Hash of the session id (the database key). */
  sessionHash: string;
  role: Role;
  userId: number | null;
  clientId: number | null;
  zoneId: number | null;
  mustAcceptTos: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const RENEW_AFTER_MS = 60_000;

export async function createSession(
  db: Kysely<Database>,
  owner: { userId: number } | { clientId: number },
  config: Config,
  userAgent: string | undefined,
): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('sessions')
    .values({
      id: sha256(token),
      user_id: 'userId' in owner ? owner.userId : null,
      client_id: 'clientId' in owner ? owner.clientId : null,
      expires_at: new Date(Date.now() + config.SESSION_TTL_HOURS * 3_600_000),
      user_agent: userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

export async function destroySession(db: Kysely<Database>, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.deleteFrom('sessions').where('id', '=', sha256(token)).execute();
}

/** Who holds a session, by the hash of its id: the statement every API request runs first. */
function buildSessionLookup(db: Kysely<Database>) {
  return db
    .selectFrom('sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('clients as c', 'c.id', 's.client_id')
    .select([
      's.id',
      's.user_id',
      's.client_id',
      's.expires_at',
      's.last_seen_at',
      'u.role',
      'u.status as user_status',
      'u.zone_id as user_zone_id',
      'u.tos_version',
      'c.status as client_status',
      'c.zone_id as client_zone_id',
    ])
    .where('s.id', '=', '');
}

type SessionRow = InferResult<ReturnType<typeof buildSessionLookup>>[number];
const sessionLookups = new WeakMap<Kysely<Database>, CompiledQuery<SessionRow>>();

/** The session lookup compiled once per database (building and compiling it cost more than running it). */
function sessionLookup(db: Kysely<Database>) {
  let compiled = sessionLookups.get(db);
  if (!compiled) {
    compiled = buildSessionLookup(db).compile();
    sessionLookups.set(db, compiled);
  }
  return compiled;
}

/** Resolves a cookie value to who is signed in, or null when the session is unknown, expired or its owner is not active. */
export async function loadSession(
  db: Kysely<Database>,
  cache: ListCache | null,
  token: string,
  config: Config,
): Promise<AuthContext | null> {
  const hash = sha256(token);
  const lookup: CompiledQuery<SessionRow> = { ...sessionLookup(db), parameters: [hash] };
  const [row] = (await db.executeQuery(lookup)).rows;
  if (!row) return null;
  const now = Date.now();
  if (new Date(row.expires_at).getTime() <= now) {
    await db.deleteFrom('sessions').where('id', '=', hash).execute();
    return null;
  }
  let context: AuthContext;
  if (row.user_id !== null) {
    if (row.user_status !== 'ACTIVE' || !row.role) return null;
    const termsVersion = row.role === 'CONSULTANT' ? await currentTermsVersion(db, cache) : null;
    context = {
      sessionHash: hash,
      role: row.role,
      userId: row.user_id,
      clientId: null,
      zoneId: row.user_zone_id ?? null,
      mustAcceptTos: termsVersion !== null && (row.tos_version ?? 0) < termsVersion,
    };
  } else {
    if (row.client_status !== 'ACTIVE') return null;
    context = {
      sessionHash: hash,
      role: 'FARMER',
      userId: null,
      clientId: row.client_id,
      zoneId: row.client_zone_id ?? null,
      mustAcceptTos: false,
    };
  }
  if (now - new Date(row.last_seen_at).getTime() > RENEW_AFTER_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now), expires_at: new Date(now + config.SESSION_TTL_HOURS * 3_600_000) })
      .where('id', '=', hash)
      .execute();
  }
  return context;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(config.COOKIE_NAME, token, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: config.COOKIE_SAME_SITE,
    // A framed app (Teams) needs a partitioned third-party cookie (CHIPS).
    partitioned: config.COOKIE_SAME_SITE === 'none',
    maxAge: Math.round(config.SESSION_TTL_HOURS * 3600),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(config.COOKIE_NAME, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: config.COOKIE_SAME_SITE,
    partitioned: config.COOKIE_SAME_SITE === 'none',
  });
}
