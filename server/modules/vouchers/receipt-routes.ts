// The farmer's receipt of a Dkbono payment, public: whoever holds the link's code (80 random bits,
// domain/payment-receipts.ts) reads that one receipt and nothing else, without signing in. The page
// itself is the app's (/r/<code>, server/http/spa.ts marks it noindex); these answer what it shows
// and its PDF. Neither is to be indexed or kept by a shared cache.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isReceiptCode, receiptUrl, type PaymentReceipt } from '../../../domain/payment-receipts.ts';
import { paymentMethodSchema } from '../../../domain/sales-schemas.ts';
import { AppError } from '../../http/app-error.ts';
import { envelope } from '../shared/envelope.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { findPaymentReceipt } from './receipts.ts';

const TAGS = ['DKbonos'];
const NO_SUCH_RECEIPT = 'El recibo no existe o el enlace está incompleto.';
const VOID_RECEIPT = 'Este recibo fue anulado: el pago se retiró del DKbono.';

const receiptSchema = z.object({
  status: z.enum(['VALID', 'VOID']),
  company: z.string(),
  customerName: z.string(),
  folio: z.string(),
  payment: z.object({ date: z.string(), amount: z.number(), method: paymentMethodSchema }),
  paid: z.number().nullable(),
  balance: z.number().nullable(),
}) satisfies z.ZodType<PaymentReceipt>;
const codeParams = z.object({ code: z.string().max(64) });

/** As the Dkbono links: anonymous callers trying codes get a minute's pause after 60 tries. */
const RECEIPT_RATE_LIMIT = {
  max: 60,
  timeWindow: 60_000,
  allowList: (request: FastifyRequest) => request.auth !== null,
  errorResponseBuilder: () =>
    new AppError('TOO_MANY_ATTEMPTS', 'Demasiadas consultas seguidas. Espera un minuto e intenta de nuevo.'),
};

/** Private to the link's holder: never indexed, never kept by a shared cache. */
function privateAnswer(reply: FastifyReply): FastifyReply {
  return reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'private, no-store');
}

async function receiptOf(app: Parameters<FastifyPluginAsyncZod>[0], raw: string): Promise<PaymentReceipt> {
  const code = raw.toLowerCase();
  const receipt = isReceiptCode(code) ? await findPaymentReceipt(app.db, code) : null;
  if (!receipt) throw new AppError('NOT_FOUND', NO_SUCH_RECEIPT);
  return receipt;
}

export const paymentReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/receipts/:code',
    {
      config: { access: 'public', rateLimit: RECEIPT_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: 'Recibo de un pago de DKbono, para el agricultor',
        description:
          'Público, por el código del enlace: la empresa, el cliente, el folio, el pago (fecha, monto y forma) y el pagado y saldo del DKbono; anulado (VOID, sin sumas) cuando el pago se retiró. 404 si el código no existe.',
        params: codeParams,
        response: { 200: envelope(receiptSchema) },
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return { data: await receiptOf(app, request.params.code) };
    },
  );

  app.get(
    '/receipts/:code/pdf',
    {
      // A plain link on the farmer's phone: no API key, as the printed /b/<code>.
      config: { access: 'public', skipApiKey: true, rateLimit: RECEIPT_RATE_LIMIT },
      schema: { tags: TAGS, summary: 'Recibo de un pago de DKbono en PDF', params: codeParams },
    },
    async (request, reply) => {
      privateAnswer(reply);
      const receipt = await receiptOf(app, request.params.code);
      if (receipt.paid === null || receipt.balance === null) throw new AppError('NOT_FOUND', VOID_RECEIPT);
      const url = receiptUrl(app.config.PUBLIC_URL, request.params.code.toLowerCase());
      const pdf = await renderReceiptPdf(
        { ...receipt, paid: receipt.paid, balance: receipt.balance },
        { url },
      );
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="Recibo-${receipt.folio}-${receipt.payment.date}.pdf"`,
        )
        .send(pdf);
    },
  );
};
