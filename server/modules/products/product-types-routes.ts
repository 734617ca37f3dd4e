// Product types (docs/requirements.md §2 params/product-type): listed for anyone, also signed out,
// since the customer self-registration asks a farmer's production type; created, renamed and
// deleted by Admin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productTypeInputSchema,
  productTypeListQuerySchema,
  productTypeSchema,
  productTypeUpdateSchema,
} from '../../../domain/products.ts';
import { editDescription } from '../../../domain/record-edits.ts';
import { pageSchema } from '../../../domain/pagination-schemas.ts';
import { rolesFor } from '../../../domain/policy.ts';
import { signedInStaff } from '../../auth/current.ts';
import { envelope } from '../shared/envelope.ts';
import { listProductTypes } from './product-types-repository.ts';
import {
  createProductType,
  deleteProductType,
  readProductType,
  updateProductType,
} from './product-types-service.ts';
import { pathIdSchema } from '../../http/route-params.ts';

const TAGS = ['Tipos de producto'];
const typeParams = z.object({ id: pathIdSchema });

export const productTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product-types',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Tipos de producto (con cuántos productos usan cada uno)',
        querystring: productTypeListQuerySchema,
        response: { 200: envelope(pageSchema(productTypeSchema)) },
      },
    },
    async (request) => ({ data: await listProductTypes(app.db, request.query) }),
  );

  app.get(
    '/product-types/:id',
    {
      config: { access: rolesFor('manageParams') },
      schema: {
        tags: TAGS,
        summary: 'Un tipo de producto, como está ahora',
        params: typeParams,
        response: { 200: envelope(productTypeSchema) },
      },
    },
    async (request) => ({ data: await readProductType(app.db, request.params.id) }),
  );

  app.post(
    '/product-types',
    {
      config: { access: rolesFor('manageParams') },
      schema: {
        tags: TAGS,
        summary: 'Registrar un tipo de producto',
        body: productTypeInputSchema,
        response: { 201: envelope(productTypeSchema) },
      },
    },
    async (request, reply) => {
      const actor = { userId: signedInStaff(request).userId, ip: request.ip };
      const type = await createProductType(app.db, actor, request.body);
      return reply.status(201).send({ data: type });
    },
  );

  app.put(
    '/product-types/:id',
    {
      config: { access: rolesFor('manageParams') },
      schema: {
        tags: TAGS,
        summary: 'Modificar un tipo de producto',
        description: editDescription(),
        params: typeParams,
        body: productTypeUpdateSchema,
        response: { 200: envelope(productTypeSchema) },
      },
    },
    async (request) => {
      const actor = { userId: signedInStaff(request).userId, ip: request.ip };
      return { data: await updateProductType(app.db, actor, request.params.id, request.body) };
    },
  );

  app.delete(
    '/product-types/:id',
    {
      config: { access: rolesFor('manageParams') },
      schema: {
        tags: TAGS,
        summary: 'Eliminar un tipo de producto que ningún producto ni cliente usa',
        params: typeParams,
        response: { 200: envelope(z.object({ ok: z.literal(true) })) },
      },
    },
    async (request) => {
      const actor = { userId: signedInStaff(request).userId, ip: request.ip };
      await deleteProductType(app.db, actor, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
