// GET /sales/summary/{seasonId} (issue 16): the strip of figures above the sales list, for every staff
// role, counting only the sales and DKbonos the caller may see (docs/design.md §6): a consultant its
// own, a supervisor its consultants', a coordinator its zone's, an admin all.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { seasonStripSchema } from '../../../domain/season-figures.ts';
import { signedInStaff } from '../../auth/current.ts';
import { AppError } from '../../http/app-error.ts';
import { envelope } from '../shared/envelope.ts';
import { seasonOfFigures, seasonSalesTotals, seasonVoucherTotals } from './season-figures.ts';

const stripParams = z.object({ seasonId: z.coerce.number().int().positive() });

export const salesFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const [sales, vouchers] = await Promise.all([
        seasonSalesTotals(app.db, auth, seasonId),
        seasonVoucherTotals(app.db, auth, seasonId),
      ]);
      return { data: { season, sales, vouchers } };
    },
  );
};
