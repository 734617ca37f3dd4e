// Seasons endpoints of issue 2: GET /seasons, the lookup of open seasons (SPEC §7). Seasons are
// company-wide, so every staff role sees them all; management comes with the seasons issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seasonQuerySchema, seasonSchema } from '../../../domain/catalog.ts';
import { pageSchema, paginationQuerySchema } from '../../../domain/pagination.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { envelope } from '../envelope.ts';
import { listSeasons } from './repository.ts';

export const seasonsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seasons',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: ['Temporadas'],
        summary: 'Temporadas (filtros: abiertas para venta o para DKbonos)',
        querystring: paginationQuerySchema.extend(seasonQuerySchema.shape),
        response: { 200: envelope(pageSchema(seasonSchema)) },
      },
    },
    async (request) => {
      const { page, size, ...filters } = request.query;
      return { data: await listSeasons(app.db, filters, { page, size }) };
    },
  );
};
