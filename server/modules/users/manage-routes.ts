// Managing staff accounts (Admin everyone, Coordinator its zone): invite, edit, approve or reject a
// pending account, enable or disable. A Supervisor reads only, so these answer it 403.
import { WHOLE_EDIT_RULE } from '../../../domain/record-edits.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveUserSchema,
  inviteUserSchema,
  updateUserSchema,
  userDetailSchema,
  userStatusChangeSchema,
} from '../../../domain/users-schemas.ts';
import { rolesFor } from '../../../domain/policy.ts';
import { signedInStaff } from '../../auth/current.ts';
import { envelope } from '../shared/envelope.ts';
import { inviteUser } from './invite-user.ts';
import { USER_TAGS, userParams } from './read-routes.ts';
import { approveUser, rejectUser } from './review-pending-user.ts';
import { updateUser } from './update-user.ts';
import { setUserStatus } from './user-status.ts';

const userAnswer = envelope(userDetailSchema);

export const manageUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailDeps = (log: typeof app.log) => ({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.PUBLIC_URL,
    log,
  });

  app.post(
    '/users',
    {
      config: { access: rolesFor('manageUsers') },
      schema: {
        tags: USER_TAGS,
        summary: 'Invitar a un usuario: se crea con su rol y recibe un enlace para elegir su contraseña',
        body: inviteUserSchema,
        response: { 201: userAnswer },
      },
    },
    async (request, reply) => {
      const user = await inviteUser(mailDeps(request.log), signedInStaff(request), request.body, request.ip);
      return reply.status(201).send({ data: user });
    },
  );

  app.put(
    '/users/:id',
    {
      config: { access: rolesFor('manageUsers') },
      schema: {
        tags: USER_TAGS,
        summary: 'Modificar nombre, teléfono, rol, zona, supervisor y distribuidor de un usuario',
        description: WHOLE_EDIT_RULE,
        params: userParams,
        body: updateUserSchema,
        response: { 200: userAnswer },
      },
    },
    async (request) => ({
      data: await updateUser(app.db, signedInStaff(request), request.params.id, request.body, request.ip),
    }),
  );

  app.put(
    '/users/:id/approve',
    {
      config: { access: rolesFor('manageUsers') },
      schema: {
        tags: USER_TAGS,
        summary: 'Aprobar un usuario pendiente con su rol, zona, supervisor y distribuidor',
        params: userParams,
        body: approveUserSchema,
        response: { 200: userAnswer },
      },
    },
    async (request) => ({
      data: await approveUser(
        mailDeps(request.log),
        signedInStaff(request),
        request.params.id,
        request.body,
        request.ip,
      ),
    }),
  );

  app.put(
    '/users/:id/reject',
    {
      config: { access: rolesFor('manageUsers') },
      schema: {
        tags: USER_TAGS,
        summary: 'Rechazar un usuario pendiente',
        params: userParams,
        response: { 200: userAnswer },
      },
    },
    async (request) => ({
      data: await rejectUser(app.db, signedInStaff(request), request.params.id, request.ip),
    }),
  );

  app.put(
    '/users/:id/status',
    {
      config: { access: rolesFor('manageUsers') },
      schema: {
        tags: USER_TAGS,
        summary: 'Habilitar o deshabilitar un usuario (deshabilitarlo cierra sus sesiones)',
        params: userParams,
        body: userStatusChangeSchema,
        response: { 200: userAnswer },
      },
    },
    async (request) => ({
      data: await setUserStatus(app.db, signedInStaff(request), request.params.id, request.body, request.ip),
    }),
  );
};
