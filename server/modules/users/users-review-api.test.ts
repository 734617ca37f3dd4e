// Approving, rejecting, enabling and disabling accounts (issue 4): who may sign in after each
// decision, the approval mail and its link for people without a password, and who may decide.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { createTestContext, testDatabaseKinds, type TestContext } from '../../test/helper.ts';
import { cookieFor, cookiesFor, userIdOf, zoneIdOf } from '../sales/test-fixtures.ts';
import {
  ACCOUNTS,
  callerOf,
  distributorIdOf,
  linkTokenIn,
  setPasswordWithToken,
  signIn,
  type Caller,
} from './test-fixtures.ts';

const PASSWORD = 'Maizal-Del-Norte-2026';

describe.each(testDatabaseKinds())('users API: approve, reject and status (%s)', (kind) => {
  let ctx: TestContext;
  let call: Caller;
  let cookies: Record<string, string>;
  let bajio: number;
  let noroeste: number;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    call = callerOf(ctx);
    cookies = await cookiesFor(ctx, ['admin', 'coordinator', 'supervisor', 'coordinatorNoroeste'] as const);
    bajio = await zoneIdOf(ctx, 'Occidente-Bajío');
    noroeste = await zoneIdOf(ctx, 'Noroeste');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A person waiting for approval who already has a password (as if it had chosen one before). */
  async function pendingWithPassword(email: string): Promise<number> {
    const row = await ctx.database.db
      .insertInto('users')
      .values({
        email,
        first_name: 'Lucía',
        last_name: 'Barajas Ortiz',
        status: 'PENDING',
        password_hash: await hashPassword(PASSWORD),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('approves a Microsoft user with a role: it is mailed a link to choose a password and then signs in', async () => {
    const email = ACCOUNTS.pending[0];
    const id = await userIdOf(ctx, email);
    const response = await call('PUT', `/users/${id}/approve`, cookies.admin ?? '', {
      role: 'CONSULTANT',
      zoneId: noroeste,
      supervisorId: await userIdOf(ctx, ACCOUNTS.supervisorNoroeste),
      distributorId: await distributorIdOf(ctx, 'Distribuidora Agropecuaria del Yaqui S.A. de C.V.'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'ACTIVE',
      role: 'CONSULTANT',
      zoneName: 'Noroeste',
      supervisorName: 'Patricia Gastélum Soto',
      distributorName: 'Distribuidora Agropecuaria del Yaqui S.A. de C.V.',
    });
    const mail = ctx.mails.at(-1);
    expect(mail).toMatchObject({ to: email, subject: 'Tu cuenta de Agroventas fue aprobada' });
    expect(mail?.text).toContain('Consultor');
    expect(mail?.text).toContain('cuenta de Microsoft');

    expect((await setPasswordWithToken(ctx, linkTokenIn(ctx, email), PASSWORD)).statusCode).toBe(200);
    const signedIn = await signIn(ctx, email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(
      await ctx.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'users.approve')
        .where('entity_id', '=', String(id))
        .executeTakeFirst(),
    ).toBeDefined();
  });

  it('approves someone with a password, who can sign in at once (and was refused while pending)', async () => {
    const email = 'lucia.barajas@agroventas.mx';
    const id = await pendingWithPassword(email);
    expect((await signIn(ctx, email, PASSWORD)).json().code).toBe('ACCOUNT_PENDING');
    const response = await call('PUT', `/users/${id}/approve`, cookies.coordinator ?? '', {
      role: 'SUPERVISOR',
      zoneId: bajio,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ctx.mails.at(-1)?.text).toContain('Ya puedes entrar con tu correo y tu contraseña.');
    expect(ctx.mails.at(-1)?.text).not.toContain('/new-password');
    expect((await signIn(ctx, email, PASSWORD)).statusCode).toBe(200);

    const again = await call('PUT', `/users/${id}/approve`, cookies.admin ?? '', {
      role: 'SUPERVISOR',
      zoneId: bajio,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La cuenta ya fue aprobada.');
  });

  it('lets a coordinator approve into its zone as supervisor or consultant only', async () => {
    const id = await userIdOf(ctx, ACCOUNTS.pending[1]);
    const approve = (body: Record<string, unknown>, cookie = cookies.coordinator) =>
      call('PUT', `/users/${id}/approve`, cookie ?? '', body);
    expect((await approve({ role: 'COORDINATOR', zoneId: bajio })).statusCode).toBe(400);
    expect((await approve({ role: 'ADMIN' })).json().details[0]).toEqual({
      path: 'role',
      message: 'No puedes asignar el rol Administrador.',
    });
    expect((await approve({ role: 'CONSULTANT', zoneId: noroeste })).json().details[0].path).toBe('zoneId');
    expect((await approve({})).json().details[0]).toEqual({ path: 'role', message: 'Elige un rol.' });
    expect((await approve({ role: 'CONSULTANT', zoneId: bajio }, cookies.supervisor)).statusCode).toBe(403);
    const status = await ctx.database.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('PENDING');

    const outOfZone = await call(
      'PUT',
      `/users/${await userIdOf(ctx, ACCOUNTS.consultantNoroeste)}/approve`,
      cookies.coordinator ?? '',
      { role: 'CONSULTANT', zoneId: bajio },
    );
    expect(outOfZone.statusCode).toBe(404);
    expect((await approve({ role: 'CONSULTANT', zoneId: bajio })).statusCode).toBe(200);
  });

  it('rejects a pending account, which then cannot sign in, and can still approve it later', async () => {
    const email = 'ramiro.vela@agroventas.mx';
    const id = await pendingWithPassword(email);
    const response = await call('PUT', `/users/${id}/reject`, cookies.coordinatorNoroeste ?? '');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('REJECTED');
    expect((await signIn(ctx, email, PASSWORD)).json().code).toBe('INVALID_CREDENTIALS');
    expect((await call('PUT', `/users/${id}/reject`, cookies.admin ?? '')).statusCode).toBe(409);

    const activeId = await userIdOf(ctx, ACCOUNTS.consultant2);
    expect((await call('PUT', `/users/${activeId}/reject`, cookies.admin ?? '')).json().message).toBe(
      'Solo se puede rechazar una cuenta pendiente de aprobación.',
    );
    expect(
      (
        await call('PUT', `/users/${id}/approve`, cookies.admin ?? '', {
          role: 'SUPERVISOR',
          zoneId: noroeste,
        })
      ).statusCode,
    ).toBe(200);
    expect((await signIn(ctx, email, PASSWORD)).statusCode).toBe(200);
  });

  it('disables an account: its sessions end and it cannot sign in until enabled again', async () => {
    const email = ACCOUNTS.consultant2;
    const id = await userIdOf(ctx, email);
    const session = await cookieFor(ctx, email);
    expect((await call('GET', '/auth/me', session)).statusCode).toBe(200);

    const disabled = await call('PUT', `/users/${id}/status`, cookies.coordinator ?? '', {
      status: 'DISABLED',
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data.status).toBe('DISABLED');
    expect((await call('GET', '/auth/me', session)).statusCode).toBe(401);
    const sessions = await ctx.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', id)
      .execute();
    expect(sessions).toEqual([]);
    expect((await signIn(ctx, email, 'Cosecha-Demo-2026')).json().code).toBe('ACCOUNT_DISABLED');

    const enabled = await call('PUT', `/users/${id}/status`, cookies.admin ?? '', { status: 'ACTIVE' });
    expect(enabled.json().data.status).toBe('ACTIVE');
    expect((await signIn(ctx, email, 'Cosecha-Demo-2026')).statusCode).toBe(200);
    const actions = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(id))
      .where('action', 'in', ['users.disable', 'users.enable'])
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['users.disable', 'users.enable']);
  });

  it('refuses status changes of one’s own account, outside the scope, of pending accounts and bad ones', async () => {
    const adminId = await userIdOf(ctx, ACCOUNTS.admin);
    const own = await call('PUT', `/users/${adminId}/status`, cookies.admin ?? '', { status: 'DISABLED' });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('No puedes cambiar el estado de tu propia cuenta.');
    const coordinatorId = await userIdOf(ctx, ACCOUNTS.coordinator);
    expect(
      (await call('PUT', `/users/${coordinatorId}/status`, cookies.coordinator ?? '', { status: 'DISABLED' }))
        .statusCode,
    ).toBe(409);

    const noroesteId = await userIdOf(ctx, ACCOUNTS.supervisorNoroeste);
    expect(
      (await call('PUT', `/users/${noroesteId}/status`, cookies.coordinator ?? '', { status: 'DISABLED' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/users/${adminId}/status`, cookies.coordinator ?? '', { status: 'DISABLED' }))
        .statusCode,
    ).toBe(404);
    const pendingId = await userIdOf(ctx, ACCOUNTS.pending[2]);
    expect(
      (await call('PUT', `/users/${pendingId}/status`, cookies.admin ?? '', { status: 'ACTIVE' })).statusCode,
    ).toBe(409);
    const bad = await call('PUT', `/users/${noroesteId}/status`, cookies.admin ?? '', { status: 'PENDING' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toEqual({ path: 'status', message: 'Elige Activo o Deshabilitado.' });
    expect(
      (await call('PUT', `/users/${noroesteId}/status`, cookies.supervisor ?? '', { status: 'DISABLED' }))
        .statusCode,
    ).toBe(403);
    const row = await ctx.database.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', noroesteId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('ACTIVE');
  });
});
