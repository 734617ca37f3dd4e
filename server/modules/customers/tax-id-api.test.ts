// One recorded customer per RFC without letting anyone lock or probe a customer: a
// stranger's self-registration never blocks the real customer, staff merge or set aside such a
// registration, and a holder outside the caller's scope is never revealed (the admins hear of it).
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import { customerBody, editClient, customersFixture, customerCalls, storedClient } from './test-fixtures.ts';

describe.each(testDatabaseKinds())('customer RFCs and pending registrations (%s)', (kind) => {
  const fx = customersFixture(kind);
  const call = customerCalls(fx);
  const create = async (cookie: string, extra: Record<string, unknown> = {}) => {
    const body = customerBody(fx.places.bajio, extra);
    const response = await call('POST', '/clients', cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().data.id as number, body, data: response.json().data as object };
  };
  const register = async (extra: Record<string, unknown> = {}) => {
    const body = customerBody(fx.places.bajio, extra);
    const response = await call('POST', '/clients/register', undefined, body);
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().data.id as number, body };
  };
  const repeatedNotices = (clientId: number) =>
    fx.ctx.database.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select(['u.role', 'n.title', 'n.body', 'n.link'])
      .where('n.kind', '=', 'CLIENT_TAX_ID_REPEATED')
      .where('n.link', 'like', `%/${clientId}`)
      .execute();

  it("lets a stranger's registration with a customer's RFC block nothing", async () => {
    const real = await create(fx.cookies.consultant);
    const stranger = await register({ taxId: real.body.taxId });
    expect((await storedClient(fx.ctx, stranger.id)).tax_id).toBe(real.body.taxId);

    const edit = await editClient(
      fx.ctx,
      real.id,
      customerBody(fx.places.bajio, { firstName: 'Editado', taxId: real.body.taxId }),
      fx.cookies.consultant,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ firstName: 'Editado', taxId: real.body.taxId });

    // The RFC of a registration nobody approved is free for staff to record.
    const other = await register();
    await create(fx.cookies.consultant, { taxId: other.body.taxId });
  });

  it('refuses to approve a registration whose RFC a customer in scope holds, naming it', async () => {
    const real = await create(fx.cookies.consultant);
    const stranger = await register({ taxId: real.body.taxId });
    const approval = await call('PUT', `/clients/${stranger.id}/approve`, fx.cookies.coordinator, {
      consultantId: fx.ids.consultant,
    });
    expect(approval.statusCode).toBe(409);
    expect(approval.json().details).toEqual([
      {
        path: 'taxId',
        message: `El RFC ${real.body.taxId} ya es del cliente ${real.body.firstName} De Prueba.`,
      },
    ]);
    expect(await storedClient(fx.ctx, stranger.id)).toMatchObject({ status: 'PENDING', consultant_id: null });
  });

  it('finds the customers a registration may be, and merges it into one', async () => {
    const real = await create(fx.cookies.consultant, { email: '', hectares: undefined });
    const sameName = await create(fx.cookies.consultant2, {
      firstName: 'Mónica',
      lastName: 'Fusión Prueba',
      taxId: '',
    });
    const registration = await register({
      firstName: 'MONICA',
      lastName: 'fusion prueba',
      taxId: real.body.taxId,
      phone: real.body.phone.replace(/\s/g, ''),
      email: 'monica.registro@example.com',
      hectares: 40,
    });

    const matches = await call('GET', `/clients/${registration.id}/matches`, fx.cookies.coordinator);
    expect(matches.statusCode, matches.body).toBe(200);
    expect(
      matches
        .json()
        .data.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([real.id, sameName.id].sort((a, b) => a - b));
    expect((await call('GET', `/clients/${registration.id}/matches`, fx.cookies.consultant)).statusCode).toBe(
      403,
    );

    const before = await storedClient(fx.ctx, real.id);
    const merged = await call('POST', `/clients/${registration.id}/merge`, fx.cookies.coordinator, {
      intoId: real.id,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    // The customer keeps what it had and gains what it lacked.
    expect(merged.json().data).toMatchObject({
      id: real.id,
      firstName: before.first_name,
      phone: before.phone,
      email: 'monica.registro@example.com',
      hectares: 40,
      taxId: real.body.taxId,
      consultantId: fx.ids.consultant,
    });
    expect((await call('GET', `/clients/${registration.id}`, fx.cookies.admin)).statusCode).toBe(404);
    const audit = await fx.ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', 'in', ['clients.merge', 'clients.merged-into'])
      .where('entity_id', 'in', [String(real.id), String(registration.id)])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'clients.merge', entity_id: String(real.id) },
      { action: 'clients.merged-into', entity_id: String(registration.id) },
    ]);
  });

  it('refuses a merge that does not fold a pending registration into a recorded customer in scope', async () => {
    const real = await create(fx.cookies.consultant);
    const registration = await register();
    const otherRegistration = await register();
    const noroeste = await create(fx.cookies.admin, { consultantId: fx.ids.consultantNoroeste });
    const merge = (id: number, intoId: unknown, cookie = fx.cookies.coordinator) =>
      call('POST', `/clients/${id}/merge`, cookie, { intoId });

    const intoPending = await merge(registration.id, otherRegistration.id);
    expect(intoPending.statusCode).toBe(400);
    expect(intoPending.json().details).toEqual([
      { path: 'intoId', message: 'Elige un cliente ya registrado a tu alcance.' },
    ]);
    expect((await merge(registration.id, registration.id)).statusCode).toBe(400);
    expect((await merge(registration.id, noroeste.id)).statusCode).toBe(400);
    expect((await merge(registration.id, null)).statusCode).toBe(400);
    const notPending = await merge(real.id, registration.id);
    expect(notPending.statusCode).toBe(409);
    expect(notPending.json().message).toBe('Solo un registro pendiente de aprobación se puede fusionar.');
    expect((await merge(registration.id, real.id, fx.cookies.consultant)).statusCode).toBe(403);
    expect((await merge(registration.id, real.id, fx.cookies.supervisor)).statusCode).toBe(403);
    expect((await merge(registration.id, real.id, fx.cookies.coordinatorNoroeste)).statusCode).toBe(404);
    expect((await storedClient(fx.ctx, registration.id)).status).toBe('PENDING');
  });

  it('never tells a consultant that a customer outside its scope holds an RFC; the admins hear of it', async () => {
    const theirs = await create(fx.cookies.consultant2);
    const free = await create(fx.cookies.consultant);
    // The same answer (201, the same fields) as for an RFC nobody holds.
    const repeated = await create(fx.cookies.consultant, { taxId: theirs.body.taxId });
    expect(Object.keys(repeated.data).sort()).toEqual(
      Object.keys((await call('GET', `/clients/${free.id}`, fx.cookies.consultant)).json().data).sort(),
    );
    const id = repeated.id;
    const notices = await repeatedNotices(id);
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((n) => n.role === 'ADMIN')).toBe(true);
    expect(notices[0]).toMatchObject({
      title: `RFC repetido: ${theirs.body.taxId}`,
      link: `/dashboard/customers/form/${id}`,
    });
    expect(notices[0]?.body).toContain(`${theirs.body.firstName} De Prueba (cliente #${theirs.id})`);

    // An edit that gives a customer such an RFC is the same; keeping an RFC never fails or
    // notifies.
    const edited = await editClient(
      fx.ctx,
      free.id,
      customerBody(fx.places.bajio, { taxId: theirs.body.taxId }),
      fx.cookies.consultant,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await repeatedNotices(free.id)).not.toHaveLength(0);
    const count = (await repeatedNotices(free.id)).length;
    const kept = await editClient(
      fx.ctx,
      free.id,
      customerBody(fx.places.bajio, { taxId: theirs.body.taxId, firstName: 'Otra' }),
      fx.cookies.consultant,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await repeatedNotices(free.id)).toHaveLength(count);
  });
});
