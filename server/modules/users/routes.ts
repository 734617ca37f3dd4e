// Users endpoints. Issue 2 needs only POST /users/accept-tos (SPEC §7: empty body).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptTosResultSchema } from '../../../domain/auth.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { signedInStaff } from '../../auth/current.ts';
import { envelope } from '../envelope.ts';
import { acceptCurrentTerms } from './service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/accept-tos',
    {
      config: { access: STAFF_ROLES, allowWithoutTos: true },
      schema: {
        tags: ['Usuarios'],
        summary: 'Acepta los términos y condiciones vigentes',
        response: { 200: envelope(acceptTosResultSchema) },
      },
    },
    async (request) => ({
      data: await acceptCurrentTerms(app.db, signedInStaff(request).userId, request.ip),
    }),
  );
};
