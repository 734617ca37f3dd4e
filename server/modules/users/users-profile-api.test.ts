// One's own account: names and phone, and the password change with the current password,
// its throttle, and the other sessions it ends.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, testDatabaseKinds } from '../../test/helper.ts';
import { apiFixture, cookieFor, userIdOf } from '../../test/api-fixture.ts';
import { usersWorld, ACCOUNTS, assignmentOf, signIn } from './test-fixtures.ts';

const NEW_PASSWORD = 'Surcos-Del-Bajio-2026';

describe.each(testDatabaseKinds())('users API: own account (%s)', (kind) => {
  const fx = apiFixture(kind, { accounts: [], prepare: usersWorld });

  it('lets a consultant change its names and phone, and nothing else', async () => {
    const cookie = await cookieFor(fx.ctx, ACCOUNTS.consultant);
    const response = await fx.call('PUT', '/users/me', cookie, {
      firstName: ' Carlos Alberto ',
      lastName: 'Ramírez Ortega',
      phone: '378 109 4562',
      role: 'ADMIN',
      status: 'ACTIVE',
      zoneId: 99,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: 'Carlos Alberto',
      phone: '378 109 4562',
      role: 'CONSULTANT',
      zoneName: 'Occidente-Bajío',
    });
    const bad = await fx.call('PUT', '/users/me', cookie, {
      firstName: '',
      lastName: 'Ramírez',
      phone: '12',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'El nombre es obligatorio.' },
        { path: 'phone', message: 'Escribe un teléfono de 10 dígitos.' },
      ]),
    );
    const audit = await fx.ctx.database.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('action', '=', 'users.update-profile')
      .executeTakeFirstOrThrow();
    expect(audit.entity_id).toBe(String(await userIdOf(fx.ctx, ACCOUNTS.consultant)));
  });

  it('keeps the phone a profile edit leaves out, and moves the version so a stale admin form is refused', async () => {
    const id = await userIdOf(fx.ctx, ACCOUNTS.consultant2);
    const own = await cookieFor(fx.ctx, ACCOUNTS.consultant2);
    const admin = await cookieFor(fx.ctx, ACCOUNTS.admin);
    expect(
      (await fx.call('PUT', '/users/me', own, { firstName: 'Ana', lastName: 'Ríos', phone: '4421234567' }))
        .statusCode,
    ).toBe(200);
    const read = (await fx.call('GET', `/users/${id}`, admin)).json().data;

    const names = await fx.call('PUT', '/users/me', own, { firstName: 'Ana María', lastName: 'Ríos' });
    expect(names.statusCode, names.body).toBe(200);
    expect(names.json().data).toMatchObject({
      firstName: 'Ana María',
      phone: '4421234567',
      version: read.version + 1,
    });

    // The admin's form, read before the person's own edit, is refused and changes nothing.
    const stale = await fx.call('PUT', `/users/${id}`, admin, {
      firstName: read.firstName,
      lastName: read.lastName,
      phone: '',
      ...assignmentOf(read),
      version: read.version,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe('RECORD_CHANGED');
    expect((await fx.call('GET', `/users/${id}`, admin)).json().data).toMatchObject({
      firstName: 'Ana María',
      phone: '4421234567',
    });
    // An empty phone still clears it.
    const cleared = await fx.call('PUT', '/users/me', own, {
      firstName: 'Ana María',
      lastName: 'Ríos',
      phone: '',
    });
    expect(cleared.json().data.phone).toBeNull();
  });

  it('changes the password with the current one, ending the other sessions but not this one', async () => {
    const email = ACCOUNTS.supervisorNoroeste;
    const cookie = await cookieFor(fx.ctx, email);
    const other = await cookieFor(fx.ctx, email);
    const refusals: Array<[Record<string, string>, string, string]> = [
      [
        { currentPassword: 'no-es-esta', newPassword: NEW_PASSWORD },
        'currentPassword',
        'La contraseña actual no es correcta.',
      ],
      [
        { currentPassword: DEMO_PASSWORD, newPassword: 'corta' },
        'newPassword',
        'La contraseña debe tener al menos 8 caracteres.',
      ],
      [
        { currentPassword: DEMO_PASSWORD, newPassword: 'password123' },
        'newPassword',
        'Esa contraseña es demasiado común; elige otra.',
      ],
      [
        { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
        'newPassword',
        'La nueva contraseña debe ser distinta de la actual.',
      ],
    ];
    for (const [body, path, message] of refusals) {
      const response = await fx.call('PUT', '/users/me/password', cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details).toContainEqual({ path, message });
    }

    const changed = await fx.call('PUT', '/users/me/password', cookie, {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await fx.call('GET', '/auth/me', cookie)).statusCode).toBe(200);
    expect((await fx.call('GET', '/auth/me', other)).statusCode).toBe(401);
    expect((await signIn(fx.ctx, email, DEMO_PASSWORD)).json().code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(fx.ctx, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('stops guessing the current password after 5 failures (429)', async () => {
    const cookie = await cookieFor(fx.ctx, ACCOUNTS.coordinatorNoroeste);
    const guess = () =>
      fx.call('PUT', '/users/me/password', cookie, {
        currentPassword: 'adivinanza',
        newPassword: NEW_PASSWORD,
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await guess()).statusCode).toBe(400);
    expect((await guess()).statusCode).toBe(429);
    const right = await fx.call('PUT', '/users/me/password', cookie, {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(right.statusCode).toBe(429);
    // Signing in is counted apart: the person is not locked out by someone guessing in its session.
    expect((await signIn(fx.ctx, ACCOUNTS.coordinatorNoroeste, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('tells a Microsoft-only account that has no password that the current one is wrong', async () => {
    const email = ACCOUNTS.pending[2];
    await fx.ctx.database.db
      .updateTable('users')
      .set({ status: 'ACTIVE', role: 'ADMIN' })
      .where('email', '=', email)
      .execute();
    const cookie = await cookieFor(fx.ctx, email);
    const response = await fx.call('PUT', '/users/me/password', cookie, {
      currentPassword: 'cualquiera',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('currentPassword');
  });

  it('refuses a farmer and an anonymous caller', async () => {
    const farmer = await fx.ctx.loginFarmer();
    expect((await fx.call('PUT', '/users/me', farmer, { firstName: 'A', lastName: 'B' })).statusCode).toBe(
      403,
    );
    expect(
      (await fx.call('PUT', '/users/me/password', '', { currentPassword: 'a', newPassword: NEW_PASSWORD }))
        .statusCode,
    ).toBe(401);
  });
});
