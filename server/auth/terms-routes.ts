// GET /terms: the current terms of service, readable by anyone signed in, before accepting them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { termsSchema } from '../../domain/auth.ts';
import { AppError } from '../http/app-error.ts';
import { envelope } from '../modules/shared/envelope.ts';
import { findCurrentTerms } from './terms-repository.ts';

export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/terms',
    {
      config: { access: 'authenticated', allowWithoutTos: true },
      schema: {
        tags: ['Términos'],
        summary: 'Términos y condiciones vigentes',
        response: { 200: envelope(termsSchema) },
      },
    },
    async () => {
      const terms = await findCurrentTerms(app.db);
      if (!terms) throw new AppError('NOT_FOUND', 'No hay términos y condiciones publicados.');
      return {
        data: {
          version: terms.version,
          text: terms.text,
          publishedAt: new Date(terms.published_at).toISOString(),
        },
      };
    },
  );
};
