// Customers endpoints of issue 2: the scoped lookup GET /clients (SPEC §7) and the public
// self-registration POST /clients/register. The full customer area comes with its own issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerListQuerySchema,
  customerOptionSchema,
  customerRegistrationResultSchema,
  customerRegistrationSchema,
} from '../../../domain/customers.ts';
import { pageSchema, paginationQuerySchema } from '../../../domain/pagination.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { signedInStaff } from '../../auth/current.ts';
import { AUTH_ROUTE_RATE_LIMIT } from '../../auth/limits.ts';
import { envelope } from '../envelope.ts';
import { dataScopeOf } from '../scope.ts';
import { listClients } from './repository.ts';
import { registerCustomer } from './service.ts';

const TAGS = ['Clientes'];

export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Clientes visibles para el usuario (según su rol)',
        querystring: paginationQuerySchema.extend(customerListQuerySchema.shape),
        response: { 200: envelope(pageSchema(customerOptionSchema)) },
      },
    },
    async (request) => {
      const { page, size, ...filters } = request.query;
      const scope = dataScopeOf(signedInStaff(request));
      return { data: await listClients(app.db, scope, filters, { page, size }) };
    },
  );

  app.post(
    '/clients/register',
    {
      config: { access: 'public', rateLimit: AUTH_ROUTE_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: 'Registro de un cliente nuevo (queda pendiente de aprobación)',
        description: 'Los campos de rol, estado, responsable o clave enviados se ignoran.',
        body: customerRegistrationSchema,
        response: { 201: envelope(customerRegistrationResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await registerCustomer(app.db, request.body, request.ip);
      return reply.status(201).send({ data: result });
    },
  );
};
