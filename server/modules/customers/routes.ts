// Customers (clients) endpoints: the scoped list (also the sale forms' lookup of docs/requirements.md §7), the form
// lookups, the detail, and the public self-registration. Changes are in change-routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerDetailSchema,
  customerListItemSchema,
  customerListQuerySchema,
  customerLookupsSchema,
  customerRegistrationResultSchema,
  customerRegistrationSchema,
} from '../../../domain/customers.ts';
import { CUSTOMER_EXPORT_COLUMNS, customerExportQuerySchema } from '../../../domain/exports.ts';
import { pageSchema, paginationQuerySchema } from '../../../domain/pagination-schemas.ts';
import { STAFF_ROLES } from '../../../domain/roles.ts';
import { signedInStaff } from '../../auth/current.ts';
import { AUTH_ROUTE_RATE_LIMIT } from '../../auth/limits.ts';
import { AppError } from '../../http/app-error.ts';
import { listExportDescription } from '../../files/table-export.ts';
import { envelope } from '../shared/envelope.ts';
import { dataScopeOf } from '../shared/scope.ts';
import { clientChangeRoutes } from './change-routes.ts';
import { sendCustomerExport } from './export.ts';
import { findClientDetail, listClients } from './repository.ts';
import { clientParams, TAGS } from './route-params.ts';
import { registerCustomer } from './service.ts';
import { consultantOptions, productionTypeOptions } from './references-repository.ts';
import { historyRoute } from '../shared/history.ts';

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  // The customer's history: whoever may read the customer (GET /clients/:id, the same scope and refusal).
  await app.register(
    historyRoute({
      resource: 'clients',
      tags: TAGS,
      access: STAFF_ROLES,
      assertVisible: async (request, id) => {
        const auth = signedInStaff(request);
        if (!(await findClientDetail(app.db, auth, dataScopeOf(auth), id)))
          throw new AppError('NOT_FOUND', 'El cliente no existe.');
      },
    }),
  );

  app.get(
    '/clients',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Clientes visibles para el usuario (según su rol), con filtros, orden y paginación',
        description: 'Busca por nombre, teléfono, correo o RFC. Con size=all devuelve todos (página 1).',
        querystring: paginationQuerySchema.extend(customerListQuerySchema.shape),
        response: { 200: envelope(pageSchema(customerListItemSchema)) },
      },
    },
    async (request) => {
      const { page, size, ...filters } = request.query;
      const scope = dataScopeOf(signedInStaff(request));
      return { data: await listClients(app.db, app.listCache, scope, filters, { page, size }) };
    },
  );

  app.get(
    '/clients/export',
    {
      config: { access: STAFF_ROLES, apiKeyInQuery: true },
      schema: {
        tags: TAGS,
        summary:
          'Exportar clientes (.xlsx o .csv): los del filtro o solo los elegidos, con las columnas elegidas',
        description: listExportDescription('esos clientes', CUSTOMER_EXPORT_COLUMNS),
        querystring: customerExportQuerySchema,
      },
    },
    (request, reply) => sendCustomerExport(app.db, signedInStaff(request), request, reply, request.query),
  );

  app.get(
    '/clients/lookups',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Consultores activos al alcance del usuario y tipos de producción (formularios y filtros)',
        response: { 200: envelope(customerLookupsSchema) },
      },
    },
    async (request) => {
      const scope = dataScopeOf(signedInStaff(request));
      const [consultants, productionTypes] = await Promise.all([
        consultantOptions(app.db, scope),
        productionTypeOptions(app.db),
      ]);
      return { data: { consultants, productionTypes } };
    },
  );

  app.get(
    '/clients/:id',
    {
      config: { access: STAFF_ROLES },
      schema: {
        tags: TAGS,
        summary: 'Detalle de un cliente, con sus ventas y DKbonos contados',
        params: clientParams,
        response: { 200: envelope(customerDetailSchema) },
      },
    },
    async (request) => {
      const auth = signedInStaff(request);
      const detail = await findClientDetail(app.db, auth, dataScopeOf(auth), request.params.id);
      if (!detail) throw new AppError('NOT_FOUND', 'El cliente no existe.');
      return { data: detail };
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

  await app.register(clientChangeRoutes);
};
