// Stale and partial edits, fuzzed through the API: every versioned record edited with
// an old version or with some of its fields, and what must never change.
import fc from 'fast-check';
import { sql } from 'kysely';
import type { TestContext } from '../../../server/test/helper.ts';
import { addDays, tally, type ClassResult, type Fixture } from './integrity-fuzz.ts';

interface EditSpec {
  label: string;
  method: 'PUT' | 'PATCH';
  url: string;
  table: string;
  id: number;
  /** Fields an edit may send: the column each is stored in and a valid value. */
  fields: Record<string, { column: string; value: (n: number) => unknown }>;
  /** Columns no edit here sends: they must never change. */
  watched: string[];
  /** Fields every edit of this record must send (a sale's season, customer and lines). */
  always?: Record<string, unknown>;
  /** Who edits it: the owning consultant, or the admin. */
  as?: 'consultant';
}

async function snapshot(ctx: TestContext, spec: EditSpec): Promise<Record<string, unknown>> {
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from ${sql.table(spec.table)} where id = ${spec.id}`.execute(ctx.database.db);
  return rows[0] ?? {};
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Versioned records to edit: fresh ones made here, so the class never depends on the demo's state. */
export async function editSpecs(f: Fixture): Promise<EditSpec[]> {
  const post = async (url: string, payload: object) => {
    const response = await f.ctx.request({ method: 'POST', url: `/api${url}`, cookie: f.admin, payload });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ data: { id: number } }>().data.id;
  };
  const { place } = f;
  const name = (what: string) => (n: number) => `${what} ${f.tag} ${n}`;
  const zone = await post('/zones', { name: name('Zona')(0) });
  const type = await post('/product-types', { name: name('Tipo')(0), productionKind: 'GRAIN' });
  const locality = await post('/localities', {
    municipalityId: place.municipalityId,
    name: name('Localidad')(0),
    postalCode: '46600',
  });
  const season = await post('/seasons', {
    name: name('Temporada')(0),
    startDate: addDays(f.today, 100),
    endDate: addDays(f.today, 200),
    isOpen: true,
    isVoucherOpen: true,
  });
  const product = await post('/products', {
    code: `INT-${f.tag}`.toUpperCase().replace(/[^A-Z0-9-]/g, ''),
    name: name('Híbrido')(0),
    productTypeId: type,
    seedsPerBag: 60_000,
    basePrice: 1000,
    recommendedDensity: 80_000,
    description: 'Descripción que ninguna edición parcial debe borrar.',
  });
  const message = await post('/messages', {
    title: name('Aviso')(0),
    body: 'Texto que ninguna edición parcial debe borrar.',
    audienceRoles: ['CONSULTANT'],
    activeFrom: addDays(f.today, 30),
    activeTo: addDays(f.today, 40),
  });
  const partner = await post('/partners', {
    type: 'SILAGE_VENDOR',
    name: name('Socio')(0),
    taxId: '',
    contactName: 'Laura Medina',
    phone: '33 1234 5678',
    email: `socio.${f.tag}@ejemplo.mx`.toLowerCase(),
    stateId: place.stateId,
    municipalityId: place.municipalityId,
  });
  const customer = await f.ctx.request({
    method: 'POST',
    url: '/api/clients',
    cookie: f.consultant,
    payload: {
      firstName: 'Edición',
      lastName: 'Parcial',
      phone: '33 9000 0001',
      email: `parcial.${f.tag}@ejemplo.mx`.toLowerCase(),
      taxId: '',
      stateId: place.stateId,
      municipalityId: place.municipalityId,
      localityId: place.localityId,
      hectares: 12.5,
    },
  });
  if (customer.statusCode !== 201) throw new Error(`customer: ${customer.body}`);
  const customerId = customer.json<{ data: { id: number } }>().data.id;
  const phone = (n: number) => `33 9${String(n).padStart(3, '0')} 1234`;
  const lines = [{ productId: f.product.id, quantity: 2, basePrice: 100, discount: 10 }];
  const owned = async (url: string, payload: object) => {
    const response = await f.ctx.request({
      method: 'POST',
      url: `/api${url}`,
      cookie: f.consultant,
      payload,
    });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ data: { id: number } }>().data.id;
  };
  const record = { seasonId: f.season.id, clientId: f.clientId, items: lines };
  const sale = await owned('/sales', {
    ...record,
    saleDate: f.today,
    notes: 'Notas que ninguna edición debe borrar.',
  });
  const voucher = await owned('/vouchers', { ...record, notes: 'Notas que ninguna edición debe borrar.' });
  return [
    {
      label: 'sale',
      method: 'PUT',
      url: `/api/sales/${sale}`,
      table: 'sales',
      id: sale,
      always: record,
      as: 'consultant',
      fields: {
        notes: { column: 'notes', value: (n) => `Nota ${n}` },
        saleDate: { column: 'sale_date', value: () => f.today },
      },
      watched: ['folio', 'season_id', 'client_id', 'consultant_id', 'total', 'status'],
    },
    {
      label: 'DKbono',
      method: 'PUT',
      url: `/api/vouchers/${voucher}`,
      table: 'vouchers',
      id: voucher,
      always: record,
      as: 'consultant',
      fields: { notes: { column: 'notes', value: (n) => `Nota ${n}` } },
      watched: ['folio', 'season_id', 'client_id', 'consultant_id', 'total', 'status', 'paid'],
    },
    {
      label: 'zone',
      method: 'PUT',
      url: `/api/zones/${zone}`,
      table: 'zones',
      id: zone,
      fields: { name: { column: 'name', value: name('Zona') } },
      watched: [],
    },
    {
      label: 'product type',
      method: 'PUT',
      url: `/api/product-types/${type}`,
      table: 'product_types',
      id: type,
      fields: {
        name: { column: 'name', value: name('Tipo') },
        productionKind: { column: 'production_kind', value: (n) => (n % 2 ? 'SILAGE' : 'GRAIN') },
      },
      watched: [],
    },
    {
      label: 'locality',
      method: 'PUT',
      url: `/api/localities/${locality}`,
      table: 'localities',
      id: locality,
      fields: {
        name: { column: 'name', value: name('Localidad') },
        postalCode: { column: 'postal_code', value: (n) => String(46_000 + n) },
      },
      watched: ['municipality_id'],
    },
    {
      label: 'season',
      method: 'PUT',
      url: `/api/seasons/${season}`,
      table: 'seasons',
      id: season,
      fields: {
        name: { column: 'name', value: name('Temporada') },
        isOpen: { column: 'is_open', value: (n) => n % 2 === 0 },
        isVoucherOpen: { column: 'is_voucher_open', value: (n) => n % 3 !== 0 },
      },
      watched: ['start_date', 'end_date'],
    },
    {
      label: 'product',
      method: 'PUT',
      url: `/api/products/${product}`,
      table: 'products',
      id: product,
      fields: {
        name: { column: 'name', value: name('Híbrido') },
        basePrice: { column: 'base_price', value: (n) => 1000 + n },
      },
      watched: ['code', 'product_type_id', 'seeds_per_bag', 'recommended_density', 'description', 'enabled'],
    },
    {
      label: 'message',
      method: 'PUT',
      url: `/api/messages/${message}`,
      table: 'messages',
      id: message,
      fields: { title: { column: 'title', value: name('Aviso') } },
      watched: ['body', 'audience_roles', 'active_from', 'active_to'],
    },
    {
      label: 'partner',
      method: 'PUT',
      url: `/api/partners/${partner}`,
      table: 'partners',
      id: partner,
      fields: {
        name: { column: 'name', value: name('Socio') },
        phone: { column: 'phone', value: phone },
      },
      watched: ['type', 'contact_name', 'email', 'tax_id', 'state_id', 'municipality_id'],
    },
    {
      label: 'customer',
      method: 'PUT',
      url: `/api/clients/${customerId}`,
      table: 'clients',
      id: customerId,
      fields: {
        firstName: { column: 'first_name', value: (n) => `Edición${'abcdefghij'[n % 10]}` },
        phone: { column: 'phone', value: phone },
      },
      watched: [
        'last_name',
        'email',
        'state_id',
        'municipality_id',
        'locality_id',
        'hectares',
        'production_type_id',
        'consultant_id',
      ],
    },
  ];
}

/**
 * Per record, edits sent from a stale version (refused, nothing changes) and partial edits from the
 * current one (what they send changes, nothing they leave out does, the version moves by one).
 */
export async function fuzzEdits(
  f: Fixture,
  specs: EditSpec[],
  runs: number,
  seed: number,
): Promise<ClassResult> {
  const result = tally();
  let counter = 0;
  for (const [index, spec] of specs.entries()) {
    const names = Object.keys(spec.fields);
    const plans = fc.sample(
      fc.record({
        stale: fc.boolean(),
        staleBy: fc.integer({ min: -3, max: 3 }).filter((n) => n !== 0),
        fields: fc.subarray(names, { minLength: 1 }),
      }),
      { seed: seed + index, numRuns: runs },
    );
    for (const plan of plans) {
      const before = await snapshot(f.ctx, spec);
      const version = Number(before.version);
      const sentVersion = plan.stale ? Math.max(1, version + plan.staleBy) : version;
      const isStale = sentVersion !== version;
      counter += 1;
      const body: Record<string, unknown> = { ...spec.always, version: sentVersion };
      for (const field of plan.fields) body[field] = spec.fields[field]?.value(counter);
      const response = await f.ctx.request({
        method: spec.method,
        url: spec.url,
        cookie: spec.label === 'customer' || spec.as === 'consultant' ? f.consultant : f.admin,
        payload: body,
      });
      result.add(response.statusCode);
      const after = await snapshot(f.ctx, spec);
      const unsent = [
        ...spec.watched,
        ...names.filter((n) => !plan.fields.includes(n)).map((n) => spec.fields[n]?.column ?? n),
      ];
      const changed = unsent.filter((column) => !same(before[column], after[column]));
      if (isStale) {
        if (response.statusCode !== 409 || !same(before, after))
          result.wrong.push(
            `${spec.label}: stale version ${sentVersion} (stored ${version}) → ${response.statusCode}`,
          );
      } else if (response.statusCode < 300) {
        if (changed.length > 0 || Number(after.version) !== version + 1)
          result.wrong.push(`${spec.label}: sent ${plan.fields.join(',')}, changed ${changed.join(',')}`);
      } else if (!same(before, after)) {
        result.wrong.push(`${spec.label}: refused with ${response.statusCode} but changed`);
      }
    }
  }
  return result;
}
