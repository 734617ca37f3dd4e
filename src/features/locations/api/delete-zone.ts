// DELETE /zones/:id: refused (409 IN_USE, saying what uses it) while anything belongs to the zone.
import { apiDelete } from '../../../lib/api-client.ts';

export function deleteZone(id: number): Promise<{ ok: true }> {
  return apiDelete<{ ok: true }>(`/zones/${id}`);
}
