// One's own account, for every staff role: names and phone, and the password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '../../../domain/auth.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import {
  changePasswordSchema,
  updateOwnProfileSchema,
  userDetailSchema,
} from '../../../domain/users-schemas.ts';
import { signedInStaff } from '../../auth/current.ts';
import { envelope } from '../shared/envelope.ts';
import { changeOwnPassword, updateOwnProfile } from './own-account.ts';
import { USER_TAGS } from './read-routes.ts';

export const ownAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/me',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: USER_TAGS,
        summary: 'Modificar el nombre y el teléfono propios',
        body: updateOwnProfileSchema,
        response: { 200: envelope(userDetailSchema) },
      },
    },
    async (request) => ({
      data: await updateOwnProfile(app.db, signedInStaff(request), request.body, request.ip),
    }),
  );

  app.put(
    '/users/me/password',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: USER_TAGS,
        summary: 'Cambiar la contraseña propia (pide la actual; cierra las demás sesiones)',
        body: changePasswordSchema,
        response: { 200: envelope(okSchema) },
      },
    },
    async (request) => {
      await changeOwnPassword(app.db, signedInStaff(request), request.body, request.ip);
      return { data: { ok: true as const } };
    },
  );
};
