// Names that make sense: every API body is stored without control, zero-width and
// direction-override characters, so a name made only of them is empty and refused with the
// field's own message, in each route family that stores names or texts.
import { describe, expect, it } from 'vitest';
import { customerBody, customersFixture } from '../modules/customers/test-fixtures.ts';
import { testDatabaseKinds } from '../test/helper.ts';

const INVISIBLE_ONLY = '\u200B\u200D\u2060\uFEFF \u202E\u0007';

describe.each(testDatabaseKinds())('invisible characters in request bodies (%s)', (kind) => {
  const fx = customersFixture(kind);

  const post = (url: string, payload: object) =>
    fx.ctx.request({ method: 'POST', url: `/api${url}`, cookie: fx.cookies.admin, payload });

  it('refuses a customer name made only of invisible characters, and stores nothing', async () => {
    const before = await fx.ctx.database.db.selectFrom('clients').select('id').orderBy('id').execute();
    const response = await post('/clients', customerBody(fx.places.bajio, { firstName: INVISIBLE_ONLY }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ path: 'firstName' }));
    expect(await fx.ctx.database.db.selectFrom('clients').select('id').orderBy('id').execute()).toEqual(
      before,
    );
  });

  it('stores a customer name without its control and direction-override characters', async () => {
    const response = await post(
      '/clients',
      customerBody(fx.places.bajio, {
        firstName: 'Ana\u0000\u200B María',
        lastName: '\u202EPérez\u202C Soto\u0007',
        consultantId: fx.ids.consultant2,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const stored = await fx.ctx.database.db
      .selectFrom('clients')
      .select(['first_name', 'last_name'])
      .where('id', '=', response.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ first_name: 'Ana María', last_name: 'Pérez Soto' });
  });

  it('refuses a zone and a product type named only with invisible characters', async () => {
    const zone = await post('/zones', { name: INVISIBLE_ONLY });
    expect(zone.statusCode, zone.body).toBe(400);
    expect(zone.json().details).toContainEqual(expect.objectContaining({ path: 'name' }));
    const type = await post('/product-types', { name: INVISIBLE_ONLY, productionKind: 'GRAIN' });
    expect(type.statusCode, type.body).toBe(400);
    expect(type.json().details).toContainEqual(expect.objectContaining({ path: 'name' }));
  });

  it('keeps line breaks and tabs of a message, and drops the rest', async () => {
    const response = await post('/messages', {
      title: 'Aviso\u202E importante',
      body: 'Línea uno\n\tLínea dos\u0008',
      activeFrom: '2026-01-01',
      activeTo: '2026-12-31',
      audienceRoles: ['CONSULTANT'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const stored = await fx.ctx.database.db
      .selectFrom('messages')
      .select(['title', 'body'])
      .where('id', '=', response.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: 'Aviso importante', body: 'Línea uno\n\tLínea dos' });
  });

  it('refuses a body of 5,000 nested arrays with 400, not a server error', async () => {
    const response = await fx.ctx.request({
      method: 'POST',
      url: '/api/clients',
      cookie: fx.cookies.admin,
      headers: { 'content-type': 'application/json' },
      payload: `{"x":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('leaves a password exactly as typed', async () => {
    const response = await fx.ctx.request({
      method: 'POST',
      url: '/api/auth/',
      payload: { email: 'admin@agroventas.mx', password: 'Cosecha-Demo-2026\u200B' },
    });
    expect(response.statusCode).toBe(401);
  });
});
