// The roots of the query keys of every area. Each feature builds its own keys on its
// root (its queries.ts); a change that reaches other areas (a sale moves a season's inventory and
// a customer's records) invalidates their roots from here, since features never import each other.
export const queryRoots = {
  sales: ['sales'],
  vouchers: ['vouchers'],
  customers: ['customers'],
  /** A customer's sales and DKbonos on its page. */
  customerRecords: ['customers', 'records'],
  seasons: ['seasons'],
  partners: ['partners'],
  messages: ['messages'],
  /** The inventory of every season. */
  seasonInventories: ['seasons', 'inventory'],
} as const;
