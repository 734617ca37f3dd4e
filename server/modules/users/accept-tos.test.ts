import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { apiFixture } from '../../test/api-fixture.ts';

describe.each(testDatabaseKinds())('terms of service (%s)', (kind) => {
  // No sessions made for the test: cookieFor would accept the terms that these tests are about.
  const fx = apiFixture(kind, { accounts: [] });

  const get = (url: string, cookie: string) => fx.ctx.request({ method: 'GET', url, cookie });
  const accept = (cookie: string) =>
    fx.ctx.request({
      method: 'POST',
      url: '/api/users/accept-tos',
      headers: { 'content-type': 'application/json' },
      payload: '',
      cookie,
    });

  it('answers the current terms to anyone signed in', async () => {
    const cookie = await fx.ctx.loginFarmer();
    const response = await get('/api/terms', cookie);
    expect(response.statusCode).toBe(200);
    const latest = await fx.ctx.database.db
      .selectFrom('terms')
      .select(['version', 'text'])
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    expect(response.json().data).toEqual({
      version: latest.version,
      text: latest.text,
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('holds a consultant at the terms until accepted, then lets it through', async () => {
    const cookie = await fx.ctx.login(DEMO_EMAILS.CONSULTANT);

    const blocked = await get('/api/clients?page=1&size=all&status=ACTIVE', cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      statusCode: 403,
      code: 'TOS_REQUIRED',
      message: 'Debes aceptar los términos y condiciones para continuar.',
    });
    expect((await get('/api/seasons?page=1&size=all&isOpen=true', cookie)).json().code).toBe('TOS_REQUIRED');
    expect((await get('/api/products/enabled', cookie)).json().code).toBe('TOS_REQUIRED');

    const me = await get('/api/auth/me', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.acceptedTos).toBe(false);
    expect((await get('/api/terms', cookie)).statusCode).toBe(200);

    const accepted = await accept(cookie);
    expect(accepted.statusCode).toBe(200);
    const { version } = (await get('/api/terms', cookie)).json().data;
    expect(accepted.json()).toEqual({ data: { acceptedTos: true, version } });

    expect((await get('/api/clients?page=1&size=all&status=ACTIVE', cookie)).statusCode).toBe(200);
    expect((await get('/api/auth/me', cookie)).json().data.acceptedTos).toBe(true);

    const user = await fx.ctx.database.db
      .selectFrom('users')
      .select(['id', 'tos_version', 'accepted_tos_at'])
      .where('email', '=', DEMO_EMAILS.CONSULTANT)
      .executeTakeFirstOrThrow();
    expect(user.tos_version).toBe(version);
    expect(user.accepted_tos_at).not.toBeNull();
    const audit = await fx.ctx.database.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'entity_id'])
      .where('action', '=', 'users.accept-tos')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ actor_user_id: user.id, entity_id: String(user.id) });
  });

  it('lets a consultant sign out without accepting the terms', async () => {
    const cookie = await fx.ctx.login(DEMO_EMAILS.CONSULTANT2);
    expect((await fx.ctx.request({ method: 'POST', url: '/api/auth/logout', cookie })).statusCode).toBe(200);
  });

  it('does not gate the other roles, and reports them as having accepted', async () => {
    const cookie = await fx.ctx.login(DEMO_EMAILS.SUPERVISOR);
    expect((await get('/api/auth/me', cookie)).json().data.acceptedTos).toBe(true);
    expect((await get('/api/seasons?page=1&size=all', cookie)).statusCode).toBe(200);
  });

  it('refuses accept-tos to a farmer (403 FORBIDDEN)', async () => {
    const cookie = await fx.ctx.loginFarmer();
    const response = await accept(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('asks again when a new version of the terms is published', async () => {
    const cookie = await fx.ctx.login('consultor.noroeste@agroventas.mx');
    expect((await get('/api/products/enabled', cookie)).statusCode).toBe(200);

    const { version } = (await get('/api/terms', cookie)).json().data;
    await fx.ctx.database.db
      .insertInto('terms')
      .values({ version: version + 1, text: 'Nueva versión de los términos y condiciones.' })
      .execute();

    expect((await get('/api/products/enabled', cookie)).json().code).toBe('TOS_REQUIRED');
    expect((await get('/api/terms', cookie)).json().data.version).toBe(version + 1);
    expect((await accept(cookie)).json()).toEqual({ data: { acceptedTos: true, version: version + 1 } });
    expect((await get('/api/products/enabled', cookie)).statusCode).toBe(200);
  });
});
