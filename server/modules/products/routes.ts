// Products: GET /products/enabled, the plain list of the sale forms (docs/requirements.md §7), and
// the catalogue that only Admin manages (docs/requirements.md §2, §6): list, detail, create, edit,
// enable/disable.
import { editDescription } from '../../../domain/record-edits.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enabledProductSchema } from '../../../domain/catalog.ts';
import {
  productEnabledInputSchema,
  productInputSchema,
  productUpdateSchema,
  productListQuerySchema,
  productSchema,
} from '../../../domain/products.ts';
import { pageSchema } from '../../../domain/pagination-schemas.ts';
import { rolesFor } from '../../../domain/policy.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { signedInStaff } from '../../auth/current.ts';
import { AppError } from '../../http/app-error.ts';
import { envelope } from '../shared/envelope.ts';
import { findProduct, listEnabledProducts, listProducts } from './repository.ts';
import { changeProductEnabled, createProduct, updateProduct } from './service.ts';
import { historyRoute } from '../shared/history.ts';
import { pathIdSchema } from '../../http/route-params.ts';

const TAGS = ['Productos'];
const productParams = z.object({ id: pathIdSchema });
const productAnswer = envelope(productSchema);

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: Parameters<typeof signedInStaff>[0]) => ({
    userId: signedInStaff(request).userId,
    ip: request.ip,
  });

  // A product's history: the catalogue's managers, as GET /products/:id.
  await app.register(
    historyRoute({
      resource: 'products',
      tags: TAGS,
      access: rolesFor('manageProducts'),
      assertVisible: async (_request, id) => {
        if (!(await findProduct(app.db, id))) throw new AppError('NOT_FOUND', 'El producto no existe.');
      },
    }),
  );

  app.get(
    '/products/enabled',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Productos habilitados para la venta',
        response: { 200: envelope(z.array(enabledProductSchema)) },
      },
    },
    async () => ({ data: await listEnabledProducts(app.db) }),
  );

  app.get(
    '/products',
    {
      config: { access: rolesFor('manageProducts') },
      schema: {
        tags: TAGS,
        summary: 'Catálogo de productos con filtros, orden y paginación',
        querystring: productListQuerySchema,
        response: { 200: envelope(pageSchema(productSchema)) },
      },
    },
    async (request) => ({ data: await listProducts(app.db, request.query) }),
  );

  app.get(
    '/products/:id',
    {
      config: { access: rolesFor('manageProducts') },
      schema: {
        tags: TAGS,
        summary: 'Detalle de un producto',
        params: productParams,
        response: { 200: productAnswer },
      },
    },
    async (request) => {
      const product = await findProduct(app.db, request.params.id);
      if (!product) throw new AppError('NOT_FOUND', 'El producto no existe.');
      return { data: product };
    },
  );

  app.post(
    '/products',
    {
      config: { access: rolesFor('manageProducts') },
      schema: {
        tags: TAGS,
        summary: 'Registrar un producto (queda habilitado)',
        body: productInputSchema,
        response: { 201: productAnswer },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const product = await createProduct(app.db, actor, request.body);
      return reply.status(201).send({ data: product });
    },
  );

  app.put(
    '/products/:id',
    {
      config: { access: rolesFor('manageProducts') },
      schema: {
        tags: TAGS,
        summary: 'Modificar un producto',
        description: editDescription(),
        params: productParams,
        body: productUpdateSchema,
        response: { 200: productAnswer },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return { data: await updateProduct(app.db, actor, request.params.id, request.body) };
    },
  );

  app.put(
    '/products/:id/enabled',
    {
      config: { access: rolesFor('manageProducts') },
      schema: {
        tags: TAGS,
        summary: 'Habilitar o deshabilitar un producto para la venta',
        params: productParams,
        body: productEnabledInputSchema,
        response: { 200: productAnswer },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return { data: await changeProductEnabled(app.db, actor, request.params.id, request.body.enabled) };
    },
  );
};
