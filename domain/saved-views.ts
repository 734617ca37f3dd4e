// Saved views: a person keeps a list's filters, sort and shown columns under a name, on
// the server, and finds them on any device; one view per list may open that list by default. Here:
// the lists and their columns, which the lists read before the first paint (no zod); the checks of
// a stored view are in saved-views-schemas.ts.

export const SAVED_VIEW_LISTS = ['sales', 'vouchers', 'customers'] as const;

export const MAX_VIEW_NAME_LENGTH = 60;
/** The most views one person keeps per list: enough for any real use, bounded for the menu. */
export const MAX_VIEWS_PER_LIST = 50;

/**
 * Each grid's columns in their order. The first opens the record (folio, name): it is always shown,
 * so a view never hides the way into its rows, and at least one column stays.
 */
export const LIST_COLUMNS = {
  sales: ['folio', 'date', 'customer', 'season', 'consultant', 'total', 'status', 'voucher'],
  vouchers: ['folio', 'date', 'customer', 'season', 'consultant', 'total', 'paid', 'balance', 'status'],
  customers: ['name', 'phone', 'place', 'consultant', 'hectares', 'status', 'created'],
} as const satisfies Record<SavedViewList, readonly string[]>;

/** The columns a person may hide: all but the first. */
export function hideableColumns(list: SavedViewList): readonly string[] {
  return LIST_COLUMNS[list].slice(1);
}

export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];
