// Reading staff accounts (issue 4): the list with its filters, pagination and sort, the pending list
// and the detail, each within the caller's scope of docs/design.md §6 (out of scope answers 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabaseKinds, type TestContext } from '../../test/helper.ts';
import { cookiesFor, userIdOf } from '../sales/test-fixtures.ts';
import { ACCOUNTS, callerOf, type Caller } from './test-fixtures.ts';

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
  let ctx: TestContext;
  let call: Caller;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    call = callerOf(ctx);
    cookies = await cookiesFor(ctx, [
      'admin',
      'coordinator',
      'supervisor',
      'consultant',
      'coordinatorNoroeste',
      'supervisorNoroeste',
    ] as const);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const list = async (url: string, cookie: string) => {
    const response = await call('GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ListBody).data;
  };
  const emails = (rows: Row[]) => rows.map((r) => r.email).sort();

  it('gives an admin every account, sorted by name, with zone, supervisor and distributor names', async () => {
    const page = await list('/users?size=all', cookies.admin ?? '');
    const total = await ctx.database.db
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
    const consultants = await list('/users?role=CONSULTANT&size=all', cookies.admin ?? '');
    expect(consultants.data.length).toBeGreaterThan(0);
    expect(consultants.data.every((r) => r.role === 'CONSULTANT')).toBe(true);

    const disabled = await list('/users?status=DISABLED', cookies.admin ?? '');
    expect(emails(disabled.data)).toEqual([ACCOUNTS.disabled]);

    const zone = await ctx.database.db
      .selectFrom('zones')
      .select('id')
      .where('name', '=', 'Noroeste')
      .executeTakeFirstOrThrow();
    const noroeste = await list(`/users?zoneId=${zone.id}&size=all`, cookies.admin ?? '');
    expect(emails(noroeste.data)).toEqual(
      [ACCOUNTS.coordinatorNoroeste, ACCOUNTS.consultantNoroeste, ACCOUNTS.supervisorNoroeste].sort(),
    );

    const search = await list('/users?q=%20SALAZAR%20', cookies.admin ?? '');
    expect(emails(search.data)).toEqual([ACCOUNTS.supervisor]);
    const byEmail = await list('/users?q=noroeste@', cookies.admin ?? '');
    expect(byEmail.totalRecords).toBe(3);

    const all = await list('/users?size=all&sort=email:desc', cookies.admin ?? '');
    const second = await list('/users?page=2&size=3&sort=email:desc', cookies.admin ?? '');
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
      const response = await call('GET', url, cookies.admin ?? '');
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('shows a coordinator the supervisors and consultants of its zone, the people waiting and itself', async () => {
    const page = await list('/users?size=all', cookies.coordinator ?? '');
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
      const response = await call('GET', `/users/${await userIdOf(ctx, email)}`, cookies.coordinator ?? '');
      expect(response.statusCode, email).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('shows a supervisor only its consultants and itself, and no pending people', async () => {
    const page = await list('/users?size=all', cookies.supervisor ?? '');
    expect(emails(page.data)).toEqual(
      [ACCOUNTS.supervisor, ACCOUNTS.consultant, ACCOUNTS.consultant2, ACCOUNTS.disabled].sort(),
    );
    // No pending person is ever in a team, and a supervisor decides on nobody: the list is not theirs.
    expect((await call('GET', '/users/pending', cookies.supervisor ?? '')).statusCode).toBe(403);
    const other = await call(
      'GET',
      `/users/${await userIdOf(ctx, ACCOUNTS.consultantNoroeste)}`,
      cookies.supervisor ?? '',
    );
    expect(other.statusCode).toBe(404);
    const coordinator = await call(
      'GET',
      `/users/${await userIdOf(ctx, ACCOUNTS.coordinator)}`,
      cookies.supervisor ?? '',
    );
    expect(coordinator.statusCode).toBe(404);
  });

  it('shows a consultant only itself, and not the pending list', async () => {
    const page = await list('/users?size=all', cookies.consultant ?? '');
    expect(emails(page.data)).toEqual([ACCOUNTS.consultant]);
    const own = await call(
      'GET',
      `/users/${await userIdOf(ctx, ACCOUNTS.consultant)}`,
      cookies.consultant ?? '',
    );
    expect(own.statusCode).toBe(200);
    const colleague = await call(
      'GET',
      `/users/${await userIdOf(ctx, ACCOUNTS.consultant2)}`,
      cookies.consultant ?? '',
    );
    expect(colleague.statusCode).toBe(404);
    expect((await call('GET', '/users/pending', cookies.consultant ?? '')).statusCode).toBe(403);
  });

  it('lists the people waiting for a role, longest waiting first', async () => {
    const admin = await list('/users/pending', cookies.admin ?? '');
    expect(emails(admin.data)).toEqual([...ACCOUNTS.pending].sort());
    expect(admin.data.every((r) => r.status === 'PENDING' && r.role === null)).toBe(true);
    const coordinator = await list('/users/pending?q=ochoa', cookies.coordinatorNoroeste ?? '');
    expect(emails(coordinator.data)).toEqual(['daniela.ochoa@agroventas.mx']);

    // Someone waiting who already names a zone is seen only by that zone's coordinator.
    const bajio = await ctx.database.db
      .selectFrom('zones')
      .select('id')
      .where('name', '=', 'Occidente-Bajío')
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .updateTable('users')
      .set({ zone_id: bajio.id })
      .where('email', '=', 'jose.quintero@agroventas.mx')
      .execute();
    expect(emails((await list('/users/pending', cookies.coordinatorNoroeste ?? '')).data)).not.toContain(
      'jose.quintero@agroventas.mx',
    );
    expect(emails((await list('/users/pending', cookies.coordinator ?? '')).data)).toContain(
      'jose.quintero@agroventas.mx',
    );
    const createdAt = admin.data.map((r) => (r as Row & { createdAt: string }).createdAt);
    expect(createdAt).toEqual([...createdAt].sort());
  });

  it('answers the detail with how the person signs in and the terms it accepted', async () => {
    const id = await userIdOf(ctx, ACCOUNTS.consultantNoroeste);
    const response = await call('GET', `/users/${id}`, cookies.coordinatorNoroeste ?? '');
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
    const pending = await call(
      'GET',
      `/users/${await userIdOf(ctx, ACCOUNTS.pending[0])}`,
      cookies.admin ?? '',
    );
    expect(pending.json().data).toMatchObject({ hasPassword: false, hasMicrosoft: true, role: null });
    expect((await call('GET', '/users/999999', cookies.admin ?? '')).statusCode).toBe(404);
  });

  it('refuses a farmer and an anonymous caller', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    const farmer = await ctx.loginFarmer();
    expect((await call('GET', '/users', farmer)).statusCode).toBe(403);
  });
});
