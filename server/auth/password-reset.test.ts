import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, TEST_ORIGIN, testDatabaseKinds } from '../test/helper.ts';
import { apiFixture, expectRefusal } from '../test/api-fixture.ts';
import { hasAuditEntry } from '../test/audit.ts';
import { sha256 } from './tokens.ts';

const NEW_PASSWORD = 'Siembra-Temprana-2026';

describe.each(testDatabaseKinds())('forgotten password (%s)', (kind) => {
  const fx = apiFixture(kind, { accounts: [] });

  let address = 0;
  /** Each call from its own address, so the per-address limits never interfere between tests. */
  const nextAddress = () => `10.20.0.${++address}`;
  const post = (url: string, payload: object) =>
    fx.ctx.request({ method: 'POST', url, payload, remoteAddress: nextAddress() });
  const forgot = (email: string) => post('/api/auth/forgot-password', { email });
  const reset = (token: string, password: string) => post('/api/auth/reset-password', { token, password });
  const signIn = (email: string, password: string) => post('/api/auth/', { email, password });

  /** Requests a link for the address and returns the token of the mail it sent. */
  async function requestToken(email: string): Promise<string> {
    const before = fx.ctx.mails.length;
    expect((await forgot(email)).statusCode).toBe(200);
    // The link is stored and mailed after the answer (timing must not tell accounts apart).
    await vi.waitFor(() => expect(fx.ctx.mails.length).toBe(before + 1));
    const mail = fx.ctx.mails.at(-1);
    const match = /\/new-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error('no link in the mail');
    return match[1];
  }

  it('mails an active user a Spanish message with a link to /new-password, valid for one hour', async () => {
    const before = fx.ctx.mails.length;
    const response = await forgot('Supervisor.Noroeste@agroventas.mx');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    await vi.waitFor(() => expect(fx.ctx.mails.length).toBe(before + 1));
    const mail = fx.ctx.mails.at(-1);
    expect(mail?.to).toBe('supervisor.noroeste@agroventas.mx');
    expect(mail?.subject).toBe('Restablece tu contraseña de Agroventas');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/new-password?token=`);
    expect(mail?.text).toContain('1 hora');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const stored = await fx.ctx.database.db
      .selectFrom('password_reset_tokens')
      .select(['token_hash', 'purpose', 'expires_at', 'used_at'])
      .where('token_hash', '=', sha256(token))
      .executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('RESET');
    expect(stored.used_at).toBeNull();
    const ttl = new Date(stored.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it('answers an unknown address exactly like a known one, and mails nobody', async () => {
    const before = fx.ctx.mails.length;
    const unknown = await forgot('no.registrado@agroventas.mx');
    const known = await forgot('consultor2@agroventas.mx');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    // The known address's mail comes after the unknown one's work had its turn: still one mail.
    await vi.waitFor(() => expect(fx.ctx.mails.length).toBeGreaterThan(before));
    expect(fx.ctx.mails.map((mail) => mail.to).slice(before)).toEqual(['consultor2@agroventas.mx']);
  });

  it('mails nobody for an account that is not active', async () => {
    const disabled = await fx.ctx.database.db
      .selectFrom('users')
      .select('email')
      .where('status', '!=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    const before = fx.ctx.mails.length;
    expect((await forgot(disabled.email)).statusCode).toBe(200);
    // An active account asked right after is mailed; the inactive one, asked first, never is.
    expect((await forgot('consultor2@agroventas.mx')).statusCode).toBe(200);
    await vi.waitFor(() => expect(fx.ctx.mails.length).toBeGreaterThan(before));
    expect(fx.ctx.mails.map((mail) => mail.to).slice(before)).toEqual(['consultor2@agroventas.mx']);
  });

  it('sets the new password once, signs the user out everywhere, and refuses the link a second time', async () => {
    const email = 'coordinador.noroeste@agroventas.mx';
    const oldSession = await fx.ctx.login(email);
    const token = await requestToken(email);

    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });

    expect(
      (await fx.ctx.request({ method: 'GET', url: '/api/auth/me', cookie: oldSession })).statusCode,
    ).toBe(401);
    expect((await signIn(email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'Otra-Clave-Segura-99');
    expectRefusal(again, 409, 'INVALID_TOKEN', 'El enlace no es válido o ya expiró. Solicita uno nuevo.');
    expect(await hasAuditEntry(fx.ctx.database.db, 'auth.password-reset')).toBe(true);
  });

  it('refuses an expired link', async () => {
    const token = await requestToken('supervisor@agroventas.mx');
    await fx.ctx.database.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', sha256(token))
      .execute();
    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });

  it('invalidates the older link when a new one is requested', async () => {
    const email = 'admin@agroventas.mx';
    const first = await requestToken(email);
    const second = await requestToken(email);
    expect((await reset(first, NEW_PASSWORD)).json().code).toBe('INVALID_TOKEN');
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown link', async () => {
    const response = await reset('x'.repeat(43), NEW_PASSWORD);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });

  it.each([
    ['too short', 'abc123', 'La contraseña debe tener al menos 8 caracteres.'],
    ['too common', 'password123', 'Esa contraseña es demasiado común; elige otra.'],
    ['one repeated character', 'aaaaaaaaaaaa', 'Esa contraseña es demasiado común; elige otra.'],
  ])(
    'refuses a %s password with 400 and the Spanish rule, keeping the link usable',
    async (_case, password, message) => {
      const token = await requestToken('consultor@agroventas.mx');
      const response = await reset(token, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message,
        details: [{ path: 'password', message }],
      });
      const stored = await fx.ctx.database.db
        .selectFrom('password_reset_tokens')
        .select('used_at')
        .where('token_hash', '=', sha256(token))
        .executeTakeFirstOrThrow();
      expect(stored.used_at).toBeNull();
    },
  );

  it('accepts a long passphrase', async () => {
    const token = await requestToken('consultor.noroeste@agroventas.mx');
    const passphrase = 'el maíz del ciclo primavera-verano se siembra en junio '.repeat(2);
    expect((await reset(token, passphrase)).statusCode).toBe(200);
    expect((await signIn('consultor.noroeste@agroventas.mx', passphrase)).statusCode).toBe(200);
  });
});
