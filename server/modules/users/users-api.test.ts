// Reading staff accounts: the list with its filters, pagination and sort, the pending list
// and the detail, each within the caller's scope of docs/design.md §6 (out of scope answers 404).
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import { apiFixture, userIdOf } from '../../test/api-fixture.ts';
import { usersWorld, ACCOUNTS } from './test-fixtures.ts';

interface Row {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: string | null;
  status: string;
  zoneName: string | null;
  supervisorName: string | null;
  distributorName: string | null;
}
interface ListBody {
  data: { data: Row[]; page: number; size: number; totalPages: number; totalRecords: number };
}

describe.each(testDatabaseKinds())('users API: reading (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: [
      'admin',
      'coordinator',
      'supervisor',
      'consultant',
      'coordinatorNoroeste',
      'supervisorNoroeste',
    ],
    prepare: usersWorld,
  });

  const list = async (url: string, cookie: string) => {
    const response = await fx.call('GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ListBody).data;
  };
  /** GET /users/:id of the account with that email, as the caller of `cookie`. */
  const getUser = async (email: string, cookie: string | undefined) =>
    fx.call('GET', `/users/${await userIdOf(fx.ctx, email)}`, cookie ?? '');
  const emails = (rows: Row[]) => rows.map((r) => r.email).sort();

  it('gives an admin every account, sorted by name, with zone, supervisor and distributor names', async () => {
    const page = await list('/users?size=all', fx.cookies.admin ?? '');
    const total = await fx.ctx.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(page.totalRecords).toBe(Number(total.n));
    // Initials only: how spaces and accents sort further on depends on the database's collation.
    const initials = page.data.map((r) => r.firstName.charAt(0));
    expect(initials).toEqual([...initials].sort());
    const carlos = page.data.find((r) => r.email === ACCOUNTS.consultant);
    expect(carlos).toMatchObject({
      role: 'CONSULTANT',
      status: 'ACTIVE',
      zoneName: 'Occidente-Bajío',
      supervisorName: 'Mónica Salazar Ríos',
      distributorName: 'Agroinsumos de los Altos S.A. de C.V.',
    });
  });

  it('filters by role, status, zone and text, and pages with a stable sort', async () => {
    const consultants = await list('/users?role=CONSULTANT&size=all', fx.cookies.admin ?? '');
    expect(consultants.data.length).toBeGreaterThan(0);
    expect(consultants.data.every((r) => r.role === 'CONSULTANT')).toBe(true);

    const disabled = await list('/users?status=DISABLED', fx.cookies.admin ?? '');
    expect(emails(disabled.data)).toEqual([ACCOUNTS.disabled]);

    const noroeste = await list(`/users?zoneId=${fx.noroeste}&size=all`, fx.cookies.admin ?? '');
    expect(emails(noroeste.data)).toEqual(
      [ACCOUNTS.coordinatorNoroeste, ACCOUNTS.consultantNoroeste, ACCOUNTS.supervisorNoroeste].sort(),
    );

    const search = await list('/users?q=%20SALAZAR%20', fx.cookies.admin ?? '');
    expect(emails(search.data)).toEqual([ACCOUNTS.supervisor]);
    const byEmail = await list('/users?q=noroeste@', fx.cookies.admin ?? '');
    expect(byEmail.totalRecords).toBe(3);

    const all = await list('/users?size=all&sort=email:desc', fx.cookies.admin ?? '');
    const second = await list('/users?page=2&size=3&sort=email:desc', fx.cookies.admin ?? '');
    expect(second).toMatchObject({ page: 2, size: 3, totalRecords: all.totalRecords });
    expect(second.totalPages).toBe(Math.ceil(all.totalRecords / 3));
    expect(second.data.map((r) => r.email)).toEqual(all.data.slice(3, 6).map((r) => r.email));
    const initialsDesc = all.data.map((r) => r.email.charAt(0));
    expect(initialsDesc).toEqual([...initialsDesc].sort().reverse());
  });

  it('refuses a bad filter with a 400 and a Spanish message per field', async () => {
    for (const url of [
      '/users?role=FARMER',
      '/users?status=GONE',
      '/users?sort=age:asc',
      '/users?zoneId=x',
    ]) {
      const response = await fx.call('GET', url, fx.cookies.admin ?? '');
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('shows a coordinator the supervisors and consultants of its zone, the people waiting and itself', async () => {
    const page = await list('/users?size=all', fx.cookies.coordinator ?? '');
    expect(emails(page.data)).toEqual(
      [
        ACCOUNTS.coordinator,
        ACCOUNTS.supervisor,
        ACCOUNTS.consultant,
        ACCOUNTS.consultant2,
        ACCOUNTS.disabled,
        ...ACCOUNTS.pending,
      ].sort(),
    );
    for (const email of [ACCOUNTS.admin, ACCOUNTS.consultantNoroeste, ACCOUNTS.coordinatorNoroeste]) {
      const response = await getUser(email, fx.cookies.coordinator);
      expect(response.statusCode, email).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('shows a supervisor only its consultants and itself, and no pending people', async () => {
    const page = await list('/users?size=all', fx.cookies.supervisor ?? '');
    expect(emails(page.data)).toEqual(
      [ACCOUNTS.supervisor, ACCOUNTS.consultant, ACCOUNTS.consultant2, ACCOUNTS.disabled].sort(),
    );
    // No pending person is ever in a team, and a supervisor decides on nobody: the list is not
    // theirs.
    expect((await fx.call('GET', '/users/pending', fx.cookies.supervisor ?? '')).statusCode).toBe(403);
    const other = await getUser(ACCOUNTS.consultantNoroeste, fx.cookies.supervisor);
    expect(other.statusCode).toBe(404);
    const coordinator = await getUser(ACCOUNTS.coordinator, fx.cookies.supervisor);
    expect(coordinator.statusCode).toBe(404);
  });

  it('shows a consultant only itself, and not the pending list', async () => {
    const page = await list('/users?size=all', fx.cookies.consultant ?? '');
    expect(emails(page.data)).toEqual([ACCOUNTS.consultant]);
    const own = await getUser(ACCOUNTS.consultant, fx.cookies.consultant);
    expect(own.statusCode).toBe(200);
    const colleague = await getUser(ACCOUNTS.consultant2, fx.cookies.consultant);
    expect(colleague.statusCode).toBe(404);
    expect((await fx.call('GET', '/users/pending', fx.cookies.consultant ?? '')).statusCode).toBe(403);
  });

  it('lists the people waiting for a role, longest waiting first', async () => {
    const admin = await list('/users/pending', fx.cookies.admin ?? '');
    expect(emails(admin.data)).toEqual([...ACCOUNTS.pending].sort());
    expect(admin.data.every((r) => r.status === 'PENDING' && r.role === null)).toBe(true);
    const coordinator = await list('/users/pending?q=ochoa', fx.cookies.coordinatorNoroeste ?? '');
    expect(emails(coordinator.data)).toEqual(['daniela.ochoa@agroventas.mx']);

    // Someone waiting who already names a zone is seen only by that zone's coordinator.
    await fx.ctx.database.db
      .updateTable('users')
      .set({ zone_id: fx.bajio })
      .where('email', '=', 'jose.quintero@agroventas.mx')
      .execute();
    expect(emails((await list('/users/pending', fx.cookies.coordinatorNoroeste ?? '')).data)).not.toContain(
      'jose.quintero@agroventas.mx',
    );
    expect(emails((await list('/users/pending', fx.cookies.coordinator ?? '')).data)).toContain(
      'jose.quintero@agroventas.mx',
    );
    const createdAt = admin.data.map((r) => (r as Row & { createdAt: string }).createdAt);
    expect(createdAt).toEqual([...createdAt].sort());
  });

  it('answers the detail with how the person signs in and the terms it accepted', async () => {
    const id = await userIdOf(fx.ctx, ACCOUNTS.consultantNoroeste);
    const response = await fx.call('GET', `/users/${id}`, fx.cookies.coordinatorNoroeste ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      email: ACCOUNTS.consultantNoroeste,
      role: 'CONSULTANT',
      zoneName: 'Noroeste',
      hasPassword: true,
      hasMicrosoft: false,
      tosVersion: 1,
      acceptedTosAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const pending = await getUser(ACCOUNTS.pending[0], fx.cookies.admin);
    expect(pending.json().data).toMatchObject({ hasPassword: false, hasMicrosoft: true, role: null });
    expect((await fx.call('GET', '/users/999999', fx.cookies.admin ?? '')).statusCode).toBe(404);
  });

  it('refuses a farmer and an anonymous caller', async () => {
    expect((await fx.ctx.request({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    const farmer = await fx.ctx.loginFarmer();
    expect((await fx.call('GET', '/users', farmer)).statusCode).toBe(403);
  });
});
