// The data classes of support/integrity.ts, fuzzed with fast-check (fixed seed) through the API:
// dates across records (sales, DKbonos and payments against their season, then the season's dates
// moved around them) and discounts around the line's price (fuzz-dates-and-prices.ts), stale and
// partial edits of every versioned record (fuzz-edits.ts), names in NFD or of marks, spaces and
// invisibles only, and cells that would run in a spreadsheet (fuzz-names-and-cells.ts). What they
// share is here: the fixture, and the tally in which each class counts what it sent and what was
// wrongly accepted; the oracle (integrity.ts) then reads what was stored.
import { mexicoCityDay } from '../../../domain/days.ts';
import { activeClientOf, newProduct } from '../../../server/modules/sales/test-fixtures.ts';
import { cookieFor, userIdOf } from '../../../server/test/api-fixture.ts';
import { DEMO_EMAILS, type TestContext } from '../../../server/test/helper.ts';

const DAY = 86_400_000;
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
export const cents = (pesos: number) => Math.round(pesos * 100);

/** What one class sent and how it was answered; `wrong` lists answers that broke the rule. */
export interface ClassResult {
  sent: number;
  statuses: Record<number, number>;
  wrong: string[];
}

export function tally() {
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

export interface Fixture {
  ctx: TestContext;
  tag: string;
  today: string;
  consultant: string;
  admin: string;
  consultantEmail: string;
  clientId: number;
  season: { id: number; name: string; start: string; end: string };
  product: { id: number; code: string };
  /** The first locality of the demo geography, with its municipality and state. */
  place: { localityId: number; municipalityId: number; stateId: number };
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
  const place = await db
    .selectFrom('localities as l')
    .innerJoin('municipalities as m', 'm.id', 'l.municipality_id')
    .select(['l.id as localityId', 'm.id as municipalityId', 'm.state_id as stateId'])
    .orderBy('l.id')
    .executeTakeFirstOrThrow();
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
    place,
  };
}
