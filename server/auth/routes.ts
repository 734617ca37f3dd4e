// Authentication endpoints (docs/requirements.md §7, docs/design.md §4): password and client-key sign-in, the current
// user, logout, and the forgotten-password pair. Every sign-in rotates the session.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientLoginRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  msTokenRequestSchema,
  okSchema,
  resetPasswordRequestSchema,
  userDetailsSchema,
} from '../../domain/auth.ts';
import { envelope } from '../modules/shared/envelope.ts';
import { writeAudit } from '../modules/shared/audit.ts';
import { signedIn } from './current.ts';
import { AUTH_ROUTE_RATE_LIMIT } from './limits.ts';
import { microsoftSettings } from './microsoft-settings.ts';
import { authenticateWithMicrosoft } from './microsoft-sign-in.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { authenticateWithClientKey, authenticateWithPassword, currentUserDetails } from './service.ts';
import { clearSessionCookie, createSession, destroySession, setSessionCookie } from './sessions.ts';

const okEnvelope = envelope(okSchema);
const OK = { data: { ok: true } } as const;
const TAGS = ['Autenticación'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const rateLimit = AUTH_ROUTE_RATE_LIMIT;

  /** The options of a form the app posts before anyone is signed in: public, rate limited, answering ok. */
  function publicAuthForm<Body>(body: Body, summary: string, description?: string) {
    return {
      config: { access: 'public', rateLimit },
      schema: {
        tags: TAGS,
        summary,
        ...(description ? { description } : {}),
        body,
        response: { 200: okEnvelope },
      },
    } as const;
  }

  /** A new session id at every sign-in (the one the browser held, if any, dies), and the sign-in audited. */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    owner: { userId: number } | { clientId: number },
    action: string,
  ): Promise<void> {
    await destroySession(db, request.cookies[config.COOKIE_NAME]);
    const token = await createSession(db, owner, config, request.headers['user-agent']);
    setSessionCookie(reply, config, token);
    await writeAudit(db, {
      ...('userId' in owner
        ? { actorUserId: owner.userId, entity: 'users', entityId: owner.userId }
        : { actorClientId: owner.clientId, entity: 'clients', entityId: owner.clientId }),
      action,
      ip: request.ip,
    });
  }

  app.post(
    '/auth/',
    publicAuthForm(loginRequestSchema, 'Inicia sesión con correo y contraseña'),
    async (request, reply) => {
      const userId = await authenticateWithPassword(db, request.body, request.ip);
      await startSession(request, reply, { userId }, 'auth.login');
      return OK;
    },
  );

  app.post(
    '/auth/client',
    publicAuthForm(clientLoginRequestSchema, 'Inicia sesión de agricultor con la clave de cliente'),
    async (request, reply) => {
      const clientId = await authenticateWithClientKey(db, request.body, request.ip);
      await startSession(request, reply, { clientId }, 'auth.client-login');
      return OK;
    },
  );

  const microsoft = microsoftSettings(config);

  app.post(
    '/auth/microsoft',
    publicAuthForm(
      msTokenRequestSchema,
      'Inicia sesión con una cuenta corporativa de Microsoft',
      'Recibe un token de acceso de Microsoft: para nuestra API (se verifica con las claves de Entra ID) ' +
        'o para Microsoft Graph con User.Read (se comprueba con Graph). Un miembro del personal sin cuenta ' +
        'queda pendiente de aprobación.',
    ),
    async (request, reply) => {
      const userId = await authenticateWithMicrosoft(db, microsoft, request.body.msToken, request.ip);
      await startSession(request, reply, { userId }, 'auth.microsoft-login');
      return OK;
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'authenticated', allowWithoutTos: true },
      schema: {
        tags: TAGS,
        summary: 'Datos del usuario con sesión iniciada',
        response: { 200: envelope(userDetailsSchema) },
      },
    },
    async (request) => ({ data: await currentUserDetails(db, app.listCache, signedIn(request)) }),
  );

  // Public on purpose: a browser holding a dead session must still be able to sign out cleanly
  // (a 401 here would send the app's error path into a loop).
  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: { tags: TAGS, summary: 'Cierra la sesión', response: { 200: okEnvelope } },
    },
    async (request, reply) => {
      const auth = request.auth;
      await destroySession(db, request.cookies[config.COOKIE_NAME]);
      clearSessionCookie(reply, config);
      if (auth) {
        await writeAudit(db, {
          actorUserId: auth.userId,
          actorClientId: auth.clientId,
          action: 'auth.logout',
          entity: auth.userId !== null ? 'users' : 'clients',
          entityId: auth.userId ?? auth.clientId,
          ip: request.ip,
        });
      }
      return OK;
    },
  );

  app.post(
    '/auth/forgot-password',
    publicAuthForm(
      forgotPasswordRequestSchema,
      'Envía un enlace para elegir una nueva contraseña',
      'La respuesta es la misma exista o no la cuenta.',
    ),
    async (request) => {
      await requestPasswordReset(
        { db, mailer: app.mailer, publicUrl: config.PUBLIC_URL, log: request.log },
        request.body,
        request.ip,
      );
      return OK;
    },
  );

  app.post(
    '/auth/reset-password',
    publicAuthForm(
      resetPasswordRequestSchema,
      'Elige una nueva contraseña con el enlace recibido por correo',
    ),
    async (request) => {
      await resetPassword(db, request.body, request.ip);
      return OK;
    },
  );
};
