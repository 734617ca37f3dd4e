// Every API module, mounted under /api. A module is a Fastify plugin in modules/<area>/routes.ts.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { authRoutes } from './auth/routes.ts';

export async function apiRoutes(app: FastifyInstance): Promise<void> {
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
}

export const okEnvelope = z.object({ data: z.object({ ok: z.literal(true) }) });
