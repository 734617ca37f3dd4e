import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

export async function downloadSalePdf(id: number, folio: string): Promise<void> {
  const { blob, fileName } = await apiDownload(`/sales/${id}/pdf`);
  saveFile(blob, fileName ?? `Venta-${folio}.pdf`);
}
