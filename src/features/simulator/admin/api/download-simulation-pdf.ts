import { apiDownload } from '../../../../lib/api-client.ts';
import { saveFile } from '../../../../lib/save-file.ts';

/** GET /simulator/simulations/{id}/pdf, handed to the browser's download. */
export async function downloadSimulationPdf(id: number): Promise<void> {
  const { blob, fileName } = await apiDownload(`/simulator/simulations/${id}/pdf`);
  saveFile(blob, fileName ?? `simulacion-${id}.pdf`);
}
