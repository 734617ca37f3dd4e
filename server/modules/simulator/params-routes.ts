// Simulator parameter endpoints (docs/requirements.md §2 params/simulator-params): every signed-in
// user reads them (the farmer simulator starts from them); only an admin changes them, and every
// change is audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { editDescription } from '../../../domain/record-edits.ts';
import {
  simulatorParamsResponseSchema,
  simulatorParamsUpdateSchema,
} from '../../../domain/simulator-params.ts';
import { rolesFor } from '../../../domain/policy.ts';
import { signedIn, signedInStaff } from '../../auth/current.ts';
import { envelope } from '../shared/envelope.ts';
import { currentSimulatorParams, updateSimulatorParams } from './params-service.ts';

const TAGS = ['Parámetros del simulador'];
const paramsAnswer = envelope(simulatorParamsResponseSchema);

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
      return { data: await currentSimulatorParams(app.db) };
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
      const actor = { userId: signedInStaff(request).userId, ip: request.ip };
      return { data: await updateSimulatorParams(app.db, actor, request.body) };
    },
  );
};
