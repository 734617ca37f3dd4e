// Builds the API server: plugins, the request gate, the modules' routes, the built app.
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import '../domain/zod.ts';
import type { Config } from './config.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Database } from './db/database.ts';
import { enforceAccessDeclarations } from './http/access.ts';
import { cleanTextDeep } from '../domain/text.ts';
import { AppError } from './http/app-error.ts';
import { answerClientError, registerErrorHandling } from './http/error-handler.ts';
import { registerRequestGuards } from './http/guards.ts';
import { listCachePlugin } from './http/list-cache-plugin.ts';
import { voucherLinkRoutes } from './modules/vouchers/link-routes.ts';
import { builtScriptHashes, configScript, registerSpa } from './http/spa.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { apiRoutes } from './routes.ts';
import { registerTeamsBot, type TeamsBotOptions } from './teams/teams-bot.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    mailer: Mailer;
  }
}

export interface BuildOptions {
  config: Config;
  db: Kysely<Database>;
  /** The change feed of `db` (connectDatabase): what the lists keep is valid while it stays still. */
  feed: ChangeFeed;
  mailer?: Mailer;
  /** Serve the built front end (off in API tests). */
  serveApp?: boolean;
  /** Tests: how the Teams bot gets its token for a fake Bot Connector. */
  teamsBot?: TeamsBotOptions;
}

const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.clientKey',
  '*.token',
  '*.msToken',
];

/**
 * Helmet's security headers for our policy, worked out once: it holds no per-request part (no
 * nonces), and the Fastify plugin built them again for every request (3% of a list request's time).
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, redact: REDACT },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('mailer', options.mailer ?? createMailer(config, app.log));
  registerErrorHandling(app);
  enforceAccessDeclarations(app, ['/api', '/bot']);

  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", configScript(config).hash, ...builtScriptHashes(config.STATIC_DIR)],
        styleSrc: ["'self'", "'unsafe-inline'"], // Fluent UI (Griffel) inserts style rules at run time
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...config.microsoftOrigins],
        frameSrc: ["'self'", ...config.microsoftOrigins],
        frameAncestors: config.frameAncestors,
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Teams loads the tab in a frame; frame-ancestors above is the control, not X-Frame-Options.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  // Every text an API body or query brings is in one form (domain/text.ts: no control, zero-width
  // or direction-override characters, plain spaces, NFC) before the route's schema reads it: stored
  // text, duplicate checks and searches all see the same "Pérez".
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.body !== null && typeof request.body === 'object') request.body = cleanTextDeep(request.body);
    if (request.query !== null && typeof request.query === 'object')
      request.query = cleanTextDeep(request.query);
  });
  // A preflight names its Origin and the method it asks for; a bare OPTIONS is refused in the
  // Spanish error body (the CORS plugin would answer it in plain English text).
  app.addHook('onRequest', async (request) => {
    if (
      request.method === 'OPTIONS' &&
      (!request.headers.origin || !request.headers['access-control-request-method'])
    ) {
      throw new AppError(
        'BAD_REQUEST',
        'La solicitud OPTIONS debe indicar su origen (Origin) y el método que pide (Access-Control-Request-Method).',
      );
    }
  });
  await app.register(fastifyCors, {
    origin: config.allowedOrigins,
    credentials: true,
    allowedHeaders: ['content-type', 'accept', 'x-api-key', 'idempotency-key'],
    // Every method the API routes use (saved views are renamed with PATCH); a test compares them.
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Agroventas API',
        version: '1.0.0',
        description: 'API de Agroventas (respuestas en { data }).',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          session: { type: 'apiKey', in: 'cookie', name: config.COOKIE_NAME },
        },
      },
      security: [{ apiKey: [], session: [] }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(listCachePlugin, { feed: options.feed });
  registerRequestGuards(app, db, config);
  await app.register(apiRoutes, { prefix: '/api' });
  // The short link printed on a Dkbono: at the root, as it is typed or scanned.
  await app.register(voucherLinkRoutes);
  await registerTeamsBot(app, options.teamsBot);

  if (options.serveApp !== false) await registerSpa(app, config);
  else
    app.setNotFoundHandler((_request, reply) =>
      reply
        .status(404)
        .send({ statusCode: 404, code: 'NOT_FOUND', message: 'El recurso solicitado no existe.' }),
    );
  return app;
}
