// Customer changes (docs/design.md §6): create and edit (Admin any, Coordinator its zone,
// Consultant its own), approve a self-registration or merge it into the customer it turns out to be
// (Admin, Coordinator), activate or deactivate, and issue a client key. Supervisors only read. A
// customer outside the caller's scope answers 404 like a missing one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  customerApprovalSchema,
  customerDetailSchema,
  customerInputSchema,
  customerListItemSchema,
  customerMergeSchema,
  customerStatusChangeSchema,
  customerUpdateSchema,
  issuedClientKeySchema,
} from '../../../domain/customers.ts';
import { rolesFor } from '../../../domain/policy.ts';
import { editDescription } from '../../../domain/record-edits.ts';
import { signedInStaff, type StaffAuthContext } from '../../auth/current.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { idempotencyHeaders, runIdempotently } from '../../http/idempotency.ts';
import { z } from 'zod';
import { envelope } from '../shared/envelope.ts';
import { dataScopeOf } from '../shared/scope.ts';
import {
  approveCustomer,
  changeCustomerStatus,
  issueClientKey,
  mergeRegistration,
  possibleMatchesOf,
} from './customer-lifecycle.ts';
import { createCustomer, updateCustomer } from './manage-customers.ts';
import { findClientDetail } from './repository.ts';
import { clientParams, TAGS } from './route-params.ts';

const detailAnswer = envelope(customerDetailSchema);

async function detailOf(db: Kysely<Database>, auth: StaffAuthContext, id: number) {
  const detail = await findClientDetail(db, auth, dataScopeOf(auth), id);
  if (!detail) throw new AppError('NOT_FOUND', 'El cliente no existe.');
  return { data: detail };
}

export const clientChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/clients',
    {
      config: { access: rolesFor('editCustomer') },
      schema: {
        tags: TAGS,
        summary: 'Registrar un cliente activo',
        description:
          'Un consultor queda como responsable (consultantId se ignora); Administrador y Coordinador eligen un consultor activo a su alcance.',
        headers: idempotencyHeaders,
        body: customerInputSchema,
        response: { 201: detailAnswer },
      },
    },
    async (request, reply) => {
      const auth = signedInStaff(request);
      // A phone's outbox resends what it saved without signal: the same key never
      // makes a second customer, however often the answer was lost.
      return runIdempotently(
        app.db,
        request,
        reply,
        { statusCode: 201, schema: detailAnswer },
        async (trx) => {
          const id = await createCustomer(trx, auth, request.body, request.ip, (action) => action(trx));
          return detailOf(trx, auth, id);
        },
      );
    },
  );

  app.put(
    '/clients/:id',
    {
      config: { access: rolesFor('editCustomer') },
      schema: {
        tags: TAGS,
        summary: 'Modificar un cliente',
        description: editDescription(
          'Solo Administrador y Coordinador cambian el consultor; un registro pendiente lo recibe al aprobarse.',
        ),
        headers: idempotencyHeaders,
        params: clientParams,
        body: customerUpdateSchema,
        response: { 200: detailAnswer },
      },
    },
    async (request, reply) => {
      const auth = signedInStaff(request);
      // A resent edit after a lost answer gets the first answer, not a stale-version refusal.
      return runIdempotently(
        app.db,
        request,
        reply,
        { statusCode: 200, schema: detailAnswer },
        async (trx) => {
          await updateCustomer(trx, auth, request.params.id, request.body, request.ip, (action) =>
            action(trx),
          );
          return detailOf(trx, auth, request.params.id);
        },
      );
    },
  );

  app.put(
    '/clients/:id/approve',
    {
      config: { access: rolesFor('approveCustomer') },
      schema: {
        tags: TAGS,
        summary: 'Aprobar un cliente autorregistrado asignándole un consultor',
        params: clientParams,
        body: customerApprovalSchema,
        response: { 200: detailAnswer },
      },
    },
    async (request) => {
      const auth = signedInStaff(request);
      await approveCustomer(app.db, auth, request.params.id, request.body.consultantId, request.ip);
      return detailOf(app.db, auth, request.params.id);
    },
  );

  app.get(
    '/clients/:id/matches',
    {
      config: { access: rolesFor('approveCustomer') },
      schema: {
        tags: TAGS,
        summary: 'Clientes registrados que pueden ser el mismo agricultor que un registro pendiente',
        description:
          'Mismo RFC, mismo teléfono o mismo nombre completo, entre los clientes a tu alcance (como máximo 10).',
        params: clientParams,
        response: { 200: envelope(z.array(customerListItemSchema)) },
      },
    },
    async (request) => ({
      data: await possibleMatchesOf(app.db, signedInStaff(request), request.params.id),
    }),
  );

  app.post(
    '/clients/:id/merge',
    {
      config: { access: rolesFor('approveCustomer') },
      schema: {
        tags: TAGS,
        summary: 'Fusionar un registro pendiente con un cliente ya registrado',
        description:
          'El cliente conserva sus datos y recibe los que le faltaban; el registro pendiente se elimina. Responde el cliente que queda.',
        params: clientParams,
        body: customerMergeSchema,
        response: { 200: detailAnswer },
      },
    },
    async (request) => {
      const auth = signedInStaff(request);
      await mergeRegistration(app.db, auth, request.params.id, request.body.intoId, request.ip);
      return detailOf(app.db, auth, request.body.intoId);
    },
  );

  app.put(
    '/clients/:id/status',
    {
      config: { access: rolesFor('editCustomer') },
      schema: {
        tags: TAGS,
        summary: 'Activar o desactivar un cliente',
        description: 'Un cliente inactivo no recibe ventas y su agricultor no puede entrar al simulador.',
        params: clientParams,
        body: customerStatusChangeSchema,
        response: { 200: detailAnswer },
      },
    },
    async (request) => {
      const auth = signedInStaff(request);
      await changeCustomerStatus(app.db, auth, request.params.id, request.body, request.ip);
      return detailOf(app.db, auth, request.params.id);
    },
  );

  app.post(
    '/clients/:id/client-key',
    {
      config: { access: rolesFor('editCustomer') },
      schema: {
        tags: TAGS,
        summary: 'Generar una clave de cliente nueva (se muestra una sola vez)',
        description: 'La clave anterior deja de funcionar y las sesiones abiertas con ella terminan.',
        params: clientParams,
        response: { 201: envelope(issuedClientKeySchema) },
      },
    },
    async (request, reply) => {
      const auth = signedInStaff(request);
      const issued = await issueClientKey(app.db, auth, request.params.id, request.ip);
      // The key is shown once: no cache may keep a copy.
      return reply.status(201).header('cache-control', 'no-store').send({ data: issued });
    },
  );
};
