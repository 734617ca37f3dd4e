// Locations endpoints: sales zones, and the states → municipalities → localities geography.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geographyRoutes } from './geography-routes.ts';
import { zonesRoutes } from './zones-routes.ts';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(zonesRoutes);
  await app.register(geographyRoutes);
};
