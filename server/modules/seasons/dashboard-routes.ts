// GET /seasons/{id}/dashboard: the season at a glance for every manager (the "Resumen de temporada"
// of Admin, Coordinator and Supervisor; domain/policy.ts viewSeasonOverview).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rolesFor } from '../../../domain/policy.ts';
import { seasonDashboardSchema } from '../../../domain/season-figures.ts';
import { signedInStaff } from '../../auth/current.ts';
import { AppError } from '../../http/app-error.ts';
import { envelope } from '../shared/envelope.ts';
import { seasonDashboard } from './dashboard.ts';
import { pathIdSchema } from '../../http/route-params.ts';

const seasonParams = z.object({ id: pathIdSchema });

export const seasonDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seasons/:id/dashboard',
    {
      config: { access: rolesFor('viewSeasonOverview') },
      schema: {
        tags: ['Temporadas'],
        summary:
          'Tablero de la temporada: ventas por producto, zona, consultor y semana; DKbonos; inventario',
        description:
          'Sin ventas ni DKbonos cancelados. Un coordinador ve las ventas y DKbonos de su zona, un supervisor los de su equipo; el inventario es el de toda la temporada.',
        params: seasonParams,
        response: { 200: envelope(seasonDashboardSchema) },
      },
    },
    async (request) => {
      const dashboard = await seasonDashboard(app.db, signedInStaff(request), request.params.id);
      if (!dashboard) throw new AppError('NOT_FOUND', 'La temporada no existe.');
      return { data: dashboard };
    },
  );
};
