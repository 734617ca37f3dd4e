// GET /sales/summary/{seasonId}: the strip of figures above the sales list, for every staff role,
// counting only the sales and DKbonos the caller may see (docs/design.md §6): a consultant its own,
// a supervisor its consultants', a coordinator its zone's, an admin all. Without a season it sums
// every season: the strip then describes the same sales as the list unfiltered.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { seasonStripSchema, type SeasonStrip } from '../../../domain/season-figures.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import { signedInStaff } from '../../auth/current.ts';
import { AppError } from '../../http/app-error.ts';
import { envelope } from '../shared/envelope.ts';
import { seasonOfFigures, seasonSalesTotals, seasonVoucherTotals } from './season-figures.ts';
import { pathIdSchema } from '../../http/route-params.ts';

const stripParams = z.object({ seasonId: pathIdSchema });

async function stripFigures(
  app: FastifyInstance,
  auth: AuthContext,
  seasonId: number | undefined,
): Promise<Omit<SeasonStrip, 'season'>> {
  const [sales, vouchers] = await Promise.all([
    seasonSalesTotals(app.db, auth, seasonId),
    seasonVoucherTotals(app.db, auth, seasonId),
  ]);
  return { sales, vouchers };
}

export const salesFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sales/summary',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: ['Ventas'],
        summary: 'Cifras de todas las temporadas visibles para el usuario: ventas, bolsas, importe y DKbonos',
        description:
          'La tira de la lista de ventas sin filtro de temporada; sin cancelados, según el rol como la de una temporada.',
        response: { 200: envelope(seasonStripSchema) },
      },
    },
    async (request) => ({
      data: { season: null, ...(await stripFigures(app, signedInStaff(request), undefined)) },
    }),
  );
  app.get(
    '/sales/summary/:seasonId',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: ['Ventas'],
        summary: 'Cifras de una temporada visibles para el usuario: ventas, bolsas, importe y DKbonos',
        description:
          'Sin ventas ni DKbonos cancelados; según el rol, las propias, las del equipo o las de la zona.',
        params: stripParams,
        response: { 200: envelope(seasonStripSchema) },
      },
    },
    async (request) => {
      const auth = signedInStaff(request);
      const { seasonId } = request.params;
      const season = await seasonOfFigures(app.db, seasonId);
      if (!season) throw new AppError('NOT_FOUND', 'La temporada no existe.');
      return { data: { season, ...(await stripFigures(app, auth, seasonId)) } };
    },
  );
};
