// Seasons: GET /seasons is the list every staff role sees (also the lookup of open seasons of the
// sale forms, docs/requirements.md §7: seasons are company-wide, so there is no scope).
// Registering, updating, the detail and the inventory are for Admin and Coordinator
// (docs/requirements.md §2, §6).
import { editDescription } from '../../../domain/record-edits.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seasonSchema } from '../../../domain/catalog.ts';
import {
  allocationInputSchema,
  seasonDetailSchema,
  seasonInputSchema,
  seasonUpdateSchema,
  seasonInventorySchema,
  seasonListQuerySchema,
} from '../../../domain/seasons.ts';
import { pageSchema } from '../../../domain/pagination-schemas.ts';
import { rolesFor } from '../../../domain/policy.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { signedInStaff } from '../../auth/current.ts';
import { AppError } from '../../http/app-error.ts';
import { envelope } from '../shared/envelope.ts';
import { findSeason, listSeasons } from './repository.ts';
import {
  allocateSeasonInventory,
  createSeason,
  readSeasonInventory,
  seasonDetail,
  updateSeason,
} from './service.ts';
import { historyRoute } from '../shared/history.ts';
import { pathIdSchema } from '../../http/route-params.ts';

const seasonNotFound = () => new AppError('NOT_FOUND', 'La temporada no existe.');

const TAGS = ['Temporadas'];
const seasonParams = z.object({ id: pathIdSchema });

export const seasonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: Parameters<typeof signedInStaff>[0]) => ({
    userId: signedInStaff(request).userId,
    ip: request.ip,
  });

  // A season's history (its changes and inventory allocations): who manages seasons, as GET
  // /seasons/:id.
  await app.register(
    historyRoute({
      resource: 'seasons',
      tags: TAGS,
      access: rolesFor('manageSeasons'),
      assertVisible: async (_request, id) => {
        if (!(await findSeason(app.db, id))) throw seasonNotFound();
      },
    }),
  );

  app.get(
    '/seasons',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Temporadas (filtros: nombre, abiertas para venta o para DKbonos)',
        querystring: seasonListQuerySchema,
        response: { 200: envelope(pageSchema(seasonSchema)) },
      },
    },
    async (request) => {
      const { page, size, ...filters } = request.query;
      return { data: await listSeasons(app.db, filters, { page, size }) };
    },
  );

  app.get(
    '/seasons/:id',
    {
      config: { access: rolesFor('manageSeasons') },
      schema: {
        tags: TAGS,
        summary: 'Detalle de una temporada con los totales de su inventario',
        params: seasonParams,
        response: { 200: envelope(seasonDetailSchema) },
      },
    },
    async (request) => {
      const season = await seasonDetail(app.db, request.params.id);
      if (!season) throw seasonNotFound();
      return { data: season };
    },
  );

  app.post(
    '/seasons',
    {
      config: { access: rolesFor('manageSeasons') },
      schema: {
        tags: TAGS,
        summary: 'Registrar una temporada',
        body: seasonInputSchema,
        response: { 201: envelope(seasonDetailSchema) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const season = await createSeason(app.db, actor, request.body);
      return reply.status(201).send({ data: season });
    },
  );

  app.put(
    '/seasons/:id',
    {
      config: { access: rolesFor('manageSeasons') },
      schema: {
        tags: TAGS,
        summary: 'Modificar una temporada, abrirla o cerrarla para ventas y DKbonos',
        description: editDescription('Cerrar una temporada para ventas deja sus ventas de solo lectura.'),
        params: seasonParams,
        body: seasonUpdateSchema,
        response: { 200: envelope(seasonDetailSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return { data: await updateSeason(app.db, actor, request.params.id, request.body) };
    },
  );

  app.get(
    '/seasons/:id/inventory',
    {
      config: { access: rolesFor('manageSeasons') },
      schema: {
        tags: TAGS,
        summary: 'Inventario de la temporada: asignado, vendido, reservado por DKbonos y disponible',
        params: seasonParams,
        response: { 200: envelope(seasonInventorySchema) },
      },
    },
    async (request) => {
      return { data: await readSeasonInventory(app.db, request.params.id) };
    },
  );

  app.put(
    '/seasons/:id/inventory',
    {
      config: { access: rolesFor('manageSeasons') },
      schema: {
        tags: TAGS,
        summary: 'Asignar bolsas por producto en la temporada',
        description:
          'Nunca por debajo de lo vendido más lo reservado (409 ALLOCATION_BELOW_COMMITTED, con el mínimo de cada producto); un producto deshabilitado no recibe más bolsas (409 PRODUCT_DISABLED).',
        params: seasonParams,
        body: allocationInputSchema,
        response: { 200: envelope(seasonInventorySchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return { data: await allocateSeasonInventory(app.db, actor, request.params.id, request.body) };
    },
  );
};
