// The sort key of a name: the same Spanish order on every database, whatever its collation (PGlite
// has only byte-order collations besides ICU's root, which puts "ñ" among the "n"). Accents are
// folded ("Vázquez" before "Villalobos"), case is ignored and "ñ" follows every "n" and precedes
// "o" ("n{": "{" sorts after "z" byte by byte). Lists still end their order with the id, so pages
// never repeat or skip a row.
import { sql, type RawBuilder } from 'kysely';

// Upper-case accents too: lower() leaves them alone under a C locale.
const ACCENTED = 'áéíóúüÁÉÍÓÚÜÑ';
const PLAIN = 'aeiouuAEIOUUñ';

/** The key to ORDER BY for a name column ("c.first_name"). */
export function nameOrder(column: string): RawBuilder<string> {
  // Literals, not parameters: the expression index of migration 011 matches this text only when the
  // planner sees the values, which a generic plan of a prepared statement would not.
  return sql<string>`replace(lower(translate(${sql.ref(column)}, ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)})), 'ñ', 'n{') collate "C"`;
}
