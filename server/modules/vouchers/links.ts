// The short link of a Dkbono's QR: one random code per Dkbono, made the first time its PDF is
// printed, and the credit the farmer simulator reads through it. The credit follows the read scope
// of docs/design.md §6 for staff; a farmer sees only the Dkbonos of its own customer record.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { fromCents, toCents } from '../../../domain/money.ts';
import {
  VOUCHER_LINK_ALPHABET,
  VOUCHER_LINK_LENGTH,
  type VoucherCredit,
} from '../../../domain/voucher-links.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { voucherScopeCondition } from './repository.ts';

/** A fresh code: each character takes 5 of the random bits (32 letters, no bias). */
function newVoucherLinkCode(): string {
  return [...randomBytes(VOUCHER_LINK_LENGTH)].map((byte) => VOUCHER_LINK_ALPHABET[byte & 31]).join('');
}

/** The Dkbono's code, made now if it has none (two printers at once end with the same one). */
export async function voucherLinkCode(db: Kysely<Database>, voucherId: number): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const stored = await db
      .selectFrom('voucher_links')
      .select('code')
      .where('voucher_id', '=', voucherId)
      .executeTakeFirst();
    if (stored) return stored.code;
    // A clash on the code itself (1 in 2^50) is skipped by ON CONFLICT too and simply tried again.
    await db
      .insertInto('voucher_links')
      .values({ voucher_id: voucherId, code: newVoucherLinkCode() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  throw new Error(`No short link could be stored for voucher ${voucherId}`);
}

/** Whether a code was ever handed out: all the anonymous redirect may learn. */
export async function voucherLinkExists(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('voucher_links')
    .select('voucher_id')
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** Farmers: their own customer's Dkbonos; staff: the Dkbonos they may read. */
function creditScope(auth: AuthContext) {
  if (auth.role === 'FARMER') {
    return auth.clientId === null ? sql<SqlBool>`false` : sql<SqlBool>`v.client_id = ${auth.clientId}`;
  }
  return voucherScopeCondition(auth);
}

/** The credit behind a code, or null when the code is unknown or its Dkbono lies outside the scope. */
export async function findVoucherCredit(
  db: Kysely<Database>,
  auth: AuthContext,
  code: string,
): Promise<VoucherCredit | null> {
  const row = await db
    .selectFrom('voucher_links as l')
    .innerJoin('vouchers as v', 'v.id', 'l.voucher_id')
    .select(['v.id', 'v.folio', 'v.status', 'v.paid'])
    .where('l.code', '=', code)
    .where(creditScope(auth))
    .executeTakeFirst();
  if (!row) return null;
  const isSpent = row.status === 'REDEEMED' || row.status === 'CANCELLED';
  const lines = await db
    .selectFrom('voucher_items')
    .select(['product_id', 'quantity', 'base_price', 'discount'])
    .where('voucher_id', '=', row.id)
    .orderBy('id')
    .execute();
  return {
    folio: row.folio,
    status: row.status,
    credit: isSpent ? 0 : fromCents(toCents(row.paid)),
    lines: lines.map((line) => ({
      productId: line.product_id,
      bags: line.quantity,
      pricePerBag: fromCents(toCents(line.base_price)),
      discount: fromCents(toCents(line.discount)),
    })),
  };
}

/** The folio behind a code, whoever asks: what the farmer sign-in names before the key is typed. */
export async function findVoucherLinkFolio(db: Kysely<Database>, code: string): Promise<string | null> {
  const row = await db
    .selectFrom('voucher_links as l')
    .innerJoin('vouchers as v', 'v.id', 'l.voucher_id')
    .select('v.folio')
    .where('l.code', '=', code)
    .executeTakeFirst();
  return row?.folio ?? null;
}
