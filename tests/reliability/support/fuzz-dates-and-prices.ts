// Dates and discounts, fuzzed through the API: sales, DKbonos and payments with a day
// around their season and discounts around their lines' price, import files with both, and the
// season's dates moved around its records.
import fc from 'fast-check';
import { sql } from 'kysely';
import { multipartFile } from '../../../server/files/test-support/multipart.ts';
import { addDays, cents, tally, type ClassResult, type Fixture } from './integrity-fuzz.ts';

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
