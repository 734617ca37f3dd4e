// DELETE /messages/{id} (Admin).
import { apiDelete } from '../../../lib/api-client.ts';

export async function deleteMessage(id: number): Promise<void> {
  await apiDelete<{ ok: true }>(`/messages/${id}`);
}
