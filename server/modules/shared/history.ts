// A record's history (docs/design.md §6): GET /<resource>/:id/history, newest first, in
// pages, told in Spanish (domain/history.ts). Every module mounts it with historyRoute and its own
// visibility check, the same one its GET /<resource>/:id uses: whoever could not read the record
// gets the same refusal (404 out of scope, 403 for a role without access), and nothing of it.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  describeChanges,
  historyActionLabel,
  historyEntrySchema,
  referencedIds,
  SYSTEM_ACTOR,
  type HistoryEntry,
} from '../../../domain/history.ts';
import type { HistoryResource } from '../../../domain/history-values.ts';
import { type Page } from '../../../domain/pagination.ts';
import { pagedQuerySchema, pageSchema } from '../../../domain/pagination-schemas.ts';
import type { Role } from '../../../domain/roles.ts';
import type { Database } from '../../db/database.ts';
import { envelope } from './envelope.ts';
import { countHistory, historyRows, referenceNames } from './history-repository.ts';
import { pathIdSchema } from '../../http/route-params.ts';

/** The audit log's entity name of each kind of record (what writeAudit calls it). */
const HISTORY_ENTITIES: Record<HistoryResource, string> = {
  sales: 'sale',
  vouchers: 'voucher',
  clients: 'clients',
  users: 'users',
  products: 'product',
  seasons: 'season',
  partners: 'partners',
};

async function readHistory(
  db: Kysely<Database>,
  resource: HistoryResource,
  id: number,
  pagination: { page: number; size: number },
): Promise<Page<HistoryEntry>> {
  const entity = HISTORY_ENTITIES[resource];
  const { page, size } = pagination;
  const [totalRecords, rows] = await Promise.all([
    countHistory(db, entity, id),
    historyRows(db, entity, id, size, (page - 1) * size),
  ]);
  const names = await referenceNames(db, referencedIds(rows));
  const data = rows.map((row) => ({
    id: row.id,
    at: row.created_at.toISOString(),
    actor: row.actor_user ?? row.actor_client ?? SYSTEM_ACTOR,
    action: historyActionLabel(row.action),
    changes: describeChanges(row, names, resource),
  }));
  return { data, page, size, totalPages: Math.ceil(totalRecords / size), totalRecords, countKind: 'exact' };
}

export interface HistoryRouteOptions {
  resource: HistoryResource;
  tags: string[];
  /** The roles of the record's own GET /<resource>/:id. */
  access: readonly Role[];
  /** Throws exactly as the record's own GET would when the caller may not read it. */
  assertVisible(request: FastifyRequest, id: number): Promise<void>;
}

const historyParams = z.object({ id: pathIdSchema });

export function historyRoute(options: HistoryRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `/${options.resource}/:id/history`,
      {
        config: { access: options.access },
        schema: {
          tags: options.tags,
          summary: 'Historial de cambios del registro, del más reciente al más antiguo',
          params: historyParams,
          querystring: pagedQuerySchema,
          response: { 200: envelope(pageSchema(historyEntrySchema)) },
        },
      },
      async (request) => {
        await options.assertVisible(request, request.params.id);
        return { data: await readHistory(app.db, options.resource, request.params.id, request.query) };
      },
    );
  };
}
