// Sales zones: every staff member reads the list (the user and customer forms offer it);
// the Admin reads them with their states and usage, creates, renames and deletes unused ones.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  zoneInputSchema,
  zoneSchema,
  zoneSummarySchema,
  zoneUpdateSchema,
} from '../../../domain/locations.ts';
import { editDescription } from '../../../domain/record-edits.ts';
import { rolesFor } from '../../../domain/policy.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { signedInStaff } from '../../auth/current.ts';
import { envelope } from '../shared/envelope.ts';
import { listZoneSummaries, listZones } from './zones-repository.ts';
import { createZone, removeZone, updateZone } from './zones-service.ts';
import { pathIdSchema } from '../../http/route-params.ts';

const TAGS = ['Ubicaciones'];
const idParams = z.object({ id: pathIdSchema });

export const zonesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/zones',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Zonas de ventas, por nombre',
        response: { 200: envelope(z.array(zoneSchema)) },
      },
    },
    async () => ({ data: await listZones(app.db) }),
  );

  app.get(
    '/zones/summary',
    {
      config: { access: rolesFor('manageLocations') },
      schema: {
        tags: TAGS,
        summary: 'Zonas con sus estados y cuántos usuarios, clientes y socios tienen',
        response: { 200: envelope(z.array(zoneSummarySchema)) },
      },
    },
    async () => ({ data: await listZoneSummaries(app.db) }),
  );

  app.post(
    '/zones',
    {
      config: { access: rolesFor('manageLocations') },
      schema: {
        tags: TAGS,
        summary: 'Crear una zona',
        body: zoneInputSchema,
        response: { 201: envelope(zoneSchema) },
      },
    },
    async (request, reply) => {
      const actor = { userId: signedInStaff(request).userId, ip: request.ip };
      return reply.status(201).send({ data: await createZone(app.db, request.body, actor) });
    },
  );

  app.put(
    '/zones/:id',
    {
      config: { access: rolesFor('manageLocations') },
      schema: {
        tags: TAGS,
        summary: 'Cambiar el nombre de una zona',
        description: editDescription(),
        params: idParams,
        body: zoneUpdateSchema,
        response: { 200: envelope(zoneSchema) },
      },
    },
    async (request) => {
      const actor = { userId: signedInStaff(request).userId, ip: request.ip };
      return { data: await updateZone(app.db, request.params.id, request.body, actor) };
    },
  );

  app.delete(
    '/zones/:id',
    {
      config: { access: rolesFor('manageLocations') },
      schema: {
        tags: TAGS,
        summary: 'Eliminar una zona que nada usa (409 IN_USE si tiene usuarios, clientes, socios o estados)',
        params: idParams,
        response: { 200: envelope(z.object({ ok: z.literal(true) })) },
      },
    },
    async (request) => {
      const actor = { userId: signedInStaff(request).userId, ip: request.ip };
      await removeZone(app.db, request.params.id, actor);
      return { data: { ok: true as const } };
    },
  );
};
