import { describe, expect, it } from 'vitest';
import { decideEntry } from './entry-guard.ts';
import { HttpError, NetworkError } from './http.ts';
import { farmerUser } from './test-api.ts';

const staff = (role: 'ADMIN' | 'COORDINATOR' | 'SUPERVISOR' | 'CONSULTANT', acceptedTos = true) => ({
  ...farmerUser,
  clientKey: undefined,
  role,
  acceptedTos,
});

describe('the /simulator entry guard (docs/requirements.md §2 for this page)', () => {
  it('sends a visitor without a session to the farmer sign-in with the objective', async () => {
    expect(await decideEntry(null, async () => farmerUser)).toEqual({
      kind: 'sign-in',
      to: '/login/farmer?objective=%2Fsimulator',
    });
  });

  it('lets every role in with the fresh details', async () => {
    for (const role of ['ADMIN', 'COORDINATOR', 'SUPERVISOR', 'CONSULTANT'] as const) {
      const decision = await decideEntry(staff(role), async () => staff(role));
      expect(decision).toMatchObject({ kind: 'allow', role, offline: false });
    }
    expect(await decideEntry(farmerUser, async () => farmerUser)).toMatchObject({
      kind: 'allow',
      role: 'FARMER',
    });
  });

  it('treats a client key as a farmer whatever the role says', async () => {
    const odd = { ...farmerUser, role: 'ADMIN' as const };
    expect(await decideEntry(odd, async () => odd)).toMatchObject({ kind: 'allow', role: 'FARMER' });
  });

  it('sends a consultant who has not accepted the terms to accept them, using the fresh details', async () => {
    expect(await decideEntry(staff('CONSULTANT'), async () => staff('CONSULTANT', false))).toEqual({
      kind: 'accept-terms',
      to: '/accept-terms',
    });
  });

  it('ends the session on 401 and sends staff to their own sign-in', async () => {
    const expired = async () => {
      throw new HttpError(401, null);
    };
    expect(await decideEntry(farmerUser, expired)).toMatchObject({
      kind: 'session-ended',
      message: 'Sesión inválida. Por favor, inicia sesión nuevamente.',
      to: '/login/farmer?objective=%2Fsimulator',
    });
    expect(await decideEntry(staff('ADMIN'), expired)).toMatchObject({ kind: 'session-ended', to: '/login' });
  });

  it('keeps a farmer without signal (or with a server hiccup) in, on the stored details', async () => {
    const offline = async () => {
      throw new NetworkError();
    };
    expect(await decideEntry(farmerUser, offline)).toMatchObject({
      kind: 'allow',
      user: farmerUser,
      offline: true,
    });
    const down = async () => {
      throw new HttpError(503, null);
    };
    expect(await decideEntry(farmerUser, down)).toMatchObject({ kind: 'allow', offline: true });
  });
});
