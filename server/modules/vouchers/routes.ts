// Dkbono endpoints (docs/requirements.md §7, docs/design.md §6 and §8): the scoped list and detail
// for every staff role, creation and edits by the owning consultant, payments and cancelling by an
// admin or the owner.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VOUCHER_EXPORT_COLUMNS, voucherExportQuerySchema } from '../../../domain/exports.ts';
import { pageSchema } from '../../../domain/pagination-schemas.ts';
import { rolesFor } from '../../../domain/policy.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { voucherLinkUrl } from '../../../domain/voucher-links.ts';
import {
  createVoucherSchema,
  updateVoucherSchema,
  voucherDetailSchema,
  voucherListItemSchema,
  voucherListQuerySchema,
  voucherPaymentsSchema,
} from '../../../domain/sales-schemas.ts';
import { signedInStaff } from '../../auth/current.ts';
import { AppError } from '../../http/app-error.ts';
import { idempotencyHeaders, runIdempotently } from '../../http/idempotency.ts';
import { envelope } from '../shared/envelope.ts';
import { cancelVoucher } from './cancel-voucher.ts';
import { readBackVoucher } from './locked-voucher.ts';
import { createVoucher } from './create-voucher.ts';
import { recordVoucherPayments } from './record-payments.ts';
import { sendVoucherExport } from './export.ts';
import { findVoucherDetail, listVouchers } from './repository.ts';
import { updateVoucher } from './update-voucher.ts';
import { renderVoucherPdf } from './voucher-pdf.ts';
import { historyRoute } from '../shared/history.ts';
import { voucherLinkCode } from './links.ts';
import { pathIdSchema } from '../../http/route-params.ts';
import { listExportDescription } from '../../files/table-export.ts';

const TAGS = ['DKbonos'];
const voucherParams = z.object({ id: pathIdSchema });
const voucherAnswer = envelope(voucherDetailSchema);

export const vouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  // The Dkbono's history: whoever may read the Dkbono (GET /vouchers/:id, the same scope and
  // refusal).
  await app.register(
    historyRoute({
      resource: 'vouchers',
      tags: TAGS,
      access: STAFF_ROLES,
      assertVisible: async (request, id) => {
        if (!(await findVoucherDetail(app.db, signedInStaff(request), id)))
          throw new AppError('NOT_FOUND', 'El DKbono no existe.');
      },
    }),
  );

  app.get(
    '/vouchers',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'DKbonos visibles para el usuario (según su rol), con filtros y paginación',
        querystring: voucherListQuerySchema,
        response: { 200: envelope(pageSchema(voucherListItemSchema)) },
      },
    },
    async (request) => ({
      data: await listVouchers(app.db, app.listCache, signedInStaff(request), request.query),
    }),
  );

  app.get(
    '/vouchers/export',
    {
      config: { access: STAFF_ROLES, apiKeyInQuery: true },
      schema: {
        tags: TAGS,
        summary:
          'Exportar DKbonos (.xlsx o .csv): los del filtro o solo los elegidos, con las columnas elegidas',
        description: listExportDescription('esos DKbonos', VOUCHER_EXPORT_COLUMNS),
        querystring: voucherExportQuerySchema,
      },
    },
    (request, reply) => sendVoucherExport(app.db, signedInStaff(request), request, reply, request.query),
  );

  app.get(
    '/vouchers/:id',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Detalle de un DKbono con sus productos y pagos',
        params: voucherParams,
        response: { 200: voucherAnswer },
      },
    },
    async (request) => {
      const voucher = await findVoucherDetail(app.db, signedInStaff(request), request.params.id);
      if (!voucher) throw new AppError('NOT_FOUND', 'El DKbono no existe.');
      return { data: voucher };
    },
  );

  app.post(
    '/vouchers',
    {
      config: { access: rolesFor('createVoucher') },
      schema: {
        tags: TAGS,
        summary: 'Registrar un DKbono (aparta sus bolsas del inventario)',
        description: 'Con el encabezado Idempotency-Key un reintento devuelve la primera respuesta.',
        headers: idempotencyHeaders,
        body: createVoucherSchema,
        response: { 201: voucherAnswer },
      },
    },
    async (request, reply) => {
      const auth = signedInStaff(request);
      return runIdempotently(
        app.db,
        request,
        reply,
        { statusCode: 201, schema: voucherAnswer },
        async (trx) => {
          const { id } = await createVoucher(trx, auth.userId, request.body, request.ip);
          return { data: await readBackVoucher(trx, auth, id) };
        },
      );
    },
  );

  app.put(
    '/vouchers/:id',
    {
      config: { access: rolesFor('editVoucher') },
      schema: {
        tags: TAGS,
        summary: 'Modificar un DKbono mientras no tiene pagos',
        description:
          'La temporada, el cliente y las líneas se envían siempre (las líneas reemplazan a las guardadas; una línea con el `id` de una guardada conserva los campos que no envía, una sin `id` es nueva); las notas que no se envían se conservan y un texto vacío las borra. `version` es la versión leída: si alguien más cambió el DKbono después, responde 409 RECORD_CHANGED.',
        params: voucherParams,
        body: updateVoucherSchema,
        response: { 200: voucherAnswer },
      },
    },
    async (request) => {
      const auth = signedInStaff(request);
      return { data: await updateVoucher(app.db, auth, request.params.id, request.body, request.ip) };
    },
  );

  app.put(
    '/vouchers/:id/payments',
    {
      config: { access: rolesFor('recordVoucherPayments') },
      schema: {
        tags: TAGS,
        summary: 'Reemplazar la lista de pagos de un DKbono; responde el DKbono completo',
        description:
          '`version` es la versión leída del DKbono y es obligatoria (sin ella, 400): si está desactualizada responde 409 RECORD_CHANGED. Pagos por encima del total, 409 VOUCHER_OVERPAID.',
        headers: idempotencyHeaders,
        params: voucherParams,
        body: voucherPaymentsSchema,
        response: { 200: voucherAnswer },
      },
    },
    async (request, reply) => {
      const auth = signedInStaff(request);
      return runIdempotently(
        app.db,
        request,
        reply,
        { statusCode: 200, schema: voucherAnswer },
        async (trx) => {
          await recordVoucherPayments(trx, auth, request.params.id, request.body, request.ip);
          return { data: await readBackVoucher(trx, auth, request.params.id) };
        },
      );
    },
  );

  app.put(
    '/vouchers/:id/cancel',
    {
      config: { access: rolesFor('cancelVoucher') },
      schema: {
        tags: TAGS,
        summary: 'Cancelar un DKbono sin pagos; libera sus bolsas apartadas',
        description:
          'Con pagos registrados responde 409 CONFLICT (hay que quitarlos antes); un DKbono canjeado o cancelado es de solo lectura.',
        params: voucherParams,
        response: { 200: voucherAnswer },
      },
    },
    async (request) => {
      const auth = signedInStaff(request);
      return { data: await cancelVoucher(app.db, auth, request.params.id, request.ip) };
    },
  );

  app.get(
    '/vouchers/:id/pdf',
    {
      config: { access: STAFF_ROLES },
      schema: { tags: TAGS, summary: 'DKbono en PDF para imprimir', params: voucherParams },
    },
    async (request, reply) => {
      const voucher = await findVoucherDetail(app.db, signedInStaff(request), request.params.id);
      if (!voucher) throw new AppError('NOT_FOUND', 'El DKbono no existe.');
      // The QR's short link is made the first time the Dkbono is printed.
      const code = await voucherLinkCode(app.db, voucher.id);
      const pdf = await renderVoucherPdf(voucher, { linkUrl: voucherLinkUrl(app.config.PUBLIC_URL, code) });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="DKbono-${voucher.folio}.pdf"`)
        .send(pdf);
    },
  );
};
