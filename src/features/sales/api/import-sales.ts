// The sales import of docs/design.md §11: the template, then the file sent twice — a dry run that lists every
// bad row, and the real import, all or nothing.
import type { ImportResult } from '../../../../domain/sales-import.ts';
import { apiDownload, apiPost } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

export async function downloadTemplate(): Promise<void> {
  const { blob, fileName } = await apiDownload('/sales/file-template');
  saveFile(blob, fileName ?? 'plantilla-ventas.xlsx');
}

export function importSales(file: File, { dryRun }: { dryRun: boolean }): Promise<ImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiPost<ImportResult>('/sales/import', body, { params: { dryRun } });
}
