// Idempotency-Key on the creating and paying calls: a retried request with the same key (per
// user and route) gets the first answer instead of acting twice. The key row is inserted first,
// inside the business transaction: a concurrent duplicate blocks on the primary key until the
// first commits (then replays its stored answer) or rolls back (then acts itself). A failed
// request stores nothing, so it can be retried.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { sha256 } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import { AppError } from './app-error.ts';

const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The request header an idempotent route declares (its OpenAPI and validation): the key it reads. */
export const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: z.string().optional() });
/** Marks an answer as the stored one of an earlier request, so a client can tell a replay. */
const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

interface Answer<T> {
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

export interface IdempotentRoute<T> {
  /** The success status of the route, stored with the answer. */
  statusCode: number;
  /** The answer's shape: a replayed answer is read back from the database through it. */
  schema: z.ZodType<T>;
}

/** JSON with sorted keys, so the same body always hashes the same whatever order it was sent in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new AppError(
      'BAD_REQUEST',
      'La clave de idempotencia no es válida (hasta 200 caracteres visibles).',
    );
  }
  return header;
}

function scopeOf(request: FastifyRequest): string {
  const who = request.auth?.userId ?? `client-${request.auth?.clientId ?? 'anonymous'}`;
  return `${who}:${request.method} ${request.routeOptions.url ?? request.url}`;
}

/**
 * The route's answer: `action` run in one transaction, at most once per Idempotency-Key, sent with
 * the route's status and, when it is the stored answer of an earlier request, the replay header.
 */
export async function runIdempotently<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  route: IdempotentRoute<T>,
  action: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const answer = await answerOnce(db, request, route, action);
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true');
  reply.status(route.statusCode);
  return answer.body;
}

async function answerOnce<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  route: IdempotentRoute<T>,
  action: (trx: Transaction<Database>) => Promise<T>,
): Promise<Answer<T>> {
  const key = keyOf(request);
  if (key === null) return { body: await db.transaction().execute(action), replayed: false };
  const scope = scopeOf(request);
  const requestHash = sha256(canonicalJson({ params: request.params, body: request.body }));

  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ key, scope, request_hash: requestHash })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const stored = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response'])
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (stored.request_hash !== requestHash) {
        throw new AppError(
          'IDEMPOTENCY_CONFLICT',
          'Esta clave de idempotencia ya se usó con otra solicitud. Genera una clave nueva.',
        );
      }
      if (stored.status_code === null)
        throw new AppError('CONFLICT', 'La solicitud original sigue en proceso.');
      return { body: route.schema.parse(stored.response), replayed: true };
    }
    const body = await action(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ status_code: route.statusCode, response: JSON.stringify(body) })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
    return { body, replayed: false };
  });
}
