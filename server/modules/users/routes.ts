// Users endpoints: accepting the terms (docs/requirements.md §7, empty body), and the staff
// accounts in three groups: reading (read-routes.ts), managing (manage-routes.ts) and one's own
// account (profile-routes.ts). Scope and power rules are docs/design.md §6, enforced in the
// services.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptTosResultSchema } from '../../../domain/auth.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { signedInStaff } from '../../auth/current.ts';
import { envelope } from '../shared/envelope.ts';
import { manageUserRoutes } from './manage-routes.ts';
import { ownAccountRoutes } from './profile-routes.ts';
import { readUserRoutes } from './read-routes.ts';
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
      data: await acceptCurrentTerms(app.db, app.listCache, signedInStaff(request).userId, request.ip),
    }),
  );
  await app.register(readUserRoutes);
  await app.register(manageUserRoutes);
  await app.register(ownAccountRoutes);
};
