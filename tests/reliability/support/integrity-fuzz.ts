// The data classes of issue 25, fuzzed with fast-check (fixed seed) through the API: dates across
// records (sales, DKbonos and payments against their season, then the season's dates moved around
// them), discounts around the line's price (sales, DKbonos, import), stale and partial edits of every
// versioned record, names in NFD or of marks, spaces and invisibles only, and cells that would run in
// a spreadsheet. Each class counts what it sent and what was wrongly accepted; the oracle
// (integrity.ts) then reads what was stored.
import fc from 'fast-check';
import { sql } from 'kysely';
import { mexicoCityDay } from '../../../domain/days.ts';
import { multipartFile } from '../../../server/files/test-support/multipart.ts';
import {
  activeClientOf,
  cookieFor,
  newProduct,
  userIdOf,
} from '../../../server/modules/sales/test-fixtures.ts';
import { DEMO_EMAILS, type TestContext } from '../../../server/test/helper.ts';
import { runnableCells } from './integrity.ts';

const DAY = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const cents = (pesos: number) => Math.round(pesos * 100);

/** What one class sent and how it was answered; `wrong` lists answers that broke the rule. */
export interface ClassResult {
  sent: number;
  statuses: Record<number, number>;
  wrong: string[];
}

function tally() {
  const result = {
    sent: 0,
    statuses: {} as Record<number, number>,
    wrong: [] as string[],
    add(status: number) {
      result.sent += 1;
      result.statuses[status] = (result.statuses[status] ?? 0) + 1;
    },
  };
  return result;
}

export function describeResult(result: ClassResult): string {
  const answers = Object.entries(result.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(', ');
  return `${result.sent} sent (${answers}), ${result.wrong.length} wrongly accepted`;
}

interface Fixture {
  ctx: TestContext;
  tag: string;
  today: string;
  consultant: string;
  admin: string;
  consultantEmail: string;
  clientId: number;
  season: { id: number; name: string; start: string; end: string };
  product: { id: number; code: string };
}

export async function integrityFixture(ctx: TestContext, tag: string): Promise<Fixture> {
  const db = ctx.database.db;
  const today = mexicoCityDay();
  const consultantId = await userIdOf(ctx, DEMO_EMAILS.CONSULTANT);
  const start = addDays(today, -60);
  const end = addDays(today, 30);
  const season = await db
    .insertInto('seasons')
    .values({ name: `Fechas ${tag}`, start_date: start, end_date: end, is_open: true, is_voucher_open: true })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  const product = await newProduct(ctx, [{ seasonId: season.id, bags: 1_000_000 }], { basePrice: '100.00' });
  return {
    ctx,
    tag,
    today,
    consultant: await cookieFor(ctx, DEMO_EMAILS.CONSULTANT),
    admin: await cookieFor(ctx, DEMO_EMAILS.ADMIN),
    consultantEmail: DEMO_EMAILS.CONSULTANT,
    clientId: await activeClientOf(ctx, consultantId),
    season: { ...season, start, end },
    product,
  };
}

const line = fc.record({
  quantity: fc.integer({ min: 1, max: 5 }),
  basePrice: fc.integer({ min: 1, max: 500 }),
  // A share of the line's price: up to twice it, so about half the lines go over.
  discountShare: fc.integer({ min: 0, max: 200 }),
});
type Line = { quantity: number; basePrice: number; discountShare: number };
const discountOf = (l: Line) => Math.round(l.quantity * l.basePrice * l.discountShare) / 100;
const overPriced = (lines: Line[]) =>
  lines.some((l) => cents(discountOf(l)) > cents(l.quantity * l.basePrice));
const isZero = (lines: Line[]) =>
  lines.reduce((sum, l) => sum + cents(l.quantity * l.basePrice) - cents(discountOf(l)), 0) <= 0;

/** Sales with a day around their season and discounts around their lines' price. */
export async function fuzzSales(f: Fixture, runs: number, seed: number): Promise<ClassResult> {
  const result = tally();
  const samples = fc.sample(
    fc.record({
      offset: fc.integer({ min: -75, max: 40 }),
      lines: fc.array(line, { minLength: 1, maxLength: 3 }),
    }),
    { seed, numRuns: runs },
  );
  for (const sample of samples) {
    const saleDate = addDays(f.today, sample.offset);
    const response = await f.ctx.request({
      method: 'POST',
      url: '/api/sales',
      cookie: f.consultant,
      payload: {
        seasonId: f.season.id,
        clientId: f.clientId,
        saleDate,
        items: sample.lines.map((l) => ({
          productId: f.product.id,
          quantity: l.quantity,
          basePrice: l.basePrice,
          discount: discountOf(l),
        })),
      },
    });
    result.add(response.statusCode);
    const outside = saleDate < f.season.start || saleDate > f.season.end || saleDate > f.today;
    if (response.statusCode < 300 && (outside || overPriced(sample.lines) || isZero(sample.lines)))
      result.wrong.push(`sale ${saleDate} ${JSON.stringify(sample.lines)} → ${response.statusCode}`);
  }
  return result;
}

/** DKbonos with discounts around their lines' price; the accepted ones, for the payments. */
export async function fuzzVouchers(
  f: Fixture,
  runs: number,
  seed: number,
): Promise<ClassResult & { vouchers: { id: number; total: number }[] }> {
  const result = tally();
  const vouchers: { id: number; total: number }[] = [];
  const samples = fc.sample(fc.array(line, { minLength: 1, maxLength: 3 }), { seed, numRuns: runs });
  for (const lines of samples) {
    const response = await f.ctx.request({
      method: 'POST',
      url: '/api/vouchers',
      cookie: f.consultant,
      payload: {
        seasonId: f.season.id,
        clientId: f.clientId,
        items: lines.map((l) => ({
          productId: f.product.id,
          quantity: l.quantity,
          basePrice: l.basePrice,
          discount: discountOf(l),
        })),
      },
    });
    result.add(response.statusCode);
    if (response.statusCode < 300) {
      if (overPriced(lines) || isZero(lines))
        result.wrong.push(`DKbono ${JSON.stringify(lines)} → ${response.statusCode}`);
      const data = response.json<{ data: { id: number; total: number } }>().data;
      vouchers.push({ id: data.id, total: data.total });
    }
  }
  return { ...result, vouchers };
}

/**
 * Payments dated around their DKbono's creation day: some DKbonos are moved back in time first (as
 * older ones are), so a payment may fall before the creation day, between it and today, or after.
 */
export async function fuzzPayments(
  f: Fixture,
  vouchers: { id: number; total: number }[],
  seed: number,
): Promise<ClassResult> {
  const result = tally();
  const db = f.ctx.database.db;
  const plans = fc.sample(
    fc.record({ createdDaysAgo: fc.integer({ min: 0, max: 40 }), offset: fc.integer({ min: -8, max: 8 }) }),
    { seed, numRuns: vouchers.length },
  );
  for (const [index, voucher] of vouchers.entries()) {
    const plan = plans[index] ?? { createdDaysAgo: 0, offset: 0 };
    await db
      .updateTable('vouchers')
      .set({ created_at: sql`now() - make_interval(days => ${plan.createdDaysAgo})` })
      .where('id', '=', voucher.id)
      .execute();
    const created = addDays(f.today, -plan.createdDaysAgo);
    const date = addDays(created, plan.offset);
    const { version } = await db
      .selectFrom('vouchers')
      .select('version')
      .where('id', '=', voucher.id)
      .executeTakeFirstOrThrow();
    const response = await f.ctx.request({
      method: 'PUT',
      url: `/api/vouchers/${voucher.id}/payments`,
      cookie: f.consultant,
      payload: {
        version,
        payments: [{ date, amount: Math.max(1, Math.floor(voucher.total / 2)), method: 'EFECTIVO' }],
      },
    });
    result.add(response.statusCode);
    if (response.statusCode < 300 && (date < created || date > f.today || date > f.season.end))
      result.wrong.push(`payment ${date} of a DKbono created ${created} → ${response.statusCode}`);
  }
  return result;
}

/** Import files whose rows carry days around the season and discounts around the price. */
export async function fuzzImport(f: Fixture, runs: number, seed: number): Promise<ClassResult> {
  const result = tally();
  const samples = fc.sample(
    fc.array(fc.record({ offset: fc.integer({ min: -75, max: 40 }), line }), { minLength: 1, maxLength: 3 }),
    { seed, numRuns: runs },
  );
  const header =
    'Referencia;Fecha;Temporada;Consultor;Cliente;Producto;Cantidad;Precio;Descuento;Hectáreas;Rendimiento;Inversión;Notas';
  for (const [n, rows] of samples.entries()) {
    const csv = [
      header,
      ...rows.map(
        (row, i) =>
          `F-${n}-${i};${addDays(f.today, row.offset).split('-').reverse().join('/')};${f.season.name};${f.consultantEmail};${f.clientId};${f.product.code};${row.line.quantity};${row.line.basePrice};${discountOf(row.line)};2;11;100;`,
      ),
    ].join('\r\n');
    const body = multipartFile('ventas.csv', Buffer.from(csv, 'utf8'));
    const response = await f.ctx.request({
      method: 'POST',
      url: '/api/sales/import',
      cookie: f.admin,
      headers: body.headers,
      payload: body.payload,
    });
    result.add(response.statusCode);
    const wrongRow = rows.some((row) => {
      const day = addDays(f.today, row.offset);
      const l = [row.line];
      return day < f.season.start || day > f.season.end || day > f.today || overPriced(l) || isZero(l);
    });
    if (response.statusCode < 300 && wrongRow)
      result.wrong.push(`import ${csv.split('\r\n').slice(1).join(' | ')}`);
  }
  return result;
}

/** The season's dates moved around its records: a move that would leave one outside is refused. */
export async function fuzzSeasonDates(f: Fixture, runs: number, seed: number): Promise<ClassResult> {
  const result = tally();
  const db = f.ctx.database.db;
  const samples = fc.sample(
    fc.record({ start: fc.integer({ min: -90, max: 10 }), end: fc.integer({ min: -60, max: 60 }) }),
    { seed, numRuns: runs },
  );
  for (const sample of samples) {
    const startDate = addDays(f.today, sample.start);
    const endDate = addDays(f.today, sample.end);
    const { version } = await db
      .selectFrom('seasons')
      .select('version')
      .where('id', '=', f.season.id)
      .executeTakeFirstOrThrow();
    const response = await f.ctx.request({
      method: 'PUT',
      url: `/api/seasons/${f.season.id}`,
      cookie: f.admin,
      payload: { startDate, endDate, version },
    });
    result.add(response.statusCode);
    if (response.statusCode < 300) {
      f.season.start = startDate;
      f.season.end = endDate;
    }
  }
  return result;
}

// --- Stale and partial edits ---

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
  const db = f.ctx.database.db;
  const post = async (url: string, payload: object) => {
    const response = await f.ctx.request({ method: 'POST', url: `/api${url}`, cookie: f.admin, payload });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ data: { id: number } }>().data.id;
  };
  const place = await db
    .selectFrom('localities as l')
    .innerJoin('municipalities as m', 'm.id', 'l.municipality_id')
    .select(['l.id as localityId', 'm.id as municipalityId', 'm.state_id as stateId'])
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
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

// --- Names in other Unicode forms, and cells that would run ---

const NAME_PARTS = [
  'Pe\u0301rez', // NFD: the accent as a combining mark
  'Jose\u0301 Mari\u0301a',
  'Nu\u0303n\u0303ez',
  'Ana\u00A0Lucía', // a no-break space
  '\uFEFFLuis',
  'Zoe\u0308',
  '\u0301\u0301', // marks only
  '\u0301',
  ' \u200B ', // spaces and invisibles only
  '\u00A0\u00A0',
  '\u200D\u0301\u200B',
  '\u3000',
];
const CSV_NAMES = [
  'Juan;=1+1',
  '=HYPERLINK("http://x")',
  '+Juan',
  '-Juan',
  '@Juan',
  '\tJuan',
  '\rJuan',
  'Ana,=2+2',
  'Luis;@SUM(A1)',
  'Rosa;+3',
  'Eva;-4',
];

/** Customers, zones and product types named in other Unicode forms, or with no letter at all. */
export async function fuzzNames(f: Fixture, runs: number, seed: number): Promise<ClassResult> {
  const result = tally();
  const db = f.ctx.database.db;
  const place = await db
    .selectFrom('localities as l')
    .innerJoin('municipalities as m', 'm.id', 'l.municipality_id')
    .select(['l.id as localityId', 'm.id as municipalityId', 'm.state_id as stateId'])
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
  const samples = fc.sample(
    fc.record({
      first: fc.constantFrom(...NAME_PARTS),
      last: fc.constantFrom(...NAME_PARTS),
      target: fc.constantFrom('customer', 'zone', 'product type'),
    }),
    { seed, numRuns: runs },
  );
  const hasLetter = (text: string) => /\p{L}/u.test(text);
  for (const [n, sample] of samples.entries()) {
    let response;
    if (sample.target === 'customer') {
      response = await f.ctx.request({
        method: 'POST',
        url: '/api/clients',
        cookie: f.consultant,
        payload: {
          firstName: sample.first,
          lastName: sample.last,
          phone: `33 8${String(n).padStart(3, '0')} 0000`,
          email: `unicode.${n}.${f.tag}@ejemplo.mx`.toLowerCase(),
          taxId: '',
          stateId: place.stateId,
          municipalityId: place.municipalityId,
          localityId: place.localityId,
        },
      });
      if (response.statusCode < 300 && (!hasLetter(sample.first) || !hasLetter(sample.last)))
        result.wrong.push(
          `customer ${JSON.stringify(`${sample.first} / ${sample.last}`)} → ${response.statusCode}`,
        );
    } else {
      const url = sample.target === 'zone' ? '/api/zones' : '/api/product-types';
      const name = `${sample.first}${sample.last}`;
      response = await f.ctx.request({
        method: 'POST',
        url,
        cookie: f.admin,
        payload: sample.target === 'zone' ? { name } : { name, productionKind: 'GRAIN' },
      });
      if (response.statusCode < 300 && !/[\p{L}\p{N}]/u.test(name))
        result.wrong.push(`${sample.target} ${JSON.stringify(name)} → ${response.statusCode}`);
    }
    result.add(response.statusCode);
  }
  return result;
}

/**
 * Customers named like formulas, each with a sale, then the customer, sale and DKbono lists
 * exported as CSV: no cell of any of them may run in a spreadsheet, whatever its list separator.
 */
export async function fuzzCsv(f: Fixture): Promise<ClassResult & { cells: number }> {
  const result = tally();
  const db = f.ctx.database.db;
  const place = await db
    .selectFrom('localities as l')
    .innerJoin('municipalities as m', 'm.id', 'l.municipality_id')
    .select(['l.id as localityId', 'm.id as municipalityId', 'm.state_id as stateId'])
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
  for (const [n, name] of CSV_NAMES.entries()) {
    const response = await f.ctx.request({
      method: 'POST',
      url: '/api/clients',
      cookie: f.consultant,
      payload: {
        firstName: name,
        lastName: `${name} Apellido`,
        phone: `33 7${String(n).padStart(3, '0')} 0000`,
        email: `formula.${n}.${f.tag}@ejemplo.mx`.toLowerCase(),
        taxId: '',
        stateId: place.stateId,
        municipalityId: place.municipalityId,
        localityId: place.localityId,
      },
    });
    result.add(response.statusCode);
    if (response.statusCode !== 201) continue;
    const clientId = response.json<{ data: { id: number } }>().data.id;
    const sale = await f.ctx.request({
      method: 'POST',
      url: '/api/sales',
      cookie: f.consultant,
      payload: {
        seasonId: f.season.id,
        clientId,
        saleDate: f.today,
        items: [{ productId: f.product.id, quantity: 1, basePrice: 100, discount: 0 }],
      },
    });
    result.add(sale.statusCode);
  }
  let cells = 0;
  for (const url of [
    '/api/clients/export?format=csv&columns=name,phone,email,taxId,state,municipality,zone,consultant',
    '/api/sales/export?format=csv&columns=folio,date,customer,season,consultant,total,status',
    '/api/vouchers/export?format=csv&columns=folio,date,customer,season,consultant,total,paid,balance,status',
  ]) {
    const response = await f.ctx.request({ method: 'GET', url, cookie: f.admin });
    result.add(response.statusCode);
    if (response.statusCode !== 200) {
      result.wrong.push(`${url} → ${response.statusCode}`);
      continue;
    }
    const text = response.rawPayload.toString('utf8');
    cells += text.split(/[,;\n]/).length;
    for (const cell of runnableCells(text))
      result.wrong.push(`${url.split('?')[0]}: ${JSON.stringify(cell)}`);
  }
  return { ...result, cells };
}
