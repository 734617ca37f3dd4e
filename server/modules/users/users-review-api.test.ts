// Approving, rejecting, enabling and disabling accounts: who may sign in after each
// decision, the approval mail and its link for people without a password, and who may decide.
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { testDatabaseKinds } from '../../test/helper.ts';
import { apiFixture, cookieFor, openSessionsOf, userIdOf } from '../../test/api-fixture.ts';
import {
  usersWorld,
  ACCOUNTS,
  distributorIdOf,
  linkTokenIn,
  setPasswordWithToken,
  signIn,
} from './test-fixtures.ts';

const PASSWORD = 'Maizal-Del-Norte-2026';

describe.each(testDatabaseKinds())('users API: approve, reject and status (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: ['admin', 'coordinator', 'supervisor', 'coordinatorNoroeste'],
    prepare: usersWorld,
  });

  /** PUT /users/:id/status as the caller of `cookie`. */
  const putStatus = (id: number, cookie: string | undefined, status: string) =>
    fx.call('PUT', `/users/${id}/status`, cookie ?? '', { status });

  /** The account's status as stored, whatever the API answered. */
  async function storedStatus(id: number) {
    const query = fx.ctx.database.db.selectFrom('users').select('status').where('id', '=', id);
    return (await query.executeTakeFirstOrThrow()).status;
  }

  /** A person waiting for approval who already has a password (as if it had chosen one before). */
  async function pendingWithPassword(email: string): Promise<number> {
    const row = await fx.ctx.database.db
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
    const id = await userIdOf(fx.ctx, email);
    const response = await fx.call('PUT', `/users/${id}/approve`, fx.cookies.admin ?? '', {
      role: 'CONSULTANT',
      zoneId: fx.noroeste,
      supervisorId: await userIdOf(fx.ctx, ACCOUNTS.supervisorNoroeste),
      distributorId: await distributorIdOf(fx.ctx, 'Distribuidora Agropecuaria del Yaqui S.A. de C.V.'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'ACTIVE',
      role: 'CONSULTANT',
      zoneName: 'Noroeste',
      supervisorName: 'Patricia Gastélum Soto',
      distributorName: 'Distribuidora Agropecuaria del Yaqui S.A. de C.V.',
    });
    const mail = fx.ctx.mails.at(-1);
    expect(mail).toMatchObject({ to: email, subject: 'Tu cuenta de Agroventas fue aprobada' });
    expect(mail?.text).toContain('Consultor');
    expect(mail?.text).toContain('cuenta de Microsoft');

    expect((await setPasswordWithToken(fx.ctx, linkTokenIn(fx.ctx, email), PASSWORD)).statusCode).toBe(200);
    const signedIn = await signIn(fx.ctx, email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(
      await fx.ctx.database.db
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
    expect((await signIn(fx.ctx, email, PASSWORD)).json().code).toBe('ACCOUNT_PENDING');
    const response = await fx.call('PUT', `/users/${id}/approve`, fx.cookies.coordinator ?? '', {
      role: 'SUPERVISOR',
      zoneId: fx.bajio,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(fx.ctx.mails.at(-1)?.text).toContain('Ya puedes entrar con tu correo y tu contraseña.');
    expect(fx.ctx.mails.at(-1)?.text).not.toContain('/new-password');
    expect((await signIn(fx.ctx, email, PASSWORD)).statusCode).toBe(200);

    const again = await fx.call('PUT', `/users/${id}/approve`, fx.cookies.admin ?? '', {
      role: 'SUPERVISOR',
      zoneId: fx.bajio,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La cuenta ya fue aprobada.');
  });

  it('lets a coordinator approve into its zone as supervisor or consultant only', async () => {
    const id = await userIdOf(fx.ctx, ACCOUNTS.pending[1]);
    const approve = (body: Record<string, unknown>, cookie = fx.cookies.coordinator) =>
      fx.call('PUT', `/users/${id}/approve`, cookie ?? '', body);
    expect((await approve({ role: 'COORDINATOR', zoneId: fx.bajio })).statusCode).toBe(400);
    expect((await approve({ role: 'ADMIN' })).json().details[0]).toEqual({
      path: 'role',
      message: 'No puedes asignar el rol Administrador.',
    });
    expect((await approve({ role: 'CONSULTANT', zoneId: fx.noroeste })).json().details[0].path).toBe(
      'zoneId',
    );
    expect((await approve({})).json().details[0]).toEqual({ path: 'role', message: 'Elige un rol.' });
    expect((await approve({ role: 'CONSULTANT', zoneId: fx.bajio }, fx.cookies.supervisor)).statusCode).toBe(
      403,
    );
    expect(await storedStatus(id)).toBe('PENDING');

    const outOfZone = await fx.call(
      'PUT',
      `/users/${await userIdOf(fx.ctx, ACCOUNTS.consultantNoroeste)}/approve`,
      fx.cookies.coordinator ?? '',
      { role: 'CONSULTANT', zoneId: fx.bajio },
    );
    expect(outOfZone.statusCode).toBe(404);
    expect((await approve({ role: 'CONSULTANT', zoneId: fx.bajio })).statusCode).toBe(200);
  });

  it('rejects a pending account, which then cannot sign in, and can still approve it later', async () => {
    const email = 'ramiro.vela@agroventas.mx';
    const id = await pendingWithPassword(email);
    const response = await fx.call('PUT', `/users/${id}/reject`, fx.cookies.coordinatorNoroeste ?? '');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('REJECTED');
    expect((await signIn(fx.ctx, email, PASSWORD)).json().code).toBe('INVALID_CREDENTIALS');
    expect((await fx.call('PUT', `/users/${id}/reject`, fx.cookies.admin ?? '')).statusCode).toBe(409);

    const activeId = await userIdOf(fx.ctx, ACCOUNTS.consultant2);
    expect((await fx.call('PUT', `/users/${activeId}/reject`, fx.cookies.admin ?? '')).json().message).toBe(
      'Solo se puede rechazar una cuenta pendiente de aprobación.',
    );
    expect(
      (
        await fx.call('PUT', `/users/${id}/approve`, fx.cookies.admin ?? '', {
          role: 'SUPERVISOR',
          zoneId: fx.noroeste,
        })
      ).statusCode,
    ).toBe(200);
    expect((await signIn(fx.ctx, email, PASSWORD)).statusCode).toBe(200);
  });

  it('disables an account: its sessions end and it cannot sign in until enabled again', async () => {
    const email = ACCOUNTS.consultant2;
    const id = await userIdOf(fx.ctx, email);
    const session = await cookieFor(fx.ctx, email);
    expect((await fx.call('GET', '/auth/me', session)).statusCode).toBe(200);

    const disabled = await putStatus(id, fx.cookies.coordinator, 'DISABLED');
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data.status).toBe('DISABLED');
    expect((await fx.call('GET', '/auth/me', session)).statusCode).toBe(401);
    const sessions = await openSessionsOf(fx.ctx, { userId: id });
    expect(sessions).toEqual([]);
    expect((await signIn(fx.ctx, email, 'Cosecha-Demo-2026')).json().code).toBe('ACCOUNT_DISABLED');

    const enabled = await putStatus(id, fx.cookies.admin, 'ACTIVE');
    expect(enabled.json().data.status).toBe('ACTIVE');
    expect((await signIn(fx.ctx, email, 'Cosecha-Demo-2026')).statusCode).toBe(200);
    const actions = await fx.ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(id))
      .where('action', 'in', ['users.disable', 'users.enable'])
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['users.disable', 'users.enable']);
  });

  it('refuses status changes of one’s own account, outside the scope, of pending accounts and bad ones', async () => {
    const adminId = await userIdOf(fx.ctx, ACCOUNTS.admin);
    const own = await putStatus(adminId, fx.cookies.admin, 'DISABLED');
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('No puedes cambiar el estado de tu propia cuenta.');
    const coordinatorId = await userIdOf(fx.ctx, ACCOUNTS.coordinator);
    expect((await putStatus(coordinatorId, fx.cookies.coordinator, 'DISABLED')).statusCode).toBe(409);

    const noroesteId = await userIdOf(fx.ctx, ACCOUNTS.supervisorNoroeste);
    expect((await putStatus(noroesteId, fx.cookies.coordinator, 'DISABLED')).statusCode).toBe(404);
    expect((await putStatus(adminId, fx.cookies.coordinator, 'DISABLED')).statusCode).toBe(404);
    const pendingId = await userIdOf(fx.ctx, ACCOUNTS.pending[2]);
    expect((await putStatus(pendingId, fx.cookies.admin, 'ACTIVE')).statusCode).toBe(409);
    const bad = await putStatus(noroesteId, fx.cookies.admin, 'PENDING');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toEqual({ path: 'status', message: 'Elige Activo o Deshabilitado.' });
    expect((await putStatus(noroesteId, fx.cookies.supervisor, 'DISABLED')).statusCode).toBe(403);
    expect(await storedStatus(noroesteId)).toBe('ACTIVE');
  });
});
