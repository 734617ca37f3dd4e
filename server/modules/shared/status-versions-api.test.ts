// Every status change moves the record's version, so a form read before it is
// refused on save (409 RECORD_CHANGED) instead of winning without knowing the record changed:
// customers (status, approval), users (enable, disable, approval, rejection), products (enabled),
// seasons (open, closed) and partners (active).
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import { customerBody, customersFixture } from '../customers/test-fixtures.ts';
import { userIdOf } from '../../test/api-fixture.ts';
import { assignmentOf } from '../users/test-fixtures.ts';

type Detail = Record<string, unknown> & { id: number; version: number };

describe.each(testDatabaseKinds())('status changes move the version (%s)', (kind) => {
  const fx = customersFixture(kind);

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    fx.ctx.request({ method, url: `/api${url}`, cookie: fx.cookies.admin, payload });
  const read = async (url: string): Promise<Detail> => {
    const response = await call('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Detail;
  };
  const firstId = async (list: string): Promise<number> => (await call('GET', list)).json().data.data[0].id;
  /** The form read first, the status change, then the form's save: refused, the change kept. */
  const staleSaveIsRefused = async (
    url: string,
    change: () => Promise<{ statusCode: number; body: string }>,
    formBody: (form: Detail) => object,
  ) => {
    const form = await read(url);
    const changed = await change();
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await read(url);
    expect(after.version).toBeGreaterThan(form.version);
    const save = await call('PUT', url, { ...formBody(form), version: form.version });
    expect(save.statusCode, save.body).toBe(409);
    expect(save.json().code).toBe('RECORD_CHANGED');
    expect(await read(url)).toEqual(after);
  };

  /** staleSaveIsRefused for each status in turn, set through the record's PUT …/status. */
  const eachStatusThenStaleSave = async (
    url: string,
    statuses: string[],
    formBody: (form: Detail) => object,
  ) => {
    for (const status of statuses)
      await staleSaveIsRefused(url, () => call('PUT', `${url}/status`, { status }), formBody);
  };

  it('customers: deactivating and activating', async () => {
    const created = await call(
      'POST',
      '/clients',
      customerBody(fx.places.bajio, { consultantId: fx.ids.consultant }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const edit = (form: Detail) => ({ firstName: `${String(form.firstName)} editado` });
    await eachStatusThenStaleSave(`/clients/${id}`, ['INACTIVE', 'ACTIVE'], edit);
  });

  it('customers: approving a self-registration', async () => {
    const registered = await fx.ctx.request({
      method: 'POST',
      url: '/api/clients/register',
      payload: customerBody(fx.places.bajio),
    });
    const id = registered.json().data.id as number;
    await staleSaveIsRefused(
      `/clients/${id}`,
      () => call('PUT', `/clients/${id}/approve`, { consultantId: fx.ids.consultant }),
      () => ({ lastName: 'Del Formulario Viejo' }),
    );
  });

  it('users: disabling and enabling', async () => {
    const id = fx.ids.consultantNoroeste;
    const edit = (form: Detail) => ({
      firstName: form.firstName,
      lastName: 'Del Formulario Viejo',
      ...assignmentOf(form),
    });
    await eachStatusThenStaleSave(`/users/${id}`, ['DISABLED', 'ACTIVE'], edit);
  });

  it('users: approving and rejecting a pending account', async () => {
    const approvedId = await userIdOf(fx.ctx, 'miguel.rosas@agroventas.mx');
    const pending = await read(`/users/${approvedId}`);
    const approved = await call('PUT', `/users/${approvedId}/approve`, {
      role: 'COORDINATOR',
      zoneId: fx.zones.bajio,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await read(`/users/${approvedId}`)).version).toBeGreaterThan(pending.version);

    const rejectedId = await userIdOf(fx.ctx, 'daniela.ochoa@agroventas.mx');
    const before = await read(`/users/${rejectedId}`);
    const rejected = await call('PUT', `/users/${rejectedId}/reject`, {});
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await read(`/users/${rejectedId}`)).version).toBeGreaterThan(before.version);
  });

  it('products: disabling', async () => {
    const id = (await call('GET', '/products/enabled')).json().data[0].id as number;
    await staleSaveIsRefused(
      `/products/${id}`,
      () => call('PUT', `/products/${id}/enabled`, { enabled: false }),
      () => ({ description: 'Del formulario viejo' }),
    );
  });

  it('seasons: closing', async () => {
    const id = await firstId('/seasons?page=1&size=20&isOpen=true');
    await staleSaveIsRefused(
      `/seasons/${id}`,
      () => call('PUT', `/seasons/${id}`, { isOpen: false }),
      () => ({ name: 'Temporada del formulario viejo' }),
    );
  });

  it('partners: deactivating', async () => {
    const id = await firstId('/partners?page=1&size=20');
    await staleSaveIsRefused(
      `/partners/${id}`,
      () => call('PUT', `/partners/${id}`, { active: false }),
      () => ({ contactName: 'Del Formulario Viejo' }),
    );
  });
});
