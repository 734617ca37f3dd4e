// Brute force and enumeration: password sign-in, client key and forgot-password are
// throttled within ten attempts, for a known and an unknown account alike, and answer a known and
// an unknown account the same way, in the same time class.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/test/helper.ts';
import { median } from '../../bench/lib/stats.ts';
import { nextAddress, reliabilityKinds } from './support/context.ts';
import { apiFixture } from '../../server/test/api-fixture.ts';

// Every check runs on each database of the run (PGlite, and PostgreSQL when configured).
describe.each(reliabilityKinds())('%s', (kind) => {
  const fx = apiFixture(kind, { accounts: [] });

  const post = (url: string, payload: object, remoteAddress: string) =>
    fx.ctx.request({ method: 'POST', url, payload, remoteAddress });

  /** Sends attempts until one is refused with 429 (at most `limit`), returning that attempt's number. */
  async function firstRefusal(
    attempt: (n: number) => ReturnType<typeof post>,
    limit = 15,
  ): Promise<number | null> {
    for (let n = 1; n <= limit; n += 1) {
      const response = await attempt(n);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
        return n;
      }
    }
    return null;
  }

  async function timed(
    send: () => ReturnType<typeof post>,
  ): Promise<{ ms: number; status: number; body: string }> {
    const started = performance.now();
    const response = await send();
    return { ms: performance.now() - started, status: response.statusCode, body: response.body };
  }

  const MAX_EVALUATED = 10;

  describe(`brute force`, () => {
    it('throttles password guesses on one account, from one address or many, known or unknown alike', async ({
      annotate,
    }) => {
      const address = nextAddress();
      const known = await firstRefusal((n) =>
        post('/api/auth/', { email: 'supervisor@agroventas.mx', password: `mala-${n}` }, address),
      );
      const unknownFromOne = nextAddress();
      const unknownOne = await firstRefusal((n) =>
        post('/api/auth/', { email: 'nadie@agroventas.mx', password: `mala-${n}` }, unknownFromOne),
      );
      // A new address per guess: the account's ceiling slows them (docs/decisions.md "Sign-in
      // throttling"), the same for an account that exists and one that does not.
      const knownRotating = await firstRefusal(
        (n) =>
          post(
            '/api/auth/',
            { email: 'coordinador.noroeste@agroventas.mx', password: `mala-${n}` },
            nextAddress(),
          ),
        20,
      );
      const unknown = await firstRefusal(
        (n) =>
          post('/api/auth/', { email: 'nadie.nunca@agroventas.mx', password: `mala-${n}` }, nextAddress()),
        20,
      );
      // One address trying many accounts: the per-address limit.
      const spray = nextAddress();
      const sprayed = await firstRefusal(
        (n) => post('/api/auth/', { email: `persona${n}@agroventas.mx`, password: 'mala' }, spray),
        30,
      );
      await annotate(
        `first refused guess from one address: known account ${known}, unknown ${unknownOne}; from a new address each time: known ${knownRotating}, unknown ${unknown}; one address over many accounts ${sprayed}`,
      );
      expect(known).not.toBeNull();
      expect(known ?? 99).toBeLessThanOrEqual(MAX_EVALUATED);
      expect(unknownOne).toBe(known);
      expect(knownRotating).not.toBeNull();
      expect(knownRotating ?? 99).toBeLessThanOrEqual(MAX_EVALUATED + 1);
      expect(unknown).toBe(knownRotating);
      expect(sprayed).not.toBeNull();
      expect(sprayed ?? 99).toBeLessThanOrEqual(21);
    });

    it('never locks the owner out: during a guessing attack from many addresses, the owner signs in from its own', async () => {
      const email = 'consultor2@agroventas.mx';
      const office = nextAddress();
      expect((await post('/api/auth/', { email, password: DEMO_PASSWORD }, office)).statusCode).toBe(200);
      const refused = await firstRefusal(
        (n) => post('/api/auth/', { email, password: `mala-${n}` }, nextAddress()),
        20,
      );
      expect(refused).not.toBeNull();
      // The attacker keeps being slowed while the owner, from the office, gets in.
      expect((await post('/api/auth/', { email, password: 'mala-otra' }, nextAddress())).statusCode).toBe(
        429,
      );
      const owner = await post('/api/auth/', { email, password: DEMO_PASSWORD }, office);
      expect(owner.statusCode, owner.body).toBe(200);
    });

    it('throttles client-key guesses from one address', async ({ annotate }) => {
      const address = nextAddress();
      const refused = await firstRefusal((n) =>
        post('/api/auth/client', { clientKey: `AGV-MALA-${n}` }, address),
      );
      await annotate(`first refused client-key guess: attempt ${refused} (${(refused ?? 1) - 1} evaluated)`);
      expect(refused).not.toBeNull();
      expect(refused ?? 99).toBeLessThanOrEqual(MAX_EVALUATED);
    });

    it('throttles forgot-password for a known and an unknown address alike', async ({ annotate }) => {
      const known = await firstRefusal((n) =>
        post(
          '/api/auth/forgot-password',
          { email: 'consultor2@agroventas.mx' },
          nextAddress() + String(n % 1),
        ),
      );
      const unknown = await firstRefusal((n) =>
        post(
          '/api/auth/forgot-password',
          { email: 'nadie.mas@agroventas.mx' },
          nextAddress() + String(n % 1),
        ),
      );
      const address = nextAddress();
      const fromOne = await firstRefusal((n) =>
        post('/api/auth/forgot-password', { email: `alguien${n}@agroventas.mx` }, address),
      );
      await annotate(
        `first refused request: known ${known}, unknown ${unknown}; one address over many accounts ${fromOne}`,
      );
      expect(known).not.toBeNull();
      expect(known ?? 99).toBeLessThanOrEqual(MAX_EVALUATED);
      expect(unknown).toBe(known);
      expect(fromOne ?? 99).toBeLessThanOrEqual(MAX_EVALUATED);
    });

    it('answers a known and an unknown account identically, in the same time class', async ({ annotate }) => {
      const knownEmails = [
        'admin@agroventas.mx',
        'coordinador@agroventas.mx',
        'consultor@agroventas.mx',
        'supervisor.noroeste@agroventas.mx',
      ];
      const samples = {
        loginKnown: [] as number[],
        loginUnknown: [] as number[],
        forgotKnown: [] as number[],
        forgotUnknown: [] as number[],
      };
      const bodies = new Set<string>();
      const forgotBodies = new Set<string>();
      // Interleaved, each from its own address, within every per-account limit.
      for (let round = 0; round < 3; round += 1) {
        for (const [index, email] of knownEmails.entries()) {
          const unknownEmail = `desconocido.${round}.${index}@agroventas.mx`;
          const a = await timed(() =>
            post('/api/auth/', { email, password: `Incorrecta-${round}` }, nextAddress()),
          );
          const b = await timed(() =>
            post('/api/auth/', { email: unknownEmail, password: `Incorrecta-${round}` }, nextAddress()),
          );
          samples.loginKnown.push(a.ms);
          samples.loginUnknown.push(b.ms);
          bodies.add(`${a.status} ${a.body}`).add(`${b.status} ${b.body}`);
          if (round < 2) {
            const c = await timed(() => post('/api/auth/forgot-password', { email }, nextAddress()));
            const d = await timed(() =>
              post('/api/auth/forgot-password', { email: unknownEmail }, nextAddress()),
            );
            samples.forgotKnown.push(c.ms);
            samples.forgotUnknown.push(d.ms);
            forgotBodies.add(`${c.status} ${c.body}`).add(`${d.status} ${d.body}`);
          }
        }
      }
      const m = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)])) as Record<
        keyof typeof samples,
        number
      >;
      const ratio = (a: number, b: number) => Math.max(a, b) / Math.max(1, Math.min(a, b));
      await annotate(
        `sign-in median ${m.loginKnown.toFixed(0)} ms known vs ${m.loginUnknown.toFixed(0)} ms unknown; forgot-password ${m.forgotKnown.toFixed(0)} vs ${m.forgotUnknown.toFixed(0)} ms; ${bodies.size} distinct sign-in answer(s), ${forgotBodies.size} distinct forgot-password answer(s)`,
      );
      expect([...bodies]).toHaveLength(1);
      expect([...forgotBodies]).toHaveLength(1);
      expect(ratio(m.loginKnown, m.loginUnknown)).toBeLessThan(2);
      expect(ratio(m.forgotKnown, m.forgotUnknown)).toBeLessThan(2);
    });
  });
});
