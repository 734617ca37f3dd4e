// The saved views API: each staff member keeps only their own views; another user's view
// answers 404 like a missing one; the state is checked against the list's own filters, sorts and
// columns; names are unique per person and list without regard to capitals; one default per list;
// a cap per list; farmers have none. A refused request changes nothing.
import { describe, expect, it } from 'vitest';
import { MAX_VIEWS_PER_LIST } from '../../../domain/saved-views.ts';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { insertUser } from '../notifications/test-fixtures.ts';
import { apiFixture, cookieFor, farmerCookie, expectStaleEditRefused } from '../../test/api-fixture.ts';

interface View {
  id: number;
  list: string;
  name: string;
  isDefault: boolean;
  state: { filters: Record<string, unknown>; sort: string; hiddenColumns: string[] };
}

const saleState = { filters: { status: 'ACTIVE', q: 'maíz' }, sort: 'total:desc', hiddenColumns: ['season'] };

describe.each(testDatabaseKinds())('saved views API (%s)', (kind) => {
  const fx = apiFixture(kind, { accounts: ['consultant', 'supervisor'] });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    cookie = fx.cookies.consultant,
  ) =>
    fx.ctx.request({ method, url, cookie, ...(payload === undefined ? {} : { payload: payload as object }) });
  const views = async (list: string, cookie = fx.cookies.consultant): Promise<View[]> => {
    const response = await call('GET', `/api/saved-views?list=${list}`, undefined, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const create = (body: object, cookie = fx.cookies.consultant) =>
    call('POST', '/api/saved-views', body, cookie);

  it('saves a view with its state and lists it only to its owner', async () => {
    const response = await create({ list: 'sales', name: '  Activas grandes ', state: saleState });
    expect(response.statusCode, response.body).toBe(201);
    const view: View = response.json().data;
    expect(view).toMatchObject({
      list: 'sales',
      name: 'Activas grandes',
      isDefault: false,
      state: saleState,
    });

    expect((await views('sales')).map((v) => v.id)).toEqual([view.id]);
    expect(await views('vouchers')).toEqual([]);
    expect(await views('sales', fx.cookies.supervisor)).toEqual([]);

    // Another user's view is not there for them: read, change and delete all answer 404.
    const patch = await call('PATCH', `/api/saved-views/${view.id}`, { name: 'Mía' }, fx.cookies.supervisor);
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe('La vista no existe.');
    expect(
      (await call('DELETE', `/api/saved-views/${view.id}`, undefined, fx.cookies.supervisor)).statusCode,
    ).toBe(404);
    const [unchanged] = await views('sales');
    expect(unchanged?.name).toBe('Activas grandes');
  });

  it('refuses a state that does not fit the list, in Spanish, and stores nothing', async () => {
    const before = (await views('customers')).length;
    const refusals: Array<[object, string, string]> = [
      [{ filters: { status: 'PAID' }, sort: 'name:asc' }, 'state.filters.status', 'Opción inválida'],
      [{ filters: { seasonId: 3 }, sort: 'name:asc' }, 'state.filters', 'Llave desconocida: "seasonId"'],
      [{ filters: {}, sort: 'total:desc' }, 'state.sort', 'El orden no es válido para esta lista.'],
      [
        { filters: {}, sort: 'name:asc', hiddenColumns: ['balance'] },
        'state.hiddenColumns.0',
        'La columna «balance» no existe en esta lista.',
      ],
      [
        { filters: {}, sort: 'name:asc', hiddenColumns: ['name'] },
        'state.hiddenColumns.0',
        'La columna «name» siempre se muestra.',
      ],
      [
        { filters: {}, sort: 'name:asc', hiddenColumns: ['phone', 'phone'] },
        'state.hiddenColumns',
        'Una columna aparece dos veces.',
      ],
      [{ filters: { stateId: -1 }, sort: 'name:asc' }, 'state.filters.stateId', 'El estado no es válido.'],
    ];
    for (const [state, path, message] of refusals) {
      const response = await create({ list: 'customers', name: 'Mala', state });
      expect(response.statusCode, JSON.stringify(state)).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details.map((d: { path: string }) => d.path)).toContain(path);
      expect(body.message).toContain(message);
    }
    expect((await create({ list: 'clientes', name: 'X', state: saleState })).statusCode).toBe(400);
    const empty = await create({ list: 'customers', name: '   ', state: { filters: {}, sort: 'name:asc' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Escribe un nombre para la vista.');
    const long = await create({
      list: 'customers',
      name: 'x'.repeat(61),
      state: { filters: {}, sort: 'name:asc' },
    });
    expect(long.json().message).toBe('El nombre admite hasta 60 caracteres.');
    expect(await views('customers')).toHaveLength(before);

    // The same check on a change of state: the view keeps its state.
    const saved: View = (
      await create({
        list: 'vouchers',
        name: 'Pendientes',
        state: { filters: { status: 'PENDING' }, sort: 'date:desc' },
      })
    ).json().data;
    const bad = await call('PATCH', `/api/saved-views/${saved.id}`, {
      state: { filters: { status: 'ACTIVE' }, sort: 'date:desc', hiddenColumns: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('state.filters.status');
    const nothing = await call('PATCH', `/api/saved-views/${saved.id}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Indica qué cambia de la vista.');
    const [kept] = (await views('vouchers')).filter((v) => v.id === saved.id);
    expect(kept?.state).toEqual({ filters: { status: 'PENDING' }, sort: 'date:desc', hiddenColumns: [] });

    // A voucher list's status and columns are its own: PAID and "balance" are fine there.
    const ok = await call('PATCH', `/api/saved-views/${saved.id}`, {
      state: { filters: { status: 'PAID', seasonId: 2 }, sort: 'total:asc', hiddenColumns: ['balance'] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.state.hiddenColumns).toEqual(['balance']);
  });

  it('keeps one name per person and list, capitals aside', async () => {
    const state = { filters: {}, sort: 'name:asc', hiddenColumns: [] };
    const first: View = (await create({ list: 'customers', name: 'Norte', state })).json().data;
    const again = await create({ list: 'customers', name: 'NORTE', state });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya tienes una vista llamada «NORTE» en esta lista.');
    // Another list or another person may use the name.
    expect((await create({ list: 'sales', name: 'Norte', state: saleState })).statusCode).toBe(201);
    expect(
      (await create({ list: 'customers', name: 'Norte', state }, fx.cookies.supervisor)).statusCode,
    ).toBe(201);

    const second: View = (await create({ list: 'customers', name: 'Sur', state })).json().data;
    const rename = await call('PATCH', `/api/saved-views/${second.id}`, { name: 'norte' });
    expect(rename.statusCode).toBe(409);
    const renamed = await call('PATCH', `/api/saved-views/${first.id}`, { name: 'norte' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name).toBe('norte');
  });

  it('refuses a change from a stale version and keeps what a change leaves out', async () => {
    const state = { filters: {}, sort: 'name:asc', hiddenColumns: [] };
    const view = (await create({ list: 'customers', name: 'Centro', state })).json().data;
    expect(view.version).toBe(1);
    const renamed = await call('PATCH', `/api/saved-views/${view.id}`, { name: 'Centro 2', version: 1 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Centro 2', state, isDefault: false, version: 2 });
    // Another tab that read version 1 is refused, and its name is not stored.
    const stale = await call('PATCH', `/api/saved-views/${view.id}`, { name: 'Centro viejo', version: 1 });
    expectStaleEditRefused(stale);
    const mine = (await call('GET', '/api/saved-views?list=customers')).json().data as View[];
    expect(mine.find((v) => v.id === view.id)).toMatchObject({ name: 'Centro 2', version: 2 });
  });

  it('keeps at most one default per list, and unmarking leaves none', async () => {
    const state = { filters: { status: 'ACTIVE' }, sort: 'date:desc', hiddenColumns: [] };
    const a: View = (await create({ list: 'sales', name: 'Def A', state, isDefault: true })).json().data;
    expect(a.isDefault).toBe(true);
    const b: View = (await create({ list: 'sales', name: 'Def B', state, isDefault: true })).json().data;
    const defaults = async () => (await views('sales')).filter((v) => v.isDefault).map((v) => v.id);
    expect(await defaults()).toEqual([b.id]);

    // Each person and list has its own default.
    const theirs = await create(
      { list: 'sales', name: 'Suya', state, isDefault: true },
      fx.cookies.supervisor,
    );
    expect(theirs.statusCode).toBe(201);
    expect(await defaults()).toEqual([b.id]);

    const marked = await call('PATCH', `/api/saved-views/${a.id}`, { isDefault: true });
    expect(marked.json().data.isDefault).toBe(true);
    expect(await defaults()).toEqual([a.id]);
    // Two requests at once for two views: still one default.
    await Promise.all([
      call('PATCH', `/api/saved-views/${a.id}`, { isDefault: true }),
      call('PATCH', `/api/saved-views/${b.id}`, { isDefault: true }),
    ]);
    expect(await defaults()).toHaveLength(1);

    const [current] = await defaults();
    await call('PATCH', `/api/saved-views/${current}`, { isDefault: false });
    expect(await defaults()).toEqual([]);
  });

  it('deletes a view, and only once', async () => {
    const view: View = (
      await create({ list: 'vouchers', name: 'Borrar', state: { filters: {}, sort: 'date:desc' } })
    ).json().data;
    const deleted = await call('DELETE', `/api/saved-views/${view.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await views('vouchers')).map((v) => v.id)).not.toContain(view.id);
    expect((await call('DELETE', `/api/saved-views/${view.id}`)).statusCode).toBe(404);
  });

  it(`caps the views per list at ${MAX_VIEWS_PER_LIST}`, async () => {
    const cookie = await cookieFor(fx.ctx, DEMO_EMAILS.COORDINATOR);
    const state = { filters: {}, sort: 'name:asc' };
    for (let n = 1; n <= MAX_VIEWS_PER_LIST; n += 1) {
      const response = await create({ list: 'customers', name: `Vista ${n}`, state }, cookie);
      expect(response.statusCode, response.body).toBe(201);
    }
    const over = await create({ list: 'customers', name: 'Una más', state }, cookie);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `Ya tienes ${MAX_VIEWS_PER_LIST} vistas en esta lista; elimina alguna para guardar otra.`,
    );
    expect(await views('customers', cookie)).toHaveLength(MAX_VIEWS_PER_LIST);
    expect((await create({ list: 'sales', name: 'Otra lista', state: saleState }, cookie)).statusCode).toBe(
      201,
    );
  });

  it('is for signed-in staff only', async () => {
    expect((await fx.ctx.request({ method: 'GET', url: '/api/saved-views?list=sales' })).statusCode).toBe(
      401,
    );
    const farmer = await farmerCookie(fx.ctx);
    expect((await call('GET', '/api/saved-views?list=sales', undefined, farmer)).statusCode).toBe(403);
    expect((await call('GET', '/api/saved-views?list=otra')).statusCode).toBe(400);
    expect((await call('PATCH', '/api/saved-views/abc', { name: 'x' })).statusCode).toBe(400);
  });

  it('goes with its user', async () => {
    const db = fx.ctx.database.db;
    const userId = await insertUser(db, 'SUPERVISOR', 'ACTIVE', null);
    await db
      .insertInto('saved_views')
      .values({ user_id: userId, list: 'sales', name: 'X', state: JSON.stringify(saleState) })
      .execute();
    await db.deleteFrom('users').where('id', '=', userId).execute();
    const left = await db.selectFrom('saved_views').select('id').where('user_id', '=', userId).execute();
    expect(left).toEqual([]);
  });
});
