// Tokens and cookies: the session cookie's flags, a new session at every sign-in (the
// old one dies), logout ending the session for good, and only a hash of the token stored.
// The Microsoft token forgery list belongs here once POST /auth/microsoft lands.
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../server/auth/tokens.ts';
import { DEMO_CLIENT_KEY, DEMO_PASSWORD } from '../../server/test/helper.ts';
import { nextAddress, reliabilityKinds } from './support/context.ts';
import { apiFixture } from '../../server/test/api-fixture.ts';

// Every check runs on each database of the run (PGlite, and PostgreSQL when configured).
describe.each(reliabilityKinds())('%s', (kind) => {
  const fx = apiFixture(kind, { accounts: [] });

  interface SignIn {
    token: string;
    header: string;
  }

  async function signIn(url: string, payload: object, cookie?: string): Promise<SignIn> {
    const response = await fx.ctx.request({
      method: 'POST',
      url,
      payload,
      cookie,
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const raw = response.headers['set-cookie'];
    const header =
      (Array.isArray(raw) ? raw : [raw ?? '']).find((c) => c.startsWith(`${fx.ctx.config.COOKIE_NAME}=`)) ??
      '';
    return { token: header.split(';')[0]?.split('=')[1] ?? '', header };
  }

  const me = (token: string) =>
    fx.ctx.request({ method: 'GET', url: '/api/auth/me', cookie: `${fx.ctx.config.COOKIE_NAME}=${token}` });
  const flagsOf = (header: string) =>
    header
      .split(';')
      .slice(1)
      .map((f) => f.trim().toLowerCase());

  describe(`session cookie`, () => {
    it('is HttpOnly, Secure, SameSite=None and Partitioned for staff and farmers', async ({ annotate }) => {
      const staff = await signIn('/api/auth/', { email: 'admin@agroventas.mx', password: DEMO_PASSWORD });
      const farmer = await signIn('/api/auth/client', { clientKey: DEMO_CLIENT_KEY });
      for (const { header } of [staff, farmer]) {
        const flags = flagsOf(header);
        expect(flags).toEqual(
          expect.arrayContaining(['httponly', 'secure', 'samesite=none', 'partitioned', 'path=/']),
        );
        expect(flags.find((f) => f.startsWith('max-age='))).toBe(
          `max-age=${fx.ctx.config.SESSION_TTL_HOURS * 3600}`,
        );
      }
      await annotate(`2 sign-ins (staff, farmer); flags: ${flagsOf(staff.header).join(', ')}`);
    });

    it('rotates the session at every sign-in: the previous token stops working', async ({ annotate }) => {
      const first = await signIn('/api/auth/', {
        email: 'coordinador@agroventas.mx',
        password: DEMO_PASSWORD,
      });
      const second = await signIn(
        '/api/auth/',
        { email: 'coordinador@agroventas.mx', password: DEMO_PASSWORD },
        `${fx.ctx.config.COOKIE_NAME}=${first.token}`,
      );
      const farmerFirst = await signIn('/api/auth/client', { clientKey: DEMO_CLIENT_KEY });
      const farmerSecond = await signIn(
        '/api/auth/client',
        { clientKey: DEMO_CLIENT_KEY },
        `${fx.ctx.config.COOKIE_NAME}=${farmerFirst.token}`,
      );
      expect(second.token).not.toBe(first.token);
      expect(farmerSecond.token).not.toBe(farmerFirst.token);
      expect((await me(first.token)).statusCode).toBe(401);
      expect((await me(farmerFirst.token)).statusCode).toBe(401);
      expect((await me(second.token)).statusCode).toBe(200);
      expect((await me(farmerSecond.token)).statusCode).toBe(200);
      await annotate('2 re-sign-ins with the old cookie: 2 new tokens, 2 old tokens refused with 401');
    });

    it('stores only a hash of the token', async ({ annotate }) => {
      const { token } = await signIn('/api/auth/', {
        email: 'supervisor@agroventas.mx',
        password: DEMO_PASSWORD,
      });
      const db = fx.ctx.database.db;
      const plain = await db.selectFrom('sessions').select('id').where('id', '=', token).executeTakeFirst();
      const hashed = await db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', sha256(token))
        .executeTakeFirst();
      expect(plain).toBeUndefined();
      expect(hashed).toBeDefined();
      await annotate('token absent from the sessions table; its SHA-256 present');
    });

    it('ends the session at logout and clears the cookie with the same flags', async ({ annotate }) => {
      const { token } = await signIn('/api/auth/', { email: 'admin@agroventas.mx', password: DEMO_PASSWORD });
      const response = await fx.ctx.request({
        method: 'POST',
        url: '/api/auth/logout',
        payload: {},
        cookie: `${fx.ctx.config.COOKIE_NAME}=${token}`,
      });
      expect(response.statusCode).toBe(200);
      const raw = response.headers['set-cookie'];
      const cleared =
        (Array.isArray(raw) ? raw : [raw ?? '']).find((c) => c.startsWith(`${fx.ctx.config.COOKIE_NAME}=`)) ??
        '';
      const flags = flagsOf(cleared);
      expect(cleared.startsWith(`${fx.ctx.config.COOKIE_NAME}=;`)).toBe(true);
      expect(flags).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite=none', 'partitioned']));
      expect(
        flags.some(
          (f) => f === 'max-age=0' || (f.startsWith('expires=') && Date.parse(f.slice(8)) < Date.now()),
        ),
      ).toBe(true);
      expect((await me(token)).statusCode).toBe(401);
      const row = await fx.ctx.database.db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', sha256(token))
        .executeTakeFirst();
      expect(row).toBeUndefined();
      await annotate('logout: cookie emptied and expired, token refused with 401, session row gone');
    });
  });
});
