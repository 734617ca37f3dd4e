// States, municipalities and localities: public reads for every location picker, the
// anonymous registration page included; Admin-only writes (a state's zone, localities).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  localityInputSchema,
  localitySchema,
  localityUpdateSchema,
  municipalitySchema,
  stateSchema,
  stateZoneInputSchema,
} from '../../../domain/locations.ts';
import { rolesFor } from '../../../domain/policy.ts';
import { editDescription } from '../../../domain/record-edits.ts';
import { signedInStaff } from '../../auth/current.ts';
import { AppError } from '../../http/app-error.ts';
import { envelope } from '../shared/envelope.ts';
import {
  findMunicipality,
  listLocalities,
  listMunicipalities,
  listStates,
  stateExists,
} from './geography-repository.ts';
import { assignStateZone, createLocality, editLocality } from './geography-service.ts';
import { PUBLIC_LOOKUP_RATE_LIMIT } from './lookup-limit.ts';
import { pathIdSchema } from '../../http/route-params.ts';

const TAGS = ['Ubicaciones'];
const idParams = z.object({ id: pathIdSchema });
const publicLookup = { access: 'public', rateLimit: PUBLIC_LOOKUP_RATE_LIMIT } as const;

export const geographyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/states',
    {
      config: publicLookup,
      schema: {
        tags: TAGS,
        summary: 'Los 32 estados de México con su zona de ventas',
        response: { 200: envelope(z.array(stateSchema)) },
      },
    },
    async () => ({ data: await listStates(app.db) }),
  );

  app.get(
    '/states/:id/municipalities',
    {
      config: publicLookup,
      schema: {
        tags: TAGS,
        summary: 'Municipios de un estado, por nombre',
        params: idParams,
        response: { 200: envelope(z.array(municipalitySchema)) },
      },
    },
    async (request) => {
      if (!(await stateExists(app.db, request.params.id)))
        throw new AppError('NOT_FOUND', 'El estado no existe.');
      return { data: await listMunicipalities(app.db, request.params.id) };
    },
  );

  app.get(
    '/municipalities/:id/localities',
    {
      config: publicLookup,
      schema: {
        tags: TAGS,
        summary: 'Localidades de un municipio, por nombre',
        params: idParams,
        response: { 200: envelope(z.array(localitySchema)) },
      },
    },
    async (request) => {
      if (!(await findMunicipality(app.db, request.params.id)))
        throw new AppError('NOT_FOUND', 'El municipio no existe.');
      return { data: await listLocalities(app.db, request.params.id) };
    },
  );

  app.put(
    '/states/:id/zone',
    {
      config: { access: rolesFor('manageLocations') },
      schema: {
        tags: TAGS,
        summary: 'Asignar un estado a una zona (o dejarlo sin zona con zoneId null)',
        params: idParams,
        body: stateZoneInputSchema,
        response: { 200: envelope(stateSchema) },
      },
    },
    async (request) => {
      const actor = { userId: signedInStaff(request).userId, ip: request.ip };
      return { data: await assignStateZone(app.db, request.params.id, request.body, actor) };
    },
  );

  app.post(
    '/localities',
    {
      config: { access: rolesFor('manageLocations') },
      schema: {
        tags: TAGS,
        summary: 'Agregar una localidad a un municipio',
        body: localityInputSchema,
        response: { 201: envelope(localitySchema) },
      },
    },
    async (request, reply) => {
      const actor = { userId: signedInStaff(request).userId, ip: request.ip };
      const locality = await createLocality(app.db, request.body, actor);
      return reply.status(201).send({ data: locality });
    },
  );

  app.put(
    '/localities/:id',
    {
      config: { access: rolesFor('manageLocations') },
      schema: {
        tags: TAGS,
        summary: 'Cambiar el nombre o el código postal de una localidad',
        description: editDescription(),
        params: idParams,
        body: localityUpdateSchema,
        response: { 200: envelope(localitySchema) },
      },
    },
    async (request) => {
      const actor = { userId: signedInStaff(request).userId, ip: request.ip };
      return { data: await editLocality(app.db, request.params.id, request.body, actor) };
    },
  );
};
