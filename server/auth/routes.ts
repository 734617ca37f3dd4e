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
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: TAGS,
        summary: 'Inicia sesión con correo y contraseña',
        body: loginRequestSchema,
        response: { 200: okEnvelope },
      },
    },
    async (request, reply) => {
      const userId = await authenticateWithPassword(db, request.body, request.ip);
      await startSession(request, reply, { userId }, 'auth.login');
      return OK;
    },
  );

  app.post(
    '/auth/client',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: TAGS,
        summary: 'Inicia sesión de agricultor con la clave de cliente',
        body: clientLoginRequestSchema,
        response: { 200: okEnvelope },
      },
    },
    async (request, reply) => {
      const clientId = await authenticateWithClientKey(db, request.body, request.ip);
      await startSession(request, reply, { clientId }, 'auth.client-login');
      return OK;
    },
  );

  const microsoft = microsoftSettings(config);

  app.post(
    '/auth/microsoft',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: TAGS,
        summary: 'Inicia sesión con una cuenta corporativa de Microsoft',
        description:
          'Recibe un token de acceso de Microsoft: para nuestra API (se verifica con las claves de Entra ID) ' +
          'o para Microsoft Graph con User.Read (se comprueba con Graph). Un miembro del personal sin cuenta ' +
          'queda pendiente de aprobación.',
        body: msTokenRequestSchema,
        response: { 200: okEnvelope },
      },
    },
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
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: TAGS,
        summary: 'Envía un enlace para elegir una nueva contraseña',
        description: 'La respuesta es la misma exista o no la cuenta.',
        body: forgotPasswordRequestSchema,
        response: { 200: okEnvelope },
      },
    },
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
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: TAGS,
        summary: 'Elige una nueva contraseña con el enlace recibido por correo',
        body: resetPasswordRequestSchema,
        response: { 200: okEnvelope },
      },
    },
    async (request) => {
      await resetPassword(db, request.body, request.ip);
      return OK;
    },
  );
};
