// The oracle of stored data that never contradicts itself: read straight from the database and the
// exports after the fuzzing, independent of the code that wrote them. Every finding is a record the
// API should have refused or normalised.
import { sql, type RawBuilder } from 'kysely';
import { MEXICO_TIME_ZONE } from '../../../domain/days.ts';
import { parseCsv } from '../../../server/files/csv.ts';
import type { TestContext } from '../../../server/test/helper.ts';

/** Offending rows per rule (at most a few examples each), and how many rows each rule read. */
export interface IntegrityReport {
  findings: Record<string, string[]>;
  checked: Record<string, number>;
}

const tz = sql.lit(MEXICO_TIME_ZONE);

/** Ids of rows breaking a rule: `where` over the rule's query. */
async function offending(ctx: TestContext, query: RawBuilder<{ id: number }>): Promise<string[]> {
  const { rows } = await query.execute(ctx.database.db);
  return rows.map((row) => String(row.id));
}

async function count(ctx: TestContext, table: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(
    ctx.database.db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Characters no stored text may hold: invisible ones, and spaces other than the plain one. */
const INVISIBLE_OR_ODD_SPACE: [number, number][] = [
  [0x00a0, 0x00a0],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180e],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];
const hasInvisibleOrOddSpace = (text: string) =>
  [...text].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return INVISIBLE_OR_ODD_SPACE.some(([from, to]) => code >= from && code <= to);
  });
const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Text columns read by the Unicode rules; `needs` for names (a person's needs a letter). */
const TEXT_COLUMNS: { table: string; column: string; needs?: 'letter' | 'letterOrDigit' }[] = [
  { table: 'clients', column: 'first_name', needs: 'letter' },
  { table: 'clients', column: 'last_name', needs: 'letter' },
  { table: 'users', column: 'first_name', needs: 'letter' },
  { table: 'users', column: 'last_name', needs: 'letter' },
  { table: 'partners', column: 'name', needs: 'letterOrDigit' },
  { table: 'partners', column: 'contact_name' },
  { table: 'zones', column: 'name', needs: 'letterOrDigit' },
  { table: 'localities', column: 'name', needs: 'letterOrDigit' },
  { table: 'product_types', column: 'name', needs: 'letterOrDigit' },
  { table: 'products', column: 'name', needs: 'letterOrDigit' },
  { table: 'products', column: 'description' },
  { table: 'seasons', column: 'name', needs: 'letterOrDigit' },
  { table: 'saved_views', column: 'name', needs: 'letterOrDigit' },
  { table: 'messages', column: 'title', needs: 'letterOrDigit' },
  { table: 'messages', column: 'body' },
  { table: 'sales', column: 'notes' },
  { table: 'vouchers', column: 'notes' },
];

/** Every integrity rule over the whole database. */
export async function wronglyStored(ctx: TestContext): Promise<IntegrityReport> {
  const findings: Record<string, string[]> = {};
  const note = (rule: string, ids: string[]) => {
    if (ids.length > 0) findings[rule] = ids.slice(0, 5).concat(ids.length > 5 ? [`… ${ids.length}`] : []);
  };
  const createdDay = sql`(v.created_at at time zone ${tz})::date`;
  const today = sql`(now() at time zone ${tz})::date`;

  note(
    'sale dated outside its season',
    await offending(
      ctx,
      sql<{ id: number }>`select s.id from sales s join seasons z on z.id = s.season_id
        where s.sale_date < z.start_date or s.sale_date > z.end_date`,
    ),
  );
  note(
    'sale dated after today',
    await offending(ctx, sql<{ id: number }>`select s.id from sales s where s.sale_date > ${today}`),
  );
  note(
    'DKbono created after its season ended',
    await offending(
      ctx,
      sql<{ id: number }>`select v.id from vouchers v join seasons z on z.id = v.season_id
        where ${createdDay} > z.end_date`,
    ),
  );
  note(
    'payment before its DKbono was created, after its season ended or after today',
    await offending(
      ctx,
      sql<{ id: number }>`select p.id from voucher_payments p
        join vouchers v on v.id = p.voucher_id join seasons z on z.id = v.season_id
        where p.date < ${createdDay} or p.date > z.end_date or p.date > ${today}`,
    ),
  );
  for (const table of ['sale_items', 'voucher_items'] as const) {
    note(
      `${table}: discount above the line's price, or negative`,
      await offending(
        ctx,
        sql<{ id: number }>`select id from ${sql.table(table)}
          where discount > quantity * base_price or discount < 0`,
      ),
    );
  }
  for (const table of ['sales', 'vouchers'] as const) {
    note(
      `${table} of $0 or less`,
      await offending(
        ctx,
        sql<{ id: number }>`select id from ${sql.table(table)} t
          where total <= 0 and exists (select 1 from ${sql.table(table === 'sales' ? 'sale_items' : 'voucher_items')} i
            where i.${sql.ref(table === 'sales' ? 'sale_id' : 'voucher_id')} = t.id)`,
      ),
    );
  }

  const checked: Record<string, number> = {
    sales: await count(ctx, 'sales'),
    vouchers: await count(ctx, 'vouchers'),
    payments: await count(ctx, 'voucher_payments'),
    lines: (await count(ctx, 'sale_items')) + (await count(ctx, 'voucher_items')),
    texts: 0,
  };
  for (const { table, column, needs } of TEXT_COLUMNS) {
    const { rows } = await sql<{ id: number; value: string | null }>`
      select id, ${sql.ref(column)} as value from ${sql.table(table)}`.execute(ctx.database.db);
    const wrong = (rule: string, test: (value: string) => boolean) =>
      note(
        `${table}.${column}: ${rule}`,
        rows.filter((row) => row.value !== null && test(row.value)).map((row) => String(row.id)),
      );
    checked.texts = (checked.texts ?? 0) + rows.length;
    wrong('not NFC', (value) => value !== value.normalize('NFC'));
    wrong('an invisible character or an odd space', hasInvisibleOrOddSpace);
    if (needs === 'letter') wrong('a name with no letter', (value) => !LETTER.test(value));
    if (needs === 'letterOrDigit')
      wrong('a name with no letter or digit', (value) => !LETTER_OR_DIGIT.test(value));
  }
  return { findings, checked };
}

/** A cell a spreadsheet would run: one starting with a formula sign. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The cells of CSV text as a spreadsheet may read them: quoting respected with a comma or a
 * semicolon separator, and naively split at every comma, semicolon, tab or line break (one
 * leading quote dropped). Returns those that would run as a formula.
 */
export function runnableCells(text: string): string[] {
  const cells: string[] = [];
  for (const separator of [',', ';'] as const) {
    for (const record of parseCsv(text, Number.POSITIVE_INFINITY, separator)) cells.push(...record);
  }
  for (const segment of text.split(/[,;\t\r\n]/))
    cells.push(segment.startsWith('"') ? segment.slice(1) : segment);
  return cells.filter((cell) => FORMULA_START.test(cell));
}
