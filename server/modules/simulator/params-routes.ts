// Simulator parameter endpoints (docs/requirements.md §2 params/simulator-params; issue 5): every signed-in user reads
// them (the farmer simulator starts from them); only an admin changes them, and every change is audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { simulatorParamsResponseSchema, simulatorParamsSetSchema } from '../../../domain/simulator-params.ts';
import { rolesFor } from '../../../domain/policy.ts';
import { signedIn, signedInStaff } from '../../auth/current.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { envelope } from '../shared/envelope.ts';
import { readSimulatorParams, writeSimulatorParams } from './params-repository.ts';

const TAGS = ['Parámetros del simulador'];
const paramsAnswer = envelope(simulatorParamsResponseSchema);

const missing = () => new AppError('NOT_FOUND', 'Los parámetros del simulador no están configurados.');

export const simulatorParamsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/simulator/params',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'Parámetros del simulador por tipo de producción (grano y forraje)',
        response: { 200: paramsAnswer },
      },
    },
    async (request) => {
      signedIn(request);
      const params = await readSimulatorParams(app.db);
      if (!params) throw missing();
      return { data: params };
    },
  );

  app.put(
    '/simulator/params',
    {
      config: { access: rolesFor('manageParams') },
      schema: {
        tags: TAGS,
        summary: 'Cambiar los parámetros del simulador (ambos tipos de producción)',
        body: simulatorParamsSetSchema,
        response: { 200: paramsAnswer },
      },
    },
    async (request) => {
      const { userId } = signedInStaff(request);
      return app.db.transaction().execute(async (trx) => {
        const before = await readSimulatorParams(trx, true);
        await writeSimulatorParams(trx, request.body);
        const after = await readSimulatorParams(trx);
        if (!after) throw missing();
        await writeAudit(trx, {
          actorUserId: userId,
          action: 'simulator-params.update',
          entity: 'simulator_params',
          before,
          after: { grain: after.grain, silage: after.silage },
          ip: request.ip,
        });
        return { data: after };
      });
    },
  );
};
