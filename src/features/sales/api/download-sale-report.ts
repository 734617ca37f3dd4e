// GET /sales/sale-report (docs/requirements.md §7, docs/design.md §11): the xlsx of the sales the caller may see, with the
// list's current filters (no pagination: the report has every matching row).
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import type { ListFilters } from '../list-query.ts';

export const SALE_REPORT_FILE_NAME = 'reporte-de-ventas.xlsx';

export async function downloadSaleReport(filters: ListFilters): Promise<void> {
  const { blob, fileName } = await apiDownload('/sales/sale-report', { ...filters });
  saveFile(blob, fileName ?? SALE_REPORT_FILE_NAME);
}
