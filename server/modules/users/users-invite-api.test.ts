// Inviting and editing staff accounts: the invitation mail's link sets the password and
// the person signs in; the caller's power over roles and zones; the consistency of an assignment.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../../auth/tokens.ts';
import { testDatabaseKinds, TEST_ORIGIN } from '../../test/helper.ts';
import { apiFixture, userIdOf, expectStaleEditRefused, auditEntryOf } from '../../test/api-fixture.ts';
import {
  usersWorld,
  ACCOUNTS,
  distributorIdOf,
  linkTokenIn,
  setPasswordWithToken,
  signIn,
} from './test-fixtures.ts';

const NEW_PASSWORD = 'Trigo-Sembrado-2026';

describe.each(testDatabaseKinds())('users API: invite and edit (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: ['admin', 'coordinator', 'supervisor', 'consultantNoroeste'],
    prepare: async (ctx) => ({
      ...(await usersWorld(ctx)),
      bajioSupervisor: await userIdOf(ctx, ACCOUNTS.supervisor),
      distributor: await distributorIdOf(ctx, 'Agroinsumos de los Altos S.A. de C.V.'),
    }),
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  const consultantInvite = (email: string) => ({
    email,
    firstName: 'Rosa María',
    lastName: 'Estrada Núñez',
    phone: '33 1234 5678',
    role: 'CONSULTANT',
    zoneId: fx.bajio,
    supervisorId: fx.bajioSupervisor,
    distributorId: fx.distributor,
  });
  const detailsOf = (body: { details?: Array<{ path: string; message: string }> }) =>
    Object.fromEntries((body.details ?? []).map((d) => [d.path, d.message]));

  it('invites a consultant: mails a 7-day link that sets the password, then the person signs in', async () => {
    const email = 'rosa.estrada@agroventas.mx';
    const response = await fx.call(
      'POST',
      '/users',
      fx.cookies.admin ?? '',
      consultantInvite('Rosa.Estrada@Agroventas.mx'),
    );
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json().data;
    expect(user).toMatchObject({
      email,
      role: 'CONSULTANT',
      status: 'ACTIVE',
      zoneName: 'Occidente-Bajío',
      supervisorName: 'Mónica Salazar Ríos',
      distributorName: 'Agroinsumos de los Altos S.A. de C.V.',
      hasPassword: false,
    });

    const mail = fx.ctx.mails.at(-1);
    expect(mail?.to).toBe(email);
    expect(mail?.subject).toBe('Te invitaron a Agroventas');
    expect(mail?.text).toContain('Consultor');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/new-password?token=`);
    const token = linkTokenIn(fx.ctx, email);
    const stored = await fx.ctx.database.db
      .selectFrom('password_reset_tokens')
      .select(['purpose', 'expires_at', 'user_id'])
      .where('token_hash', '=', sha256(token))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ purpose: 'INVITE', user_id: user.id });
    const ttlDays = (new Date(stored.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(ttlDays).toBeGreaterThan(6.9);
    expect(ttlDays).toBeLessThanOrEqual(7);

    expect((await signIn(fx.ctx, email, NEW_PASSWORD)).json().code).toBe('INVALID_CREDENTIALS');
    expect((await setPasswordWithToken(fx.ctx, token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await setPasswordWithToken(fx.ctx, token, 'Otra-Clave-Segura-9')).json().code).toBe(
      'INVALID_TOKEN',
    );
    expect((await signIn(fx.ctx, email, NEW_PASSWORD)).statusCode).toBe(200);

    const audit = await auditEntryOf(fx.ctx, 'users.invite', user.id);
    expect(audit.actor_user_id).toBe(await userIdOf(fx.ctx, ACCOUNTS.admin));
  });

  it('refuses an address already in use, whatever its case, and mails nobody', async () => {
    const before = fx.ctx.mails.length;
    const response = await fx.call(
      'POST',
      '/users',
      fx.cookies.admin ?? '',
      consultantInvite('CONSULTOR@agroventas.mx'),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(detailsOf(response.json()).email).toBe('Ya existe una cuenta con ese correo electrónico.');
    expect(fx.ctx.mails.length).toBe(before);
  });

  it('creates nobody when the invitation cannot be mailed', async () => {
    vi.spyOn(fx.ctx.app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const email = 'sin.correo@agroventas.mx';
    const response = await fx.call('POST', '/users', fx.cookies.admin ?? '', consultantInvite(email));
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'No se pudo enviar el correo de invitación. Intenta de nuevo más tarde.',
    );
    const row = await fx.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('lets a coordinator invite supervisors and consultants of its own zone only', async () => {
    const invite = (body: Record<string, unknown>) =>
      fx.call('POST', '/users', fx.cookies.coordinator ?? '', body);
    const person = { firstName: 'Iván', lastName: 'Robles Paz' };
    for (const role of ['ADMIN', 'COORDINATOR']) {
      const response = await invite({
        ...person,
        email: `nuevo.${role.toLowerCase()}@agroventas.mx`,
        role,
        ...(role === 'ADMIN' ? {} : { zoneId: fx.bajio }),
      });
      expect(response.statusCode, role).toBe(400);
      expect(detailsOf(response.json()).role).toMatch(/^No puedes asignar el rol/);
    }
    const otherZone = await invite({
      ...person,
      email: 'otra.zona@agroventas.mx',
      role: 'SUPERVISOR',
      zoneId: fx.noroeste,
    });
    expect(otherZone.statusCode).toBe(400);
    expect(detailsOf(otherZone.json()).zoneId).toBe('Solo puedes asignar tu propia zona.');

    const supervisor = await invite({
      ...person,
      email: 'ivan.robles@agroventas.mx',
      role: 'SUPERVISOR',
      zoneId: fx.bajio,
    });
    expect(supervisor.statusCode, supervisor.body).toBe(201);
    expect(supervisor.json().data).toMatchObject({
      role: 'SUPERVISOR',
      zoneName: 'Occidente-Bajío',
      supervisorId: null,
    });
  });

  it('keeps an assignment consistent: zone by role, a supervisor of the same zone, an active distributor', async () => {
    const invite = (patch: Record<string, unknown>) =>
      fx.call('POST', '/users', fx.cookies.admin ?? '', {
        ...consultantInvite('consistente@agroventas.mx'),
        ...patch,
      });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ zoneId: undefined, supervisorId: undefined }, 'zoneId', 'Elige una zona.'],
      [
        { zoneId: fx.noroeste },
        'supervisorId',
        'El supervisor debe ser un supervisor activo de la misma zona.',
      ],
      [
        { supervisorId: await userIdOf(fx.ctx, ACCOUNTS.consultant) },
        'supervisorId',
        'El supervisor debe ser un supervisor activo de la misma zona.',
      ],
      [
        { distributorId: await distributorIdOf(fx.ctx, 'Ensilados La Barca') },
        'distributorId',
        'Elige un distribuidor activo.',
      ],
      [{ role: 'SUPERVISOR' }, 'supervisorId', 'Solo un consultor tiene supervisor.'],
      [
        { role: 'ADMIN', supervisorId: undefined, distributorId: undefined },
        'zoneId',
        'Un administrador no tiene zona.',
      ],
      [{ zoneId: 99999, supervisorId: undefined }, 'zoneId', 'La zona elegida no existe.'],
      [{ email: 'no-es-correo' }, 'email', 'Escribe un correo electrónico válido.'],
      [{ phone: '123' }, 'phone', 'Escribe un teléfono de 10 dígitos.'],
    ];
    for (const [patch, path, message] of cases) {
      const response = await invite(patch);
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(detailsOf(response.json())[path], JSON.stringify(patch)).toBe(message);
    }
    await fx.ctx.database.db
      .updateTable('partners')
      .set({ active: false })
      .where('id', '=', fx.distributor)
      .execute();
    const inactive = await invite({});
    expect(detailsOf(inactive.json()).distributorId).toBe('Elige un distribuidor activo.');
    await fx.ctx.database.db
      .updateTable('partners')
      .set({ active: true })
      .where('id', '=', fx.distributor)
      .execute();
    const row = await fx.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'consistente@agroventas.mx')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses invitations and edits to a supervisor and a consultant (403)', async () => {
    for (const cookie of [fx.cookies.supervisor, fx.cookies.consultantNoroeste]) {
      expect(
        (await fx.call('POST', '/users', cookie ?? '', consultantInvite('x@agroventas.mx'))).statusCode,
      ).toBe(403);
      const id = await userIdOf(fx.ctx, ACCOUNTS.consultant2);
      expect(
        (await fx.call('PUT', `/users/${id}`, cookie ?? '', consultantInvite('x@agroventas.mx'))).statusCode,
      ).toBe(403);
    }
  });

  const editOf = async (email: string) => {
    const id = await userIdOf(fx.ctx, email);
    const user = (await fx.call('GET', `/users/${id}`, fx.cookies.admin ?? '')).json().data;
    return {
      id,
      body: {
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone ?? undefined,
        role: user.role,
        zoneId: user.zoneId ?? undefined,
        supervisorId: user.supervisorId ?? undefined,
        distributorId: user.distributorId ?? undefined,
      },
    };
  };

  it('lets a coordinator edit a consultant of its zone, with an audit entry, but not one of another zone', async () => {
    const { id, body } = await editOf(ACCOUNTS.consultant2);
    const response = await fx.call('PUT', `/users/${id}`, fx.cookies.coordinator ?? '', {
      ...body,
      lastName: 'Torres Vega de León',
      phone: '',
      supervisorId: undefined,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      lastName: 'Torres Vega de León',
      phone: null,
      supervisorId: null,
    });
    const audit = await auditEntryOf(fx.ctx, 'users.update', id);
    expect(JSON.stringify(audit.after)).toContain('Torres Vega de León');

    const other = await editOf(ACCOUNTS.consultantNoroeste);
    const refused = await fx.call('PUT', `/users/${other.id}`, fx.cookies.coordinator ?? '', {
      ...other.body,
      zoneId: fx.bajio,
    });
    expect(refused.statusCode).toBe(404);
    const promote = await fx.call('PUT', `/users/${id}`, fx.cookies.coordinator ?? '', {
      ...body,
      role: 'COORDINATOR',
      supervisorId: undefined,
      distributorId: undefined,
    });
    expect(promote.statusCode).toBe(400);
    expect(detailsOf(promote.json()).role).toBe('No puedes asignar el rol Coordinador.');
  });

  it('never lets anyone change its own role, zone or supervisor, only its names and phone', async () => {
    const own = await editOf(ACCOUNTS.coordinator);
    const raise = await fx.call('PUT', `/users/${own.id}`, fx.cookies.coordinator ?? '', {
      ...own.body,
      role: 'ADMIN',
      zoneId: undefined,
    });
    expect(raise.statusCode).toBe(400);
    expect(detailsOf(raise.json())).toMatchObject({
      role: 'No puedes cambiar tu propio rol.',
      zoneId: 'No puedes cambiar tu propia zona.',
    });
    const move = await fx.call('PUT', `/users/${own.id}`, fx.cookies.coordinator ?? '', {
      ...own.body,
      zoneId: fx.noroeste,
    });
    expect(detailsOf(move.json()).zoneId).toBe('No puedes cambiar tu propia zona.');
    const rename = await fx.call('PUT', `/users/${own.id}`, fx.cookies.coordinator ?? '', {
      ...own.body,
      firstName: 'Ricardo Iván',
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().data).toMatchObject({ firstName: 'Ricardo Iván', role: 'COORDINATOR' });

    const admin = await editOf(ACCOUNTS.admin);
    const demote = await fx.call('PUT', `/users/${admin.id}`, fx.cookies.admin ?? '', {
      ...admin.body,
      role: 'COORDINATOR',
      zoneId: fx.bajio,
    });
    expect(detailsOf(demote.json()).role).toBe('No puedes cambiar tu propio rol.');
  });

  it('refuses a change that would strand consultants or customers, and edits of pending accounts', async () => {
    const supervisor = await editOf(ACCOUNTS.supervisor);
    const move = await fx.call('PUT', `/users/${supervisor.id}`, fx.cookies.admin ?? '', {
      ...supervisor.body,
      zoneId: fx.noroeste,
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toMatch(/consultores asignados: reasígnalos/);

    const consultant = await editOf(ACCOUNTS.consultant);
    const promote = await fx.call('PUT', `/users/${consultant.id}`, fx.cookies.admin ?? '', {
      ...consultant.body,
      role: 'SUPERVISOR',
      supervisorId: undefined,
      distributorId: undefined,
    });
    expect(promote.statusCode).toBe(409);
    expect(promote.json().message).toMatch(/clientes asignados/);

    const pendingId = await userIdOf(fx.ctx, ACCOUNTS.pending[1]);
    const pending = await fx.call('PUT', `/users/${pendingId}`, fx.cookies.admin ?? '', {
      firstName: 'Daniela',
      lastName: 'Ochoa',
      role: 'SUPERVISOR',
      zoneId: fx.bajio,
    });
    expect(pending.statusCode).toBe(409);
    const unchanged = await fx.ctx.database.db
      .selectFrom('users')
      .select(['role', 'status'])
      .where('id', '=', pendingId)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual({ role: null, status: 'PENDING' });
  });

  it('refuses an edit of a user from a stale version, and stores nothing of it', async () => {
    const { id, body } = await editOf(ACCOUNTS.consultantNoroeste);
    const read = (await fx.call('GET', `/users/${id}`, fx.cookies.admin ?? '')).json().data;
    const first = await fx.call('PUT', `/users/${id}`, fx.cookies.admin ?? '', {
      ...body,
      phone: '6621234567',
      version: read.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ phone: '6621234567', version: read.version + 1 });
    // A second admin who read the same version is refused.
    const stale = await fx.call('PUT', `/users/${id}`, fx.cookies.admin ?? '', {
      ...body,
      lastName: 'Edición vieja',
      version: read.version,
    });
    expectStaleEditRefused(stale);
    const after = (await fx.call('GET', `/users/${id}`, fx.cookies.admin ?? '')).json().data;
    expect(after).toMatchObject({ lastName: read.lastName, phone: '6621234567', version: read.version + 1 });
  });
});
