// Simulator parameter endpoints (docs/requirements.md §2 params/simulator-params): every signed-in
// user reads them (the farmer simulator starts from them); only an admin changes them, and every
// change is audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { editDescription } from '../../../domain/record-edits.ts';
import {
  simulatorParamsResponseSchema,
  simulatorParamsUpdateSchema,
  type SimulatorParamsSet,
} from '../../../domain/simulator-params.ts';
import { rolesFor } from '../../../domain/policy.ts';
import { signedIn, signedInStaff } from '../../auth/current.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { assertCurrentVersion } from '../shared/record-version.ts';
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
        description: editDescription(),
        body: simulatorParamsUpdateSchema,
        response: { 200: paramsAnswer },
      },
    },
    async (request) => {
      const { userId } = signedInStaff(request);
      return app.db.transaction().execute(async (trx) => {
        const before = await readSimulatorParams(trx, true);
        if (!before) throw missing();
        const { version } = request.body;
        if (version !== undefined) assertCurrentVersion(before, version);
        // A value the request left out keeps its stored one (domain/record-edits.ts).
        const sent = <T extends object>(values: T | undefined) =>
          Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined));
        const set: SimulatorParamsSet = {
          grain: { ...before.grain, ...sent(request.body.grain), productionKind: 'GRAIN' },
          silage: { ...before.silage, ...sent(request.body.silage), productionKind: 'SILAGE' },
        };
        await writeSimulatorParams(trx, set, before.version + 1);
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
