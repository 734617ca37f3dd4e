// Reading staff accounts: the list (filters role, status, zone and text; pagination and sort), the
// pending list and one account. Each caller sees only its scope (user-scope.ts); the rest is 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '../../../domain/pagination-schemas.ts';
import { rolesFor } from '../../../domain/policy.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import {
  pendingUserListQuerySchema,
  userDetailSchema,
  userListItemSchema,
  userListQuerySchema,
} from '../../../domain/users-schemas.ts';
import { signedInStaff } from '../../auth/current.ts';
import { AppError } from '../../http/app-error.ts';
import { envelope } from '../shared/envelope.ts';
import { findUserDetail, listPendingUsers, listUsers } from './list-repository.ts';
import { historyRoute } from '../shared/history.ts';
import { pathIdSchema } from '../../http/route-params.ts';

export const USER_TAGS = ['Usuarios'];
export const userParams = z.object({ id: pathIdSchema });
const userPage = envelope(pageSchema(userListItemSchema));

export const readUserRoutes: FastifyPluginAsyncZod = async (app) => {
  // An account's history: whoever may read the account (GET /users/:id, the same scope and refusal).
  await app.register(
    historyRoute({
      resource: 'users',
      tags: USER_TAGS,
      access: STAFF_ROLES,
      assertVisible: async (request, id) => {
        if (!(await findUserDetail(app.db, signedInStaff(request), id)))
          throw new AppError('NOT_FOUND', 'El usuario no existe.');
      },
    }),
  );

  app.get(
    '/users',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: USER_TAGS,
        summary: 'Usuarios visibles para quien consulta (según su rol), con filtros y paginación',
        querystring: userListQuerySchema,
        response: { 200: userPage },
      },
    },
    async (request) => ({ data: await listUsers(app.db, signedInStaff(request), request.query) }),
  );

  app.get(
    '/users/pending',
    {
      config: { access: rolesFor('seePendingUsers') },
      schema: {
        tags: USER_TAGS,
        summary: 'Usuarios pendientes de aprobación',
        querystring: pendingUserListQuerySchema,
        response: { 200: userPage },
      },
    },
    async (request) => ({ data: await listPendingUsers(app.db, signedInStaff(request), request.query) }),
  );

  app.get(
    '/users/:id',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: USER_TAGS,
        summary: 'Detalle de un usuario',
        params: userParams,
        response: { 200: envelope(userDetailSchema) },
      },
    },
    async (request) => {
      const user = await findUserDetail(app.db, signedInStaff(request), request.params.id);
      if (!user) throw new AppError('NOT_FOUND', 'El usuario no existe.');
      return { data: user };
    },
  );
};
