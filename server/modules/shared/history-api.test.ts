// The record history (GET /<resource>/:id/history): a real change of each kind of record shows up
// labelled in Spanish with its before and after, newest first and in pages; whoever may not read
// the record is refused exactly as by the record's own GET (404 out of scope, 403 by role, 401
// anonymous), bad ids are 400, and a client key never appears.
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { saleWorld, daysAgo, paymentDay, saleLine } from '../sales/test-fixtures.ts';
import { apiFixture, farmerCookie, fullNameOf, userIdOf } from '../../test/api-fixture.ts';

interface Change {
  field: string;
  before: string | null;
  after: string | null;
}
interface Entry {
  id: string;
  at: string;
  actor: string;
  action: string;
  changes: Change[];
}
interface HistoryPage {
  data: Entry[];
  page: number;
  size: number;
  totalPages: number;
  totalRecords: number;
}

describe.each(testDatabaseKinds())('record history API (%s)', (kind) => {
  const fx = apiFixture(kind, { prepare: saleWorld(500, ['open']) });

  const history = (path: string, cookie: string | undefined) =>
    fx.ctx.request({ method: 'GET', url: `/api/${path}/history`, cookie });
  const historyOf = async (path: string, cookie: string): Promise<HistoryPage> => {
    const response = await history(path, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const send = async (method: 'POST' | 'PUT', url: string, payload: object | undefined, cookie: string) => {
    const response = await fx.ctx.request({
      method,
      url: `/api${url}`,
      cookie,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data;
  };
  /** The consultant's new sale or DKbono for the fixture's customer in the open season. */
  const recordAsConsultant = (url: '/sales' | '/vouchers', record: object) =>
    send(
      'POST',
      url,
      { seasonId: fx.seasons.open.id, clientId: fx.clientId, ...record },
      fx.cookies.consultant!,
    );

  const fullName = async (email: string) => fullNameOf(fx.ctx, await userIdOf(fx.ctx, email));

  it('tells a sale edit by its Spanish field names, newest first, in pages, to whoever sees the sale', async () => {
    const sale = await recordAsConsultant('/sales', {
      saleDate: daysAgo(3),
      items: [saleLine(fx.product.id, 4)],
    });
    await send(
      'PUT',
      `/sales/${sale.id}`,
      {
        seasonId: fx.seasons.open.id,
        clientId: fx.clientId,
        saleDate: daysAgo(2),
        items: [saleLine(fx.product.id, 6)],
        notes: 'Entrega en bodega',
        version: sale.version,
      },
      fx.cookies.admin!,
    );

    const page = await historyOf(`sales/${sale.id}`, fx.cookies.admin!);
    expect(page.totalRecords).toBe(2);
    const [edit, creation] = page.data;
    expect(edit?.action).toBe('Editó la venta');
    expect(edit?.actor).toBe(await fullName(DEMO_EMAILS.ADMIN));
    const productName = `${fx.product.code} Híbrido de prueba`;
    const items = edit?.changes.find((change) => change.field === 'Productos');
    expect(items?.before).toContain(`${productName}`);
    expect(items?.before).toContain('× 4 bolsas');
    expect(items?.after).toContain('× 6 bolsas');
    expect(edit?.changes).toContainEqual({ field: 'Notas', before: null, after: 'Entrega en bodega' });
    const [year, month, day] = daysAgo(2).split('-');
    expect(edit?.changes.find((change) => change.field === 'Fecha de venta')?.after).toBe(
      `${day}/${month}/${year?.slice(2)}`,
    );
    expect(edit?.changes.find((change) => change.field === 'Total')).toEqual({
      field: 'Total',
      before: '$4,000.00',
      after: '$6,000.00',
    });
    expect(creation?.action).toBe('Registró la venta');
    expect(creation?.actor).toBe(await fullName(DEMO_EMAILS.CONSULTANT));
    expect(Date.parse(edit?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(creation?.at ?? ''));

    // Paged: the second page of one holds the older entry.
    const second = await fx.ctx.request({
      method: 'GET',
      url: `/api/sales/${sale.id}/history?page=2&size=1`,
      cookie: fx.cookies.consultant,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.data.map((entry: Entry) => entry.id)).toEqual([creation?.id]);

    // The sale's consultant and its coordinator see it; another consultant, a farmer and nobody do
    // not.
    expect((await history(`sales/${sale.id}`, fx.cookies.coordinator)).statusCode).toBe(200);
    const other = await history(`sales/${sale.id}`, fx.cookies.consultant2);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('La venta no existe.');
    expect((await history(`sales/${sale.id}`, fx.cookies.coordinatorNoroeste)).statusCode).toBe(404);
    expect((await history(`sales/${sale.id}`, fx.cookies.farmer)).statusCode).toBe(403);
    expect((await history(`sales/${sale.id}`, undefined)).statusCode).toBe(401);
  });

  it('refuses bad ids and paging in Spanish and unknown records as the detail does', async () => {
    const bad = await history('sales/abc', fx.cookies.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect((await history('sales/0', fx.cookies.admin)).statusCode).toBe(400);
    const badPage = await fx.ctx.request({
      method: 'GET',
      url: '/api/sales/1/history?page=0',
      cookie: fx.cookies.admin,
    });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toMatch(/página/i);
    for (const path of ['sales', 'vouchers', 'clients', 'users', 'products', 'seasons', 'partners']) {
      const missing = await history(`${path}/99999999`, fx.cookies.admin);
      expect(missing.statusCode, path).toBe(404);
    }
  });

  it('tells DKbono payments, and keeps other consultants out', async () => {
    const voucher = await recordAsConsultant('/vouchers', {
      items: [{ productId: fx.product.id, quantity: 2, basePrice: 100, discount: 0 }],
    });
    const paid = await send(
      'PUT',
      `/vouchers/${voucher.id}/payments`,
      {
        version: voucher.version,
        payments: [{ date: paymentDay(), amount: 50, method: 'TRANSFERENCIA', reference: 'REF-9' }],
      },
      fx.cookies.consultant!,
    );
    const page = await historyOf(`vouchers/${voucher.id}`, fx.cookies.consultant!);
    const payments = page.data[0];
    expect(payments?.action).toBe('Registró pagos');
    expect(payments?.changes).toContainEqual({
      field: 'Estatus',
      before: 'Pendiente',
      after: 'Pago parcial',
    });
    expect(payments?.changes).toContainEqual({ field: 'Pagado', before: '$0.00', after: '$50.00' });
    expect(payments?.changes.find((change) => change.field === 'Pagos')?.after).toContain(
      'Transferencia ref. REF-9',
    );
    expect(paid.status).toBe('PARTIAL');

    expect((await history(`vouchers/${voucher.id}`, fx.cookies.consultant2)).statusCode).toBe(404);
    expect((await history(`vouchers/${voucher.id}`, fx.cookies.farmer)).statusCode).toBe(403);
    expect((await history(`vouchers/${voucher.id}`, undefined)).statusCode).toBe(401);
  });

  it('tells a customer status change, never shows its client key, and follows the customer scope', async () => {
    await send('PUT', `/clients/${fx.clientId}/status`, { status: 'INACTIVE' }, fx.cookies.admin!);
    await send('PUT', `/clients/${fx.clientId}/status`, { status: 'ACTIVE' }, fx.cookies.admin!);
    const issued = await send('POST', `/clients/${fx.clientId}/client-key`, undefined, fx.cookies.admin!);
    const page = await historyOf(`clients/${fx.clientId}`, fx.cookies.consultant!);
    const [key, activated, deactivated] = page.data;
    expect(key?.action).toBe('Generó una nueva clave de cliente');
    expect(key?.changes.find((change) => change.field === 'Clave de cliente')?.after).toBe(
      'Asignada (oculta)',
    );
    expect(activated?.changes).toEqual([{ field: 'Estatus', before: 'Inactivo', after: 'Activo' }]);
    expect(deactivated?.changes).toEqual([{ field: 'Estatus', before: 'Activo', after: 'Inactivo' }]);
    const body = JSON.stringify(page);
    const hint = await fx.ctx.database.db
      .selectFrom('clients')
      .select('client_key_hint')
      .where('id', '=', fx.clientId)
      .executeTakeFirstOrThrow();
    expect(typeof issued.clientKey).toBe('string');
    expect(body).not.toContain(issued.clientKey);
    expect(body).not.toContain(String(hint.client_key_hint));

    expect((await history(`clients/${fx.clientId}`, fx.cookies.consultant2)).statusCode).toBe(404);
    expect((await history(`clients/${fx.clientId}`, fx.cookies.coordinatorNoroeste)).statusCode).toBe(404);
    // Deactivating the customer ended the farmer sessions it had: a new one for the checks that
    // follow.
    fx.cookies.farmer = await farmerCookie(fx.ctx);
    expect((await history(`clients/${fx.clientId}`, fx.cookies.farmer)).statusCode).toBe(403);
  });

  it("tells a user's status change without sign-ins, to whoever may read the account", async () => {
    const consultant2Id = await userIdOf(fx.ctx, DEMO_EMAILS.CONSULTANT2);
    await fx.ctx.login(DEMO_EMAILS.ADMIN); // a sign-in is an audit entry on the user, not a change
    await send('PUT', `/users/${consultant2Id}/status`, { status: 'DISABLED' }, fx.cookies.admin!);
    await send('PUT', `/users/${consultant2Id}/status`, { status: 'ACTIVE' }, fx.cookies.admin!);
    const page = await historyOf(`users/${consultant2Id}`, fx.cookies.admin!);
    expect(page.data.slice(0, 2).map((entry) => entry.action)).toEqual([
      'Habilitó la cuenta',
      'Deshabilitó la cuenta',
    ]);
    expect(page.data[1]?.changes).toEqual([{ field: 'Estatus', before: 'Activo', after: 'Deshabilitado' }]);
    const adminId = await userIdOf(fx.ctx, DEMO_EMAILS.ADMIN);
    const adminHistory = await historyOf(`users/${adminId}`, fx.cookies.admin!);
    expect(adminHistory.data.some((entry) => entry.action === 'Cambio')).toBe(false);
    const logins = await fx.ctx.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('entity', '=', 'users')
      .where('entity_id', '=', String(adminId))
      .where('action', '=', 'auth.login')
      .executeTakeFirstOrThrow();
    expect(Number(logins.count)).toBeGreaterThan(0);
    expect(adminHistory.totalRecords).toBe(0);

    expect((await history(`users/${consultant2Id}`, fx.cookies.consultant)).statusCode).toBe(404);
    expect((await history(`users/${consultant2Id}`, fx.cookies.farmer)).statusCode).toBe(403);
  });

  it('tells a product being disabled, to the catalogue managers only', async () => {
    await send('PUT', `/products/${fx.product.id}/enabled`, { enabled: false }, fx.cookies.admin!);
    await send('PUT', `/products/${fx.product.id}/enabled`, { enabled: true }, fx.cookies.admin!);
    const page = await historyOf(`products/${fx.product.id}`, fx.cookies.admin!);
    expect(page.data[1]?.action).toBe('Deshabilitó el producto');
    expect(page.data[1]?.changes).toEqual([{ field: 'Habilitado', before: 'Sí', after: 'No' }]);
    expect((await history(`products/${fx.product.id}`, fx.cookies.supervisor)).statusCode).toBe(403);
    expect((await history(`products/${fx.product.id}`, fx.cookies.consultant)).statusCode).toBe(403);
  });

  it("tells a season's inventory allocation by product, to who manages seasons only", async () => {
    await send(
      'PUT',
      `/seasons/${fx.seasons.open.id}/inventory`,
      { items: [{ productId: fx.product.id, allocated: 700 }] },
      fx.cookies.coordinator!,
    );
    const page = await historyOf(`seasons/${fx.seasons.open.id}`, fx.cookies.admin!);
    expect(page.data[0]?.action).toBe('Asignó inventario');
    expect(page.data[0]?.actor).toBe(await fullName(DEMO_EMAILS.COORDINATOR));
    expect(page.data[0]?.changes).toEqual([
      {
        field: `Inventario: ${fx.product.code} Híbrido de prueba ${fx.product.code.split('-').at(-1)}`,
        before: '500 bolsas',
        after: '700 bolsas',
      },
    ]);
    expect((await history(`seasons/${fx.seasons.open.id}`, fx.cookies.supervisor)).statusCode).toBe(403);
    expect((await history(`seasons/${fx.seasons.open.id}`, fx.cookies.farmer)).statusCode).toBe(403);
  });

  it("tells a partner's deactivation within the partner scope", async () => {
    const partner = await fx.ctx.database.db
      .selectFrom('partners')
      .selectAll()
      .where('name', '=', 'Agroinsumos de los Altos S.A. de C.V.')
      .executeTakeFirstOrThrow();
    await send(
      'PUT',
      `/partners/${partner.id}`,
      {
        type: partner.type,
        name: partner.name,
        taxId: partner.tax_id ?? '',
        contactName: partner.contact_name ?? '',
        phone: partner.phone ?? '',
        email: partner.email ?? '',
        stateId: partner.state_id ?? undefined,
        municipalityId: partner.municipality_id ?? undefined,
        zoneId: partner.zone_id ?? undefined,
        active: false,
      },
      fx.cookies.admin!,
    );
    const page = await historyOf(`partners/${partner.id}`, fx.cookies.coordinator!);
    expect(page.data[0]?.action).toBe('Desactivó el socio');
    expect(page.data[0]?.changes).toContainEqual({ field: 'Activo', before: 'Sí', after: 'No' });
    expect((await history(`partners/${partner.id}`, fx.cookies.coordinatorNoroeste)).statusCode).toBe(404);
    expect((await history(`partners/${partner.id}`, fx.cookies.consultant)).statusCode).toBe(403);
  });
});
