// Notification endpoints: every staff member reads and marks only their own notifications;
// another user's notification answers 404 like a missing one. The plugin also runs the dispatcher
// that hands committed notifications to the delivery channels (outbox.ts) while the app is up.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markedReadSchema,
  notificationListQuerySchema,
  notificationSchema,
  unreadCountSchema,
} from '../../../domain/notifications.ts';
import { pageSchema } from '../../../domain/pagination-schemas.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { signedInStaff } from '../../auth/current.ts';
import { envelope } from '../shared/envelope.ts';
import { notificationChannels } from './channels.ts';
import { startNotificationDispatcher } from './outbox.ts';
import { countUnread, listNotifications } from './repository.ts';
import { markAllNotificationsRead, markNotificationRead } from './service.ts';
import { pathIdSchema } from '../../http/route-params.ts';

const TAGS = ['Notificaciones'];
const notificationParams = z.object({ id: pathIdSchema });

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const dispatcher = startNotificationDispatcher(app.db, notificationChannels, app.log);
  app.addHook('onClose', () => dispatcher.stop());

  app.get(
    '/notifications',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Mis notificaciones, de la más reciente a la más antigua; unread=true solo las no leídas',
        querystring: notificationListQuerySchema,
        response: { 200: envelope(pageSchema(notificationSchema)) },
      },
    },
    async (request) => ({
      data: await listNotifications(app.db, signedInStaff(request).userId, request.query),
    }),
  );

  app.get(
    '/notifications/unread-count',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Cuántas notificaciones no leídas tengo (la campana)',
        response: { 200: envelope(unreadCountSchema) },
      },
    },
    async (request) => ({ data: { unread: await countUnread(app.db, signedInStaff(request).userId) } }),
  );

  app.put(
    '/notifications/read-all',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Marcar como leídas todas mis notificaciones',
        response: { 200: envelope(markedReadSchema) },
      },
    },
    async (request) => ({
      data: { updated: await markAllNotificationsRead(app.db, signedInStaff(request).userId) },
    }),
  );

  app.put(
    '/notifications/:id/read',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Marcar como leída una de mis notificaciones',
        params: notificationParams,
        response: { 200: envelope(notificationSchema) },
      },
    },
    async (request) => ({
      data: await markNotificationRead(app.db, signedInStaff(request).userId, request.params.id),
    }),
  );
};
