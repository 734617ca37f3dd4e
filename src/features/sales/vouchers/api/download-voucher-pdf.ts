import { apiDownload } from '../../../../lib/api-client.ts';
import { saveFile } from '../../../../lib/save-file.ts';

export async function downloadVoucherPdf(id: number, folio: string): Promise<void> {
  const { blob, fileName } = await apiDownload(`/vouchers/${id}/pdf`);
  saveFile(blob, fileName ?? `DKbono-${folio}.pdf`);
}
