// Sales endpoints (docs/requirements.md §7, docs/design.md §6 and §8): the scoped list and detail for every staff role,
// creation by consultants (also redeeming a paid Dkbono), edits and deletions by admins and owners.
import { editDescription } from '../../../domain/record-edits.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '../../../domain/pagination-schemas.ts';
import { rolesFor } from '../../../domain/policy.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import {
  createSaleSchema,
  saleDetailSchema,
  saleListItemSchema,
  saleListQuerySchema,
  updateSaleSchema,
} from '../../../domain/sales-schemas.ts';
import { signedInStaff } from '../../auth/current.ts';
import { AppError } from '../../http/app-error.ts';
import { idempotencyHeaders, runIdempotently } from '../../http/idempotency.ts';
import { envelope } from '../shared/envelope.ts';
import { deleteSale } from './delete-sale.ts';
import { readBackSale } from './locked-sale.ts';
import { findSaleDetail, listSales } from './repository.ts';
import { renderSalePdf } from './sale-pdf.ts';
import { createSaleInTransaction } from './service.ts';
import { updateSale } from './update-sale.ts';
import { historyRoute } from '../shared/history.ts';
import { pathIdSchema } from '../../http/route-params.ts';

const TAGS = ['Ventas'];
const saleParams = z.object({ id: pathIdSchema });
const saleAnswer = envelope(saleDetailSchema);
const deletedAnswer = envelope(z.object({ ok: z.literal(true) }));

export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The sale's history: whoever may read the sale (GET /sales/:id, the same scope and refusal).
  await app.register(
    historyRoute({
      resource: 'sales',
      tags: TAGS,
      access: STAFF_ROLES,
      assertVisible: async (request, id) => {
        if (!(await findSaleDetail(app.db, signedInStaff(request), id)))
          throw new AppError('NOT_FOUND', 'La venta no existe.');
      },
    }),
  );

  app.get(
    '/sales',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Ventas visibles para el usuario (según su rol), con filtros y paginación',
        querystring: saleListQuerySchema,
        response: { 200: envelope(pageSchema(saleListItemSchema)) },
      },
    },
    async (request) => ({
      data: await listSales(app.db, app.listCache, signedInStaff(request), request.query),
    }),
  );

  app.get(
    '/sales/:id',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Detalle de una venta',
        params: saleParams,
        response: { 200: envelope(saleDetailSchema) },
      },
    },
    async (request) => {
      const sale = await findSaleDetail(app.db, signedInStaff(request), request.params.id);
      if (!sale) throw new AppError('NOT_FOUND', 'La venta no existe.');
      return { data: sale };
    },
  );

  app.get(
    '/sales/:id/pdf',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Venta en PDF para imprimir (mismo alcance que el detalle)',
        params: saleParams,
      },
    },
    async (request, reply) => {
      const sale = await findSaleDetail(app.db, signedInStaff(request), request.params.id);
      if (!sale) throw new AppError('NOT_FOUND', 'La venta no existe.');
      const pdf = await renderSalePdf(sale);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="Venta-${sale.folio}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/sales',
    {
      config: { access: rolesFor('createSale') },
      schema: {
        tags: TAGS,
        summary: 'Registrar una venta (con voucherId canjea un DKbono pagado)',
        description:
          'Los totales los calcula el servidor. Con el encabezado Idempotency-Key un reintento devuelve la primera respuesta.',
        headers: idempotencyHeaders,
        body: createSaleSchema,
        response: { 201: saleAnswer },
      },
    },
    async (request, reply) => {
      const auth = signedInStaff(request);
      return runIdempotently(app.db, request, reply, { statusCode: 201, schema: saleAnswer }, async (trx) => {
        const { id } = await createSaleInTransaction(trx, {
          consultantId: auth.userId,
          actorUserId: auth.userId,
          input: request.body,
          ip: request.ip,
        });
        return { data: await readBackSale(trx, auth, id) };
      });
    },
  );

  app.put(
    '/sales/:id',
    {
      config: { access: rolesFor('editSale') },
      schema: {
        tags: TAGS,
        summary: 'Modificar una venta mientras su temporada está abierta',
        description: editDescription(
          'La temporada, el cliente y las líneas se envían siempre (las líneas reemplazan a las guardadas; una línea con el `id` de una guardada conserva los campos que no envía, una sin `id` es nueva); la fecha y las notas que no se envían se conservan.',
        ),
        params: saleParams,
        body: updateSaleSchema,
        response: { 200: envelope(saleDetailSchema) },
      },
    },
    async (request) => {
      const auth = signedInStaff(request);
      return { data: await updateSale(app.db, auth, request.params.id, request.body, request.ip) };
    },
  );

  app.delete(
    '/sales/:id',
    {
      config: { access: rolesFor('deleteSale') },
      schema: {
        tags: TAGS,
        summary: 'Eliminar una venta (devuelve sus bolsas al inventario y su DKbono queda pagado)',
        params: saleParams,
        response: { 200: deletedAnswer },
      },
    },
    async (request) => {
      const auth = signedInStaff(request);
      await deleteSale(app.db, auth, request.params.id, request.ip);
      return { data: { ok: true as const } };
    },
  );
};
