// The logic of the "Exportar" dialog: which export columns start ticked (those whose grid
// column is shown) and the address of the file, which the browser downloads by following a link so
// the file streams to disk. A link cannot send headers: the app's key rides in `key` (the export
// routes accept it there, server/http/access.ts `apiKeyInQuery`) and the session cookie authorizes.
import {
  CUSTOMER_EXPORT_COLUMNS,
  SALE_EXPORT_COLUMNS,
  VOUCHER_EXPORT_COLUMNS,
  type ExportFormat,
} from '../../../domain/exports.ts';
import { cleanFilters, type FilterValue } from '../../../domain/filters.ts';
import { LIST_COLUMNS, type SavedViewList } from '../../../domain/saved-views.ts';
import { apiGet } from '../api-client.ts';
import { runtimeConfig } from '../runtime-config.ts';

export type ExportList = SavedViewList;

export const EXPORT_COLUMNS: Record<ExportList, Record<string, string>> = {
  sales: SALE_EXPORT_COLUMNS,
  vouchers: VOUCHER_EXPORT_COLUMNS,
  customers: CUSTOMER_EXPORT_COLUMNS,
};

const EXPORT_PATHS: Record<ExportList, string> = {
  sales: '/sales/export',
  vouchers: '/vouchers/export',
  customers: '/clients/export',
};

/** The grid column that shows an export column, where the names differ. */
const GRID_COLUMN_OF: Record<ExportList, Partial<Record<string, string>>> = {
  sales: {},
  vouchers: {},
  customers: { state: 'place', municipality: 'place', zone: 'place', createdAt: 'created' },
};

/**
 * The export columns ticked when the dialog opens: those the grid shows. Columns the grid never
 * shows (a customer's email, a DKbono's sale) start unticked; with everything hidden, all of them.
 */
export function shownExportColumns(list: ExportList, hidden: readonly string[]): string[] {
  const grid: readonly string[] = LIST_COLUMNS[list];
  const shown = Object.keys(EXPORT_COLUMNS[list]).filter((key) => {
    const column = GRID_COLUMN_OF[list][key] ?? key;
    return grid.includes(column) && !hidden.includes(column);
  });
  return shown.length > 0 ? shown : Object.keys(EXPORT_COLUMNS[list]);
}

export interface ExportRequest {
  list: ExportList;
  /** The list's filters and sort (its API request without page and size). */
  query: Record<string, FilterValue>;
  format: ExportFormat;
  /** In the order of the list's columns. */
  columns: readonly string[];
  /** Only these rows; all the filter's rows when absent. */
  ids?: readonly number[];
}

/** The export's query: the list's filters and sort, the format, the columns in the list's order, the rows. */
function exportParams({ list, query, format, columns, ids }: ExportRequest): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(cleanFilters(query))) {
    if (key !== 'page' && key !== 'size') params[key] = String(value);
  }
  params.format = format;
  const order = Object.keys(EXPORT_COLUMNS[list]);
  params.columns = order.filter((key) => columns.includes(key)).join(',');
  if (ids && ids.length > 0) params.ids = ids.join(',');
  return params;
}

export function exportUrl(request: ExportRequest): string {
  const params = new URLSearchParams({ ...exportParams(request), key: runtimeConfig.apiKey });
  return `${runtimeConfig.apiUrl.replace(/\/+$/, '')}${EXPORT_PATHS[request.list]}?${params.toString()}`;
}

/**
 * Asks the server whether it would send this export (`check=true`: no rows are read). A refusal
 * (rows or columns it does not take, a session that ended) rejects with its Spanish message here,
 * through the app's client, instead of becoming a failed download.
 */
export async function checkExport(request: ExportRequest): Promise<void> {
  await apiGet<unknown>(EXPORT_PATHS[request.list], { ...exportParams(request), check: 'true' });
}

/** Follows the link: the browser saves the answer (its Content-Disposition names the file). */
export function downloadByLink(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
