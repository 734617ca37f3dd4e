// Simulator endpoints (docs/design.md §9): the calculation itself, the hybrids to compare, and saved runs
// for every signed-in user. A farmer works on its own runs; staff on their own and on the runs of
// the customers inside their scope. Anything else answers 404, like a run that does not exist.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '../../../domain/pagination-schemas.ts';
import {
  farmSchema,
  hybridOptionSchema,
  saveSimulationSchema,
  simulationDetailSchema,
  simulationInputSchema,
  simulationListQuerySchema,
  simulationResultSchema,
  simulationSummarySchema,
} from '../../../domain/simulator-schemas.ts';
import { simulate } from '../../../domain/simulator.ts';
import { signedIn } from '../../auth/current.ts';
import { AppError } from '../../http/app-error.ts';
import { idempotencyHeaders, runIdempotently } from '../../http/idempotency.ts';
import { envelope } from '../shared/envelope.ts';
import { findFarm, findSimulation, listHybrids } from './repository.ts';
import { listSimulationsFor, saveSimulation } from './service.ts';
import { renderSimulationPdf } from './simulation-pdf.ts';
import { pathIdSchema } from '../../http/route-params.ts';

const TAGS = ['Simulador'];
const idParams = z.object({ id: pathIdSchema });
const detailAnswer = envelope(simulationDetailSchema);
const NOT_FOUND = 'La simulación no existe.';

export const simulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/simulator/simulate',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'Calcular un escenario: bolsas, inversión, ingreso, margen, ROI y punto de equilibrio',
        description: 'Dinero en pesos con 2 decimales; roi es una fracción (1.0661 = 106.61 %).',
        body: simulationInputSchema,
        response: { 200: envelope(simulationResultSchema) },
      },
    },
    async (request) => ({ data: simulate(request.body) }),
  );

  app.get(
    '/simulator/hybrids',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'Híbridos habilitados para comparar, con semillas por bolsa y precio',
        response: { 200: envelope(z.array(hybridOptionSchema)) },
      },
    },
    async () => ({ data: await listHybrids(app.db) }),
  );

  app.get(
    '/simulator/farm',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'Hectáreas y tipo de producción del registro del agricultor, para empezar la simulación',
        description: 'Solo del propio agricultor; para el personal, ambos null.',
        response: { 200: envelope(farmSchema) },
      },
    },
    async (request) => ({ data: await findFarm(app.db, signedIn(request)) }),
  );

  app.get(
    '/simulator/simulations',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'Simulaciones guardadas: las propias, o las de un cliente (clientId) dentro del alcance',
        querystring: simulationListQuerySchema,
        response: { 200: envelope(pageSchema(simulationSummarySchema)) },
      },
    },
    async (request) => ({ data: await listSimulationsFor(app.db, signedIn(request), request.query) }),
  );

  app.post(
    '/simulator/simulations',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'Guardar una simulación (de 1 a 3 escenarios); el servidor calcula los resultados',
        description:
          'Un agricultor guarda para sí mismo; el personal, para sí o para un cliente de su alcance (clientId). Con Idempotency-Key un reintento devuelve la primera respuesta.',
        headers: idempotencyHeaders,
        body: saveSimulationSchema,
        response: { 201: detailAnswer },
      },
    },
    async (request, reply) => {
      const auth = signedIn(request);
      return runIdempotently(
        app.db,
        request,
        reply,
        { statusCode: 201, schema: detailAnswer },
        async (trx) => {
          const id = await saveSimulation(trx, auth, request.body, request.ip);
          const detail = await findSimulation(trx, auth, id);
          if (!detail) throw new AppError('NOT_FOUND', NOT_FOUND);
          return { data: detail };
        },
      );
    },
  );

  app.get(
    '/simulator/simulations/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'Una simulación guardada con sus escenarios, resultados y comparación',
        params: idParams,
        response: { 200: detailAnswer },
      },
    },
    async (request) => {
      const detail = await findSimulation(app.db, signedIn(request), request.params.id);
      if (!detail) throw new AppError('NOT_FOUND', NOT_FOUND);
      return { data: detail };
    },
  );

  app.get(
    '/simulator/simulations/:id/pdf',
    {
      config: { access: 'authenticated' },
      schema: { tags: TAGS, summary: 'Resumen imprimible de una simulación en PDF', params: idParams },
    },
    async (request, reply) => {
      const detail = await findSimulation(app.db, signedIn(request), request.params.id);
      if (!detail) throw new AppError('NOT_FOUND', NOT_FOUND);
      const pdf = await renderSimulationPdf(detail);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="simulacion-${detail.id}.pdf"`)
        .send(pdf);
    },
  );
};
