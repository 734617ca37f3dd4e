// Message endpoints (docs/requirements.md §2 params/message): the admin writes messages for some
// staff roles; every staff member reads the ones meant for its role today (the dashboard banner)
// and marks the ones it opens read; the author and admins see who of the audience has not.
import { editDescription } from '../../../domain/record-edits.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeMessageSchema,
  messageInputSchema,
  messageUpdateSchema,
  messageListQuerySchema,
  messageReadSchema,
  messageReceiptsSchema,
  messageSchema,
} from '../../../domain/messages.ts';
import { pageSchema } from '../../../domain/pagination-schemas.ts';
import { rolesFor } from '../../../domain/policy.ts';
import { STAFF_ROLES, isStaffRole } from '../../../domain/roles.ts';
import { signedInStaff } from '../../auth/current.ts';
import { AppError } from '../../http/app-error.ts';
import { envelope } from '../shared/envelope.ts';
import { startMessageScheduler } from './publish.ts';
import { activeMessagesFor, listMessages } from './repository.ts';
import {
  createMessage,
  deleteMessage,
  markMessageRead,
  readMessage,
  receiptsOf,
  updateMessage,
} from './service.ts';
import { pathIdSchema } from '../../http/route-params.ts';

const TAGS = ['Mensajes'];
const messageParams = z.object({ id: pathIdSchema });
const messageAnswer = envelope(messageSchema);
const deletedAnswer = envelope(z.object({ ok: z.literal(true) }));

/** The signed-in staff member with its role as a staff role (signedInStaff already refused others). */
function staffReader(request: Parameters<typeof signedInStaff>[0]) {
  const { userId, role } = signedInStaff(request);
  if (!isStaffRole(role)) throw new AppError('FORBIDDEN');
  return { userId, role };
}

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const stopScheduler = startMessageScheduler(app.db, app.log);
  app.addHook('onClose', () => stopScheduler());

  app.get(
    '/messages',
    {
      config: { access: rolesFor('manageParams') },
      schema: {
        tags: TAGS,
        summary: 'Mensajes, con búsqueda, estado (programado, vigente, vencido), orden y paginación',
        querystring: messageListQuerySchema,
        response: { 200: envelope(pageSchema(messageSchema)) },
      },
    },
    async (request) => ({ data: await listMessages(app.db, request.query) }),
  );

  app.get(
    '/messages/active',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Los mensajes vigentes hoy para mi rol (el aviso del tablero), con cuándo abrí cada uno',
        response: { 200: envelope(z.array(activeMessageSchema)) },
      },
    },
    async (request) => ({ data: await activeMessagesFor(app.db, staffReader(request)) }),
  );

  app.post(
    '/messages/:id/read',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Marcar como leído un mensaje que abrí (solo su audiencia; repetirlo no cambia nada)',
        params: messageParams,
        response: { 200: envelope(messageReadSchema) },
      },
    },
    async (request) => {
      const readAt = await markMessageRead(app.db, staffReader(request), request.params.id);
      return { data: { readAt: readAt.toISOString() } };
    },
  );

  app.get(
    '/messages/:id',
    {
      config: { access: rolesFor('manageParams') },
      schema: {
        tags: TAGS,
        summary: 'Un mensaje como está guardado, con su versión (lo que el diálogo de edición vuelve a leer)',
        params: messageParams,
        response: { 200: messageAnswer },
      },
    },
    async (request) => ({ data: await readMessage(app.db, request.params.id) }),
  );

  app.get(
    '/messages/:id/receipts',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Cuántos de su audiencia leyeron el mensaje y quiénes no (su autor y los administradores)',
        params: messageParams,
        response: { 200: envelope(messageReceiptsSchema) },
      },
    },
    async (request) => ({ data: await receiptsOf(app.db, staffReader(request), request.params.id) }),
  );

  app.post(
    '/messages',
    {
      config: { access: rolesFor('manageParams') },
      schema: {
        tags: TAGS,
        summary: 'Crear un mensaje; si ya está vigente, se notifica a su audiencia',
        body: messageInputSchema,
        response: { 201: messageAnswer },
      },
    },
    async (request, reply) => {
      const { userId } = signedInStaff(request);
      const message = await createMessage(app.db, userId, request.body, request.ip);
      return reply.status(201).send({ data: message });
    },
  );

  app.put(
    '/messages/:id',
    {
      config: { access: rolesFor('manageParams') },
      schema: {
        tags: TAGS,
        summary: 'Modificar un mensaje',
        description: editDescription(),
        params: messageParams,
        body: messageUpdateSchema,
        response: { 200: messageAnswer },
      },
    },
    async (request) => {
      const { userId } = signedInStaff(request);
      return { data: await updateMessage(app.db, userId, request.params.id, request.body, request.ip) };
    },
  );

  app.delete(
    '/messages/:id',
    {
      config: { access: rolesFor('manageParams') },
      schema: {
        tags: TAGS,
        summary: 'Eliminar un mensaje',
        params: messageParams,
        response: { 200: deletedAnswer },
      },
    },
    async (request) => {
      const { userId } = signedInStaff(request);
      await deleteMessage(app.db, userId, request.params.id, request.ip);
      return { data: { ok: true as const } };
    },
  );
};
