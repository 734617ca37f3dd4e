// The free-text filter (`q`) of the lists: a substring, with LIKE wildcards escaped; names are
// compared without accents or capitals ("perez" finds "Pérez") through search_fold (migration 020),
// which runs the same on PostgreSQL and PGlite. A customer's folded name is stored (clients.search_name,
// migration 021): folding it on every search cost 10-20 times the ILIKE it replaced.
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** The pattern of a free-text filter: a case-insensitive substring, with LIKE wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `text` contains the pattern, accents and capitals aside. */
export function foldedContains(text: RawBuilder<unknown>, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`search_fold(${text}) like search_fold(${pattern})`;
}

/**
 * The customer (table alias `alias`) whose full name contains the pattern, accents and capitals
 * aside: the stored folded name, the column of the trigram index clients_name_trgm_idx.
 */
export function customerNameContains(alias: string, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${alias}.search_name`)} like search_fold(${pattern})`;
}

/** The customers whose full name contains the pattern, for the sale and Dkbono searches. */
export function customersNamed(pattern: string): RawBuilder<unknown> {
  return sql`select qc.id from clients qc where ${customerNameContains('qc', pattern)}`;
}
