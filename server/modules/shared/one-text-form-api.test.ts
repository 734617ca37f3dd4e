// One Unicode form: text arrives composed (NFC) with plain spaces whatever the keyboard
// sent, a name of only marks, spaces or invisible characters is refused, look-alike saved-view
// names collide, and the list searches ignore accents and capitals ("perez" finds "Pérez").
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import { customerBody, editClient, customersFixture, storedClient } from '../customers/test-fixtures.ts';

/** The ids of a list answer, paged ({ data: { data: [...] } }) or not ({ data: [...] }). */
function idsOf(body: { data: unknown }): number[] {
  const rows = Array.isArray(body.data) ? body.data : (body.data as { data: unknown[] }).data;
  return (rows as Array<{ id: number }>).map((row) => row.id);
}

describe.each(testDatabaseKinds())('one text form (%s)', (kind) => {
  const fx = customersFixture(kind);

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    fx.ctx.request({ method, url: `/api${url}`, cookie, ...(payload ? { payload } : {}) });
  const found = async (url: string, cookie = fx.cookies.admin) => {
    const response = await call('GET', url, cookie);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return idsOf(response.json());
  };

  it('stores a name typed with a combining accent or a no-break space composed, and finds it as typed or bare', async () => {
    const body = customerBody(fx.places.bajio, {
      firstName: 'Jose\u0301\u00A0Luis',
      lastName: 'Pe\u0301rez',
    });
    const created = await call('POST', '/clients', fx.cookies.consultant, body);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data as { id: number };
    expect(await storedClient(fx.ctx, id)).toMatchObject({ first_name: 'José Luis', last_name: 'Pérez' });
    for (const q of ['Pérez', 'perez', 'PEREZ', 'Pe\u0301rez', 'josé luis pérez', 'jose luis perez']) {
      const url = `/clients?page=1&size=all&q=${encodeURIComponent(q)}`;
      expect(await found(url, fx.cookies.consultant), q).toContain(id);
    }
  });

  it('finds a renamed customer by its new name only, on the customer, sale and Dkbono lists', async () => {
    // The folded name is stored (migration 021): a rename must refold it, and the audit keeps only
    // the customer's own fields.
    const db = fx.ctx.database.db;
    const sale = await db.selectFrom('sales').select('client_id').orderBy('id').executeTakeFirstOrThrow();
    const voucher = await db
      .selectFrom('vouchers')
      .select(['id', 'client_id'])
      .where('client_id', '=', sale.client_id)
      .executeTakeFirst();
    const before = await storedClient(fx.ctx, sale.client_id);
    const renamed = await editClient(
      fx.ctx,
      sale.client_id,
      { firstName: 'Ángel', lastName: 'Quiñónez Úbeda' },
      fx.cookies.admin,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const customers = (q: string) => found(`/clients?page=1&size=all&q=${encodeURIComponent(q)}`);
    expect(await customers('angel quinonez')).toEqual([sale.client_id]);
    expect(await customers('QUIÑONEZ ÚBEDA')).toEqual([sale.client_id]);
    expect(await customers(`${before.first_name} ${before.last_name}`)).not.toContain(sale.client_id);
    const sales = await found('/sales?page=1&size=200&q=quinonez%20ubeda');
    const expectedSales = await db
      .selectFrom('sales')
      .select('id')
      .where('client_id', '=', sale.client_id)
      .execute();
    expect(sales.sort((a, b) => a - b)).toEqual(expectedSales.map((row) => row.id).sort((a, b) => a - b));
    if (voucher) expect(await found('/vouchers?page=1&size=200&q=quinonez')).toContain(voucher.id);
    const audit = await db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'clients.update')
      .where('entity_id', '=', String(sale.client_id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ first_name: 'Ángel', last_name: 'Quiñónez Úbeda' });
    expect(Object.keys(audit.before as object)).not.toContain('search_name');
    expect(Object.keys(audit.after as object)).not.toContain('search_name');
  });

  it('refuses a name of only combining marks, spaces or invisible characters, in Spanish', async () => {
    for (const lastName of ['\u0301\u0301', '\u200B\u00A0 ', '\u0301\u200B']) {
      const response = await call(
        'POST',
        '/clients',
        fx.cookies.consultant,
        customerBody(fx.places.bajio, { lastName }),
      );
      expect(response.statusCode, JSON.stringify(lastName)).toBe(400);
      const detail = (response.json().details as Array<{ path: string; message: string }>).find(
        (d) => d.path === 'lastName',
      );
      expect(detail?.message).toMatch(/^El apellido (es obligatorio|debe tener al menos una letra)\.$/);
    }
    const zone = await call('POST', '/zones', fx.cookies.admin, { name: '\u0301\u0302' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().details[0].message).toBe('El nombre de la zona debe tener letras o números.');
  });

  it('treats a saved-view name with a no-break space or doubled spaces as the same name', async () => {
    const state = { filters: {}, sort: 'name:asc', hiddenColumns: [] };
    const save = (name: string) =>
      call('POST', '/saved-views', fx.cookies.consultant, { list: 'customers', name, state });
    expect((await save('Clientes del norte')).statusCode).toBe(201);
    for (const name of ['Clientes\u00A0del norte', 'clientes  del\u2007norte', 'Clientes del norte\u200B']) {
      const again = await save(name);
      expect(again.statusCode, JSON.stringify(name)).toBe(409);
    }
  });

  it('finds sales, Dkbonos, users and partners without accents or capitals', async () => {
    const db = fx.ctx.database.db;
    const sale = await db
      .selectFrom('sales')
      .select(['id', 'client_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const voucher = await db
      .selectFrom('vouchers')
      .select(['id', 'client_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('clients')
      .set({ last_name: 'Zúñiga Ávalos' })
      .where('id', 'in', [sale.client_id, voucher.client_id])
      .execute();
    expect(await found('/sales?page=1&size=50&q=zuniga%20avalos')).toContain(sale.id);
    expect(await found('/sales?page=1&size=50&q=Z%C3%9A%C3%91IGA')).toContain(sale.id);
    expect(await found('/vouchers?page=1&size=50&q=zuniga')).toContain(voucher.id);

    await db.updateTable('users').set({ last_name: 'Ibáñez' }).where('id', '=', fx.ids.consultant2).execute();
    expect(await found('/users?page=1&size=all&q=ibanez')).toContain(fx.ids.consultant2);

    const partner = await db.selectFrom('partners').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db
      .updateTable('partners')
      .set({ name: 'Semillas de Tepatitlán', contact_name: 'Ramón Núñez' })
      .where('id', '=', partner.id)
      .execute();
    expect(await found('/partners?q=tepatitlan')).toContain(partner.id);
    expect(await found('/partners?q=ramon%20nunez')).toContain(partner.id);
  });

  it('keeps the sale search on the stored folded customer-name index where pg_trgm exists', async () => {
    const index = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where indexname = 'clients_name_trgm_idx'`.execute(fx.ctx.database.db);
    const hasTrigrams = await sql<{ n: number }>`
      select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(fx.ctx.database.db);
    if (hasTrigrams.rows[0]?.n) expect(index.rows[0]?.indexdef).toContain('(search_name ');
    else expect(index.rows).toEqual([]);
  });
});
