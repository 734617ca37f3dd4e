// A customer moved from one consultant to another through the API tells the consultant who lost it,
// with no link (its page is refused to them now), as well as the one who gets it. Nobody is told of
// a move they made themselves, a customer that had no consultant has nobody to lose it, and a
// disabled consultant hears nothing.
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import { fullNameOf } from '../../test/api-fixture.ts';
import { customerBody, editClient, customersFixture, customerCalls } from '../customers/test-fixtures.ts';

describe.each(testDatabaseKinds())('customer moved away notifications (%s)', (kind) => {
  const fx = customersFixture(kind);
  const call = customerCalls(fx);
  const expectOk = async (response: ReturnType<typeof call>, status = 200) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(status);
    return answer.json().data;
  };
  /** A customer of `consultantId` in the Bajío, recorded by the admin. */
  const customerOf = async (consultantId: number) => {
    const body = customerBody(fx.places.bajio, { consultantId });
    const created = (await expectOk(call('POST', '/clients', fx.cookies.admin, body), 201)) as {
      id: number;
    };
    return { id: created.id, body, name: `${body.firstName} ${body.lastName}` };
  };
  /** Gives a customer another consultant straight in the database: a starting state, no notification. */
  const setConsultantDirectly = (customerId: number, consultantId: number) =>
    fx.ctx.database.db
      .updateTable('clients')
      .set({ consultant_id: consultantId })
      .where('id', '=', customerId)
      .execute();
  const move = (cookie: string, customer: { id: number; body: object }, consultantId: number) =>
    expectOk(editClient(fx.ctx, customer.id, { ...customer.body, consultantId }, cookie));
  /** Where the notifications so far end: a test reads every one raised after it, of any kind. */
  const lastId = async () => {
    const row = await fx.ctx.database.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    return Number(row.id ?? 0);
  };
  const raisedSince = (mark: number) =>
    fx.ctx.database.db
      .selectFrom('notifications')
      .select(['user_id', 'kind', 'title', 'body', 'link'])
      .where('id', '>', mark)
      .orderBy('id')
      .execute();
  const whoHeard = async (mark: number) => (await raisedSince(mark)).map((n) => [n.kind, n.user_id] as const);

  it('tells the consultant who loses a customer, without a link, and who has it now', async () => {
    const customer = await customerOf(fx.ids.consultant);
    const mark = await lastId();
    await move(fx.cookies.admin, customer, fx.ids.consultant2);

    expect(await raisedSince(mark)).toEqual([
      {
        user_id: fx.ids.consultant2,
        kind: 'CLIENT_ASSIGNED',
        title: `Cliente asignado: ${customer.name}`,
        body: `${customer.name} pasó a tu cartera de clientes.`,
        link: `/dashboard/customers/form/${customer.id}`,
      },
      {
        user_id: fx.ids.consultant,
        kind: 'CLIENT_UNASSIGNED',
        title: `Cliente reasignado: ${customer.name}`,
        body: `${customer.name} ya no está en tu cartera de clientes; ahora es cliente de ${await fullNameOf(fx.ctx, fx.ids.consultant2)}.`,
        link: null,
      },
    ]);
    // The one who lost it reads it in its own list, and the customer's page is refused to it now.
    const mine = await call('GET', '/notifications?size=200', fx.cookies.consultant);
    expect(mine.json().data.data).toContainEqual(
      expect.objectContaining({ kind: 'CLIENT_UNASSIGNED', link: null }),
    );
    expect((await call('GET', `/clients/${customer.id}`, fx.cookies.consultant)).statusCode).toBe(404);
    expect((await call('GET', `/clients/${customer.id}`, fx.cookies.consultant2)).statusCode).toBe(200);
  });

  it('tells of a coordinator’s move too, and nobody of an edit that keeps the consultant', async () => {
    const customer = await customerOf(fx.ids.consultant2);
    const mark = await lastId();
    await move(fx.cookies.coordinator, customer, fx.ids.consultant2);
    expect(await whoHeard(mark)).toEqual([]);

    await move(fx.cookies.coordinator, customer, fx.ids.consultant);
    expect(await whoHeard(mark)).toEqual([
      ['CLIENT_ASSIGNED', fx.ids.consultant],
      ['CLIENT_UNASSIGNED', fx.ids.consultant2],
    ]);
  });

  it('does not tell the previous consultant of a move it made itself', async () => {
    // A coordinator who still owns a customer from its consultant days moves it on.
    const customer = await customerOf(fx.ids.consultant);
    await setConsultantDirectly(customer.id, fx.ids.coordinator);
    const mark = await lastId();
    await move(fx.cookies.coordinator, customer, fx.ids.consultant2);
    expect(await whoHeard(mark)).toEqual([['CLIENT_ASSIGNED', fx.ids.consultant2]]);
  });

  it('tells nobody of the loss when the customer had no consultant or its consultant is disabled', async () => {
    // A self-registration set aside (INACTIVE, no consultant) and then given one.
    const body = customerBody(fx.places.bajio);
    const registered = (await expectOk(call('POST', '/clients/register', undefined, body), 201)) as {
      id: number;
    };
    await expectOk(call('PUT', `/clients/${registered.id}/status`, fx.cookies.admin, { status: 'INACTIVE' }));
    let mark = await lastId();
    await move(fx.cookies.admin, { id: registered.id, body }, fx.ids.consultant);
    expect(await whoHeard(mark)).toEqual([['CLIENT_ASSIGNED', fx.ids.consultant]]);

    const customer = await customerOf(fx.ids.consultant);
    await setConsultantDirectly(customer.id, fx.ids.disabledConsultant);
    mark = await lastId();
    await move(fx.cookies.admin, customer, fx.ids.consultant2);
    expect(await whoHeard(mark)).toEqual([['CLIENT_ASSIGNED', fx.ids.consultant2]]);
  });

  it('says nothing when the move is refused', async () => {
    const customer = await customerOf(fx.ids.consultant);
    const mark = await lastId();
    const refused = await editClient(
      fx.ctx,
      customer.id,
      { ...customer.body, consultantId: fx.ids.consultantNoroeste },
      fx.cookies.coordinator,
    );
    expect(refused.statusCode).toBe(400);
    expect(await whoHeard(mark)).toEqual([]);
  });
});
