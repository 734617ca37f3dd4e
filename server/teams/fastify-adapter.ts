// Lets @microsoft/teams.apps receive its activities on our Fastify server instead of its own Express
// one: it hands us (method, path, handler) and we mount the route. The bot endpoint is public to our
// gate (no API key, no Origin: Microsoft calls it, not our page); teams.apps authenticates every
// request by its Bot Framework token before any handler runs.
import type { HttpRouteHandler, IHttpServerAdapter } from '@microsoft/teams.apps';
import type { FastifyInstance } from 'fastify';

function headersOf(raw: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(raw)) if (value !== undefined) headers[name] = value;
  return headers;
}

export class FastifyAdapter implements IHttpServerAdapter {
  constructor(private readonly app: FastifyInstance) {}

  registerRoute(method: 'POST', path: string, handler: HttpRouteHandler): void {
    this.app.route({
      method,
      url: path,
      config: { access: 'public', skipApiKey: true },
      schema: { hide: true },
      handler: async (request, reply) => {
        const answer = await handler({ body: request.body, headers: headersOf(request.headers) });
        return reply.status(answer.status).send(answer.body ?? null);
      },
    });
  }
}
