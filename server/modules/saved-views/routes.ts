// Saved views: every staff member lists, saves, renames, updates, marks as default and deletes only
// their own views of the sales, DKbono and customer lists; another user's view answers 404 like a
// missing one (docs/design.md §6). Which rows a view shows is still each list's own scope: a view
// only keeps filters.
import { editDescription } from '../../../domain/record-edits.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import {
  createSavedViewSchema,
  savedViewListQuerySchema,
  savedViewSchema,
  updateSavedViewSchema,
} from '../../../domain/saved-views-schemas.ts';
import { signedInStaff } from '../../auth/current.ts';
import { envelope } from '../shared/envelope.ts';
import { listSavedViews } from './repository.ts';
import { changeView, createView, removeView } from './service.ts';
import { pathIdSchema } from '../../http/route-params.ts';

const TAGS = ['Vistas guardadas'];
const deletedAnswer = envelope(z.object({ ok: z.literal(true) }));
const viewParams = z.object({ id: pathIdSchema });

export const savedViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/saved-views',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Mis vistas guardadas de una lista (sales, vouchers o customers), por nombre',
        querystring: savedViewListQuerySchema,
        response: { 200: envelope(z.array(savedViewSchema)) },
      },
    },
    async (request) => ({
      data: await listSavedViews(app.db, signedInStaff(request).userId, request.query.list),
    }),
  );

  app.post(
    '/saved-views',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Guardar una vista: nombre, filtros, orden y columnas ocultas; opcionalmente predeterminada',
        body: createSavedViewSchema,
        response: { 201: envelope(savedViewSchema) },
      },
    },
    async (request, reply) => {
      const view = await createView(app.db, signedInStaff(request).userId, request.body);
      return reply.status(201).send({ data: view });
    },
  );

  app.patch(
    '/saved-views/:id',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Cambiar el nombre, el estado o si es la predeterminada de una de mis vistas',
        description: editDescription(),
        params: viewParams,
        body: updateSavedViewSchema,
        response: { 200: envelope(savedViewSchema) },
      },
    },
    async (request) => ({
      data: await changeView(app.db, signedInStaff(request).userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/saved-views/:id',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Eliminar una de mis vistas',
        params: viewParams,
        response: { 200: deletedAnswer },
      },
    },
    async (request) => {
      await removeView(app.db, signedInStaff(request).userId, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
