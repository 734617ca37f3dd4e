// A phone's outbox sends what was saved without signal, and sends it again when the answer was
// lost: with the same Idempotency-Key a customer is created once and an edit applied
// once, and the resend gets the first answer instead of a second customer or a stale refusal.
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import { customerBody, customersFixture, storedClient } from './test-fixtures.ts';

describe.each(testDatabaseKinds())('customers resent by a phone’s outbox (%s)', (kind) => {
  const fx = customersFixture(kind);

  const send = (method: 'POST' | 'PUT', url: string, payload: object, key: string) =>
    fx.ctx.request({
      method,
      url: `/api${url}`,
      cookie: fx.cookies.consultant,
      payload,
      headers: { 'idempotency-key': key },
    });
  const countNamed = async (firstName: string) =>
    Number(
      (
        await fx.ctx.database.db
          .selectFrom('clients')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('first_name', '=', firstName)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('creates a customer once for one key, and answers the resend with the same customer', async () => {
    const body = customerBody(fx.places.bajio);
    const first = await send('POST', '/clients', body, 'telefono-cliente-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await send('POST', '/clients', body, 'telefono-cliente-1');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await countNamed(body.firstName)).toBe(1);
  });

  it('applies an edit once for one key: the resend is not refused as stale', async () => {
    const created = await send('POST', '/clients', customerBody(fx.places.bajio), 'telefono-cliente-2');
    const { id, version } = created.json().data as { id: number; version: number };
    const edit = { ...customerBody(fx.places.bajio), firstName: 'Editado', version };
    const first = await send('PUT', `/clients/${id}`, edit, 'telefono-edicion-2');
    expect(first.statusCode, first.body).toBe(200);
    const again = await send('PUT', `/clients/${id}`, edit, 'telefono-edicion-2');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.version).toBe(first.json().data.version);
    expect((await storedClient(fx.ctx, id)).first_name).toBe('Editado');
    // A new key with the old version is a new edit, refused as stale as before.
    const stale = await send('PUT', `/clients/${id}`, edit, 'telefono-edicion-3');
    expect(stale.statusCode, stale.body).toBe(409);
  });
});
