// Partners endpoints (docs/design.md §6): distributors, silage vendors and silage producers.
// Admin and Coordinator (its zone) read and write, a Supervisor reads its zone's; there is no
// delete: a partner is deactivated with PUT, so the users and sales that name it keep their link.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from '../../../domain/pagination-schemas.ts';
import {
  partnerDetailSchema,
  partnerInputSchema,
  partnerListQuerySchema,
  partnerSchema,
  partnerUpdateSchema,
} from '../../../domain/partners.ts';
import { rolesFor } from '../../../domain/policy.ts';
import { signedInStaff } from '../../auth/current.ts';
import { AppError } from '../../http/app-error.ts';
import { envelope } from '../shared/envelope.ts';
import { listPartners } from './repository.ts';
import { partnerScopeOf } from './scope.ts';
import { createPartner, readPartnerDetail, updatePartner } from './service.ts';
import { editDescription } from '../../../domain/record-edits.ts';
import { historyRoute } from '../shared/history.ts';
import { pathIdSchema } from '../../http/route-params.ts';

const TAGS = ['Socios comerciales'];
const idParams = z.object({ id: pathIdSchema });

export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  // A partner's history: whoever may read the partner (GET /partners/:id, the same scope and
  // refusal).
  await app.register(
    historyRoute({
      resource: 'partners',
      tags: TAGS,
      access: rolesFor('readPartners'),
      assertVisible: async (request, id) => {
        if (!(await readPartnerDetail(app.db, signedInStaff(request), id)))
          throw new AppError('NOT_FOUND', 'El socio no existe.');
      },
    }),
  );

  app.get(
    '/partners',
    {
      config: { access: rolesFor('readPartners') },
      schema: {
        tags: TAGS,
        summary: 'Socios comerciales visibles para el usuario (por tipo, búsqueda, estado y zona)',
        querystring: paginationQuerySchema.extend(partnerListQuerySchema.shape),
        response: { 200: envelope(pageSchema(partnerSchema)) },
      },
    },
    async (request) => {
      const { page, size, sort, ...filters } = request.query;
      const scope = partnerScopeOf(signedInStaff(request));
      return { data: await listPartners(app.db, scope, filters, sort, { page, size }) };
    },
  );

  app.get(
    '/partners/:id',
    {
      config: { access: rolesFor('readPartners') },
      schema: {
        tags: TAGS,
        summary: 'Detalle de un socio comercial, con cuántos usuarios y ventas lo usan',
        params: idParams,
        response: { 200: envelope(partnerDetailSchema) },
      },
    },
    async (request) => {
      const partner = await readPartnerDetail(app.db, signedInStaff(request), request.params.id);
      if (!partner) throw new AppError('NOT_FOUND', 'El socio no existe.');
      return { data: partner };
    },
  );

  app.post(
    '/partners',
    {
      config: { access: rolesFor('editPartner') },
      schema: {
        tags: TAGS,
        summary: 'Registrar un socio comercial (el de un coordinador queda en su zona)',
        body: partnerInputSchema,
        response: { 201: envelope(partnerDetailSchema) },
      },
    },
    async (request, reply) => {
      const actor = { auth: signedInStaff(request), ip: request.ip };
      return reply.status(201).send({ data: await createPartner(app.db, request.body, actor) });
    },
  );

  app.put(
    '/partners/:id',
    {
      config: { access: rolesFor('editPartner') },
      schema: {
        tags: TAGS,
        summary: 'Modificar, desactivar o reactivar un socio comercial (no se eliminan)',
        description: editDescription(),
        params: idParams,
        body: partnerUpdateSchema,
        response: { 200: envelope(partnerDetailSchema) },
      },
    },
    async (request) => {
      const actor = { auth: signedInStaff(request), ip: request.ip };
      return { data: await updatePartner(app.db, request.params.id, request.body, actor) };
    },
  );
};
