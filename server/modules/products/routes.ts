// Products endpoints of issue 2: GET /products/enabled, a plain list for the sale forms (SPEC §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enabledProductSchema } from '../../../domain/catalog.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { envelope } from '../envelope.ts';
import { listEnabledProducts } from './repository.ts';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/enabled',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: ['Productos'],
        summary: 'Productos habilitados para la venta',
        response: { 200: envelope(z.array(enabledProductSchema)) },
      },
    },
    async () => ({ data: await listEnabledProducts(app.db) }),
  );
};
