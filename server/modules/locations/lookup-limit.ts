// The geography reads are public (the anonymous customer registration page needs them), so an
// anonymous address gets a moderate per-route limit; signed-in staff are not counted.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

export const PUBLIC_LOOKUP_RATE_LIMIT = {
  max: 120,
  timeWindow: 60_000,
  allowList: (request: FastifyRequest) => request.auth !== null,
  errorResponseBuilder: () =>
    new AppError('TOO_MANY_ATTEMPTS', 'Demasiadas consultas seguidas. Espera un minuto e intenta de nuevo.'),
};
