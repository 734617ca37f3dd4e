// Every API module, mounted under /api. A module is a Fastify plugin in modules/<area>/routes.ts.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import fp from 'fastify-plugin';
import { authRoutes } from './auth/routes.ts';
import { LIST_CACHE_PLUGIN } from './http/list-cache-plugin.ts';
import { customersRoutes } from './modules/customers/routes.ts';
import { acceptEmptyJsonBodies } from './modules/shared/empty-json-body.ts';
import { partnersRoutes } from './modules/partners/routes.ts';
import { locationsRoutes } from './modules/locations/routes.ts';
import { productTypesRoutes } from './modules/products/product-types-routes.ts';
import { simulatorParamsRoutes } from './modules/simulator/params-routes.ts';
import { simulatorRoutes } from './modules/simulator/routes.ts';
import { messagesRoutes } from './modules/messages/routes.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { productsRoutes } from './modules/products/routes.ts';
import { salesFiguresRoutes } from './modules/sales/figures-routes.ts';
import { salesFilesRoutes } from './modules/sales/files-routes.ts';
import { salesRoutes } from './modules/sales/routes.ts';
import { savedViewsRoutes } from './modules/saved-views/routes.ts';
import { cleanQueryValues } from './modules/shared/query-cleaning.ts';
import { seasonDashboardRoutes } from './modules/seasons/dashboard-routes.ts';
import { seasonsRoutes } from './modules/seasons/routes.ts';
import { termsRoutes } from './auth/terms-routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { voucherCreditRoutes } from './modules/vouchers/link-routes.ts';
import { paymentReceiptRoutes } from './modules/vouchers/receipt-routes.ts';
import { vouchersRoutes } from './modules/vouchers/routes.ts';

async function routes(app: FastifyInstance): Promise<void> {
  acceptEmptyJsonBodies(app);
  app.addHook('preValidation', cleanQueryValues);

  app.get(
    '/health',
    {
      config: { access: 'public', skipApiKey: true },
      schema: { hide: true },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { data: { status: 'ok' } };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Base de datos no disponible.' });
      }
    },
  );

  app.get('/docs', { config: { access: 'public', skipApiKey: true }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await app.register(authRoutes);
  await app.register(termsRoutes);
  await app.register(usersRoutes);
  await app.register(customersRoutes);
  await app.register(seasonsRoutes);
  await app.register(seasonDashboardRoutes);
  await app.register(productsRoutes);
  await app.register(salesRoutes);
  await app.register(vouchersRoutes);
  await app.register(voucherCreditRoutes);
  await app.register(paymentReceiptRoutes);
  await app.register(salesFilesRoutes);
  await app.register(salesFiguresRoutes);
  await app.register(partnersRoutes);
  await app.register(locationsRoutes);
  await app.register(productTypesRoutes);
  await app.register(simulatorParamsRoutes);
  await app.register(simulatorRoutes);
  await app.register(messagesRoutes);
  await app.register(notificationsRoutes);
  await app.register(savedViewsRoutes);
}

/**
 * The API, in a context of its own (its hooks stay under /api), after the list cache its lists and
 * sessions read through (app.listCache): registered without it, the server refuses to start.
 */
export const apiRoutes = fp(routes, {
  name: 'api-routes',
  dependencies: [LIST_CACHE_PLUGIN],
  encapsulate: true,
});
