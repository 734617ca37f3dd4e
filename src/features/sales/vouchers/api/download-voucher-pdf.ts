import { apiDownload } from '../../../../lib/api-client.ts';
import { saveFile } from '../../../../lib/save-file.ts';

/** GET /vouchers/:id/pdf as a file under the server's name, to download or to share. */
export async function fetchVoucherPdf(id: number, folio: string): Promise<File> {
  const { blob, fileName } = await apiDownload(`/vouchers/${id}/pdf`);
  return new File([blob], fileName ?? `DKbono-${folio}.pdf`, { type: 'application/pdf' });
}

export async function downloadVoucherPdf(id: number, folio: string): Promise<void> {
  const file = await fetchVoucherPdf(id, folio);
  saveFile(file, file.name);
}
