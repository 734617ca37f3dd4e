import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT_KEY, DEMO_PASSWORD, testDatabaseKinds } from '../test/helper.ts';
import { apiFixture, expectRefusal } from '../test/api-fixture.ts';
import {
  AUTH_ROUTE_RATE_LIMIT,
  CLIENT_KEY_LIMITS,
  FORGOT_PASSWORD_LIMITS,
  PASSWORD_LIMITS,
} from './limits.ts';

describe.each(testDatabaseKinds())('throttling of the auth endpoints (%s)', (kind) => {
  const fx = apiFixture(kind, { accounts: [] });

  const signIn = (email: string, password: string, remoteAddress: string) =>
    fx.ctx.request({ method: 'POST', url: '/api/auth/', payload: { email, password }, remoteAddress });
  const forgotPassword = (email: string, remoteAddress: string) =>
    fx.ctx.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
  const codes = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);

  async function failSignIns(email: string, times: number, remoteAddress: string) {
    const results = [];
    for (let i = 0; i < times; i++) results.push(await signIn(email, `mala-${i}`, remoteAddress));
    return results;
  }

  /** An account's failures from one address, up to that pair's limit: every one answered 401. */
  async function useUpFailures(email: string, remoteAddress: string) {
    const { max } = PASSWORD_LIMITS.perAccountAndAddress;
    expect(codes(await failSignIns(email, max, remoteAddress))).toEqual(Array(max).fill(401));
  }

  it('refuses an account from one address after 5 failures with 429, even with the right password', async () => {
    await useUpFailures('supervisor.noroeste@agroventas.mx', '10.10.0.1');
    const blocked = await signIn('supervisor.noroeste@agroventas.mx', DEMO_PASSWORD, '10.10.0.1');
    expectRefusal(
      blocked,
      429,
      'TOO_MANY_ATTEMPTS',
      'Demasiados intentos. Espera unos minutos e intenta de nuevo.',
    );
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('cannot lock the owner out: past the account ceiling guesses are slowed, and the owner gets in', async () => {
    const email = 'coordinador@agroventas.mx';
    const { perAccount, perAccountAndAddress } = PASSWORD_LIMITS;
    // The owner signed in from its office before the attack.
    expect((await signIn(email, DEMO_PASSWORD, '10.10.8.1')).statusCode).toBe(200);
    // The attacker, from two addresses, uses up the account's ceiling; every guess is evaluated.
    const attackers = Array.from(
      { length: perAccount.max / perAccountAndAddress.max },
      (_, i) => `10.10.9.${i + 1}`,
    );
    for (const address of attackers) await useUpFailures(email, address);
    // Slowed: a guess from any other address the account never signed in from waits its turn.
    expect((await signIn(email, 'otra-mala', '10.10.9.50')).statusCode).toBe(429);
    expect((await signIn(email, 'otra-mala', '10.10.9.51')).statusCode).toBe(429);
    // Not locked: once the slow window passed (moved back here instead of waited), one guess more
    // is evaluated, and the one after it waits again.
    await sql`UPDATE login_attempts SET created_at = created_at - make_interval(secs => ${perAccount.slowTo.windowMs / 1000 + 1})
      WHERE subject = ${`email:${email}`}`.execute(fx.ctx.database.db);
    expect((await signIn(email, 'otra-mala', '10.10.9.52')).statusCode).toBe(401);
    expect((await signIn(email, 'otra-mala', '10.10.9.53')).statusCode).toBe(429);
    // The owner, from the address it signed in from before, gets in during the attack: neither
    // the attacker's addresses nor the account's ceiling count against it.
    const owner = await signIn(email, DEMO_PASSWORD, '10.10.8.1');
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('throttles an unknown email exactly like an existing one', async () => {
    await useUpFailures('no.existe@agroventas.mx', '10.10.1.1');
    const blocked = await signIn('no.existe@agroventas.mx', 'otra', '10.10.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('starts counting again after a successful sign-in', async () => {
    const email = 'coordinador.noroeste@agroventas.mx';
    await failSignIns(email, PASSWORD_LIMITS.perAccountAndAddress.max - 1, '10.10.2.1');
    expect((await signIn(email, DEMO_PASSWORD, '10.10.2.1')).statusCode).toBe(200);
    await useUpFailures(email, '10.10.2.1');
    expect((await signIn(email, DEMO_PASSWORD, '10.10.2.1')).statusCode).toBe(429);
  });

  it('refuses an address after 20 failures across accounts', async () => {
    const address = '10.10.3.1';
    const results = [];
    for (let i = 0; i < PASSWORD_LIMITS.perIp.max; i++) {
      results.push(await signIn(`alguien${i}@agroventas.mx`, 'mala', address));
    }
    expect(codes(results)).toEqual(Array(PASSWORD_LIMITS.perIp.max).fill(401));
    expect((await signIn('otra.persona@agroventas.mx', 'mala', address)).statusCode).toBe(429);
    expect((await signIn('otra.persona@agroventas.mx', 'mala', '10.10.3.2')).statusCode).toBe(401);
  });

  it('refuses client keys from an address after 9 wrong ones, even the right key', async () => {
    const address = '10.10.4.1';
    const results = [];
    for (let i = 0; i < CLIENT_KEY_LIMITS.perIp.max; i++) {
      results.push(
        await fx.ctx.request({
          method: 'POST',
          url: '/api/auth/client',
          payload: { clientKey: `AGV-XXXX-XXXX-${1000 + i}` },
          remoteAddress: address,
        }),
      );
    }
    expect(codes(results)).toEqual(Array(CLIENT_KEY_LIMITS.perIp.max).fill(401));
    const blocked = await fx.ctx.request({
      method: 'POST',
      url: '/api/auth/client',
      payload: { clientKey: DEMO_CLIENT_KEY },
      remoteAddress: address,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('allows 3 reset requests per address an hour, known or unknown alike', async () => {
    for (const [email, address] of [
      ['consultor2@agroventas.mx', '10.10.5.1'],
      ['nadie.aqui@agroventas.mx', '10.10.5.2'],
    ] as const) {
      const results = [];
      for (let i = 0; i <= FORGOT_PASSWORD_LIMITS.perEmail.max; i++) {
        results.push(await forgotPassword(email, address));
      }
      expect(codes(results)).toEqual([...Array(FORGOT_PASSWORD_LIMITS.perEmail.max).fill(200), 429]);
    }
  });

  it('allows 10 reset requests per IP an hour', async () => {
    const results = [];
    for (let i = 0; i <= FORGOT_PASSWORD_LIMITS.perIp.max; i++) {
      results.push(await forgotPassword(`persona${i}@agroventas.mx`, '10.10.6.1'));
    }
    expect(codes(results)).toEqual([...Array(FORGOT_PASSWORD_LIMITS.perIp.max).fill(200), 429]);
  });

  it('caps any auth route at 30 requests a minute per address, whatever the body', async () => {
    const results = [];
    for (let i = 0; i <= AUTH_ROUTE_RATE_LIMIT.max; i++) {
      results.push(
        await fx.ctx.request({
          method: 'POST',
          url: '/api/auth/client',
          payload: {},
          remoteAddress: '10.10.7.1',
        }),
      );
    }
    expect(codes(results)).toEqual([...Array(AUTH_ROUTE_RATE_LIMIT.max).fill(400), 429]);
    expect(results.at(-1)?.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS' });
  });
});
