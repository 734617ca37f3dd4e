// DELETE /sales/{id} (docs/requirements.md §7, §4): the server returns the bags to inventory and un-redeems the Dkbono.
import { apiDelete } from '../../../lib/api-client.ts';

export async function deleteSale(id: number): Promise<void> {
  await apiDelete<unknown>(`/sales/${id}`);
}
