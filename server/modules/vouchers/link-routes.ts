// The short link of a Dkbono's QR ("QR into the simulator"). `/b/<code>` is opened by a
// phone's camera, outside the API: it only sends the browser to the farmer link of
// docs/requirements.md §2 with the simulator as objective, and tells an anonymous caller nothing
// but whether the code exists. The credit itself comes from `GET /api/vouchers/links/:code`,
// for a signed-in caller who may read the Dkbono (docs/design.md §6).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { voucherStatusSchema } from '../../../domain/sales-schemas.ts';
import {
  farmerEntryForVoucher,
  isVoucherLinkCode,
  type VoucherCredit,
  type VoucherLinkFolio,
} from '../../../domain/voucher-links.ts';
import { signedIn } from '../../auth/current.ts';
import { AppError } from '../../http/app-error.ts';
import { envelope } from '../shared/envelope.ts';
import { findVoucherCredit, findVoucherLinkFolio, voucherLinkExists } from './links.ts';

const TAGS = ['DKbonos'];
const NO_SUCH_LINK = 'El enlace del DKbono no existe o ya no es válido.';

const voucherCreditSchema = z.object({
  folio: z.string(),
  status: voucherStatusSchema,
  credit: z.number(),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      bags: z.number().int(),
      pricePerBag: z.number(),
      discount: z.number(),
    }),
  ),
}) satisfies z.ZodType<VoucherCredit>;
const voucherFolioSchema = z.object({ folio: z.string() }) satisfies z.ZodType<VoucherLinkFolio>;
const codeParams = z.object({ code: z.string().max(64) });

/** Anonymous callers trying codes get a minute's pause; 50 random bits leave nothing to find anyway. */
const LINK_RATE_LIMIT = {
  max: 60,
  timeWindow: 60_000,
  allowList: (request: FastifyRequest) => request.auth !== null,
  errorResponseBuilder: () =>
    new AppError('TOO_MANY_ATTEMPTS', 'Demasiadas consultas seguidas. Espera un minuto e intenta de nuevo.'),
};

/** Under /api: the Dkbono's credit for the simulator. */
export const voucherCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vouchers/links/:code',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'Crédito del DKbono de un enlace corto, para el simulador',
        description:
          'Responde solo si el DKbono es del agricultor que consulta, o si el usuario del personal puede verlo; si no, 404.',
        params: codeParams,
        response: { 200: envelope(voucherCreditSchema) },
      },
    },
    async (request) => {
      const { code } = request.params;
      const credit = isVoucherLinkCode(code)
        ? await findVoucherCredit(app.db, signedIn(request), code)
        : null;
      if (!credit) throw new AppError('NOT_FOUND', NO_SUCH_LINK);
      return { data: credit };
    },
  );

  app.get(
    '/vouchers/links/:code/folio',
    {
      config: { access: 'public', rateLimit: LINK_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: 'Folio del DKbono de un enlace corto, para la pantalla de acceso del agricultor',
        description:
          'Público: solo el folio, nunca importes, cliente ni estado; limitado como /b/:code. 404 si el código no existe.',
        params: codeParams,
        response: { 200: envelope(voucherFolioSchema) },
      },
    },
    async (request) => {
      const code = request.params.code.toLowerCase();
      const folio = isVoucherLinkCode(code) ? await findVoucherLinkFolio(app.db, code) : null;
      if (!folio) throw new AppError('NOT_FOUND', NO_SUCH_LINK);
      return { data: { folio } };
    },
  );
};

const notFoundPage = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Enlace no válido · Agroventas</title></head>
<body><h1>Agroventas</h1><p>${NO_SUCH_LINK}</p><p>Pide a tu consultor un DKbono impreso de nuevo.</p></body></html>`;

/** At the site's root: the printed link. */
export const voucherLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/b/:code',
    {
      config: { access: 'public', skipApiKey: true, rateLimit: LINK_RATE_LIMIT },
      // Any text reaches the handler: a person sees the Spanish page, never a JSON refusal.
      schema: { hide: true, params: z.object({ code: z.string() }) },
    },
    async (request, reply) => {
      const code = request.params.code.toLowerCase();
      if (!isVoucherLinkCode(code) || !(await voucherLinkExists(app.db, code))) {
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(notFoundPage);
      }
      return reply.header('cache-control', 'no-store').redirect(farmerEntryForVoucher(code), 302);
    },
  );
};
