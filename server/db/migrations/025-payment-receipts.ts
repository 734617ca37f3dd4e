// The farmer's receipt of each Dkbono payment, a public page at /r/<code>. A receipt outlives its
// payment: the payments PUT replaces the list (vouchers/record-payments.ts), so a payment taken out
// leaves its receipt behind with payment_id NULL and voided_at set, and the page says "Recibo
// anulado". A payment sent again unchanged keeps its receipt. The payment's day, amount and method
// are kept on the receipt, as issued, so a voided one still names what it was for. Payments
// recorded before this migration get their receipt here.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

// As domain/payment-receipts.ts at the time of writing: a migration does not follow later changes.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 16;

function newCode(): string {
  return [...randomBytes(LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payment_receipts (
      code text PRIMARY KEY,
      voucher_id integer NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
      payment_id integer UNIQUE REFERENCES voucher_payments(id) ON DELETE SET NULL,
      date date NOT NULL,
      amount numeric(14, 2) NOT NULL,
      method text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      voided_at timestamptz
    );
  `.execute(db);
  await sql`CREATE INDEX payment_receipts_voucher_idx ON payment_receipts (voucher_id)`.execute(db);
  const { rows } = await sql<{ id: number }>`SELECT id FROM voucher_payments ORDER BY id`.execute(db);
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    await sql`
      INSERT INTO payment_receipts (code, voucher_id, payment_id, date, amount, method)
      SELECT c.code, p.voucher_id, p.id, p.date, p.amount, p.method
      FROM voucher_payments p
      JOIN (VALUES ${sql.join(batch.map((row) => sql`(${row.id}::integer, ${newCode()})`))}) AS c(id, code)
        ON c.id = p.id
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE payment_receipts`.execute(db);
}
