// Customers reaching a consultant through the API notify that consultant: an approved
// self-registration, a customer recorded for it by an admin or coordinator, and a move from another
// consultant. A consultant recording its own customer, and edits that keep the consultant, say nothing.
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import { customerBody, editClient, customersFixture, customerCalls } from '../customers/test-fixtures.ts';

describe.each(testDatabaseKinds())('customer assignment notifications (%s)', (kind) => {
  const fx = customersFixture(kind);
  const call = customerCalls(fx);
  const create = async (cookie: string, body: Record<string, unknown>) => {
    const response = await call('POST', '/clients', cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; firstName: string; lastName: string };
  };
  const notificationsAbout = (clientId: number) =>
    fx.ctx.database.db
      .selectFrom('notifications')
      .select(['user_id', 'kind', 'title', 'body', 'link'])
      .where('link', '=', `/dashboard/customers/form/${clientId}`)
      .where('kind', '=', 'CLIENT_ASSIGNED')
      .orderBy('id')
      .execute();

  it('tells the consultant an admin records a customer for, with a link the consultant can open', async () => {
    const customer = await create(
      fx.cookies.admin,
      customerBody(fx.places.bajio, { consultantId: fx.ids.consultant2 }),
    );
    const name = `${customer.firstName} ${customer.lastName}`;
    expect(await notificationsAbout(customer.id)).toEqual([
      {
        user_id: fx.ids.consultant2,
        kind: 'CLIENT_ASSIGNED',
        title: `Cliente asignado: ${name}`,
        body: `Se dio de alta a ${name} como tu cliente.`,
        link: `/dashboard/customers/form/${customer.id}`,
      },
    ]);
    // The consultant reads it through its own list, and the customer's page opens for it.
    const mine = await call('GET', '/notifications?size=200', fx.cookies.consultant2);
    expect(mine.json().data.data).toContainEqual(
      expect.objectContaining({ kind: 'CLIENT_ASSIGNED', link: `/dashboard/customers/form/${customer.id}` }),
    );
    expect((await call('GET', `/clients/${customer.id}`, fx.cookies.consultant2)).statusCode).toBe(200);
  });

  it('says nothing when a consultant records its own customer', async () => {
    const customer = await create(
      fx.cookies.consultant,
      customerBody(fx.places.bajio, { consultantId: fx.ids.consultant2 }),
    );
    expect(await notificationsAbout(customer.id)).toEqual([]);
  });

  it('tells the consultant a coordinator approves a self-registration with', async () => {
    const registered = await call('POST', '/clients/register', undefined, customerBody(fx.places.bajio));
    expect(registered.statusCode, registered.body).toBe(201);
    const id = registered.json().data.id as number;
    expect(await notificationsAbout(id)).toEqual([]);

    const approved = await call('PUT', `/clients/${id}/approve`, fx.cookies.coordinator, {
      consultantId: fx.ids.consultant,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const { firstName, lastName } = approved.json().data;
    expect(await notificationsAbout(id)).toEqual([
      expect.objectContaining({
        user_id: fx.ids.consultant,
        body: `Se aprobó el registro de ${firstName} ${lastName} y quedó a tu cargo.`,
      }),
    ]);
  });

  it('tells the new consultant of a reassignment, and nobody of an edit that keeps the consultant', async () => {
    const body = customerBody(fx.places.bajio, { consultantId: fx.ids.consultant });
    const customer = await create(fx.cookies.coordinator, body);
    expect((await notificationsAbout(customer.id)).map((n) => n.user_id)).toEqual([fx.ids.consultant]);

    const kept = await editClient(fx.ctx, customer.id, { ...body, hectares: 40 }, fx.cookies.admin);
    expect(kept.statusCode, kept.body).toBe(200);
    const byOwner = await editClient(
      fx.ctx,
      customer.id,
      {
        ...body,
        consultantId: fx.ids.consultant2,
      },
      fx.cookies.consultant,
    );
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json().data.consultantId).toBe(fx.ids.consultant);
    expect(await notificationsAbout(customer.id)).toHaveLength(1);

    const moved = await editClient(
      fx.ctx,
      customer.id,
      {
        ...body,
        consultantId: fx.ids.consultant2,
      },
      fx.cookies.admin,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const name = `${customer.firstName} ${customer.lastName}`;
    expect(await notificationsAbout(customer.id)).toEqual([
      expect.objectContaining({ user_id: fx.ids.consultant }),
      expect.objectContaining({
        user_id: fx.ids.consultant2,
        body: `${name} pasó a tu cartera de clientes.`,
      }),
    ]);
  });

  it('says nothing when the change is refused', async () => {
    const before = await fx.ctx.database.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('kind', '=', 'CLIENT_ASSIGNED')
      .executeTakeFirstOrThrow();
    const refused = await call(
      'POST',
      '/clients',
      fx.cookies.coordinator,
      customerBody(fx.places.bajio, { consultantId: fx.ids.consultantNoroeste }),
    );
    expect(refused.statusCode).toBe(400);
    const after = await fx.ctx.database.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('kind', '=', 'CLIENT_ASSIGNED')
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });
});
