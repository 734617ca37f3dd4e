// POST /clients/{id}/client-key: a new key, answered once; the old one stops working at once.
import type { IssuedClientKey } from '../../../../domain/customers.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function issueClientKey(id: number): Promise<IssuedClientKey> {
  return apiPost<IssuedClientKey>(`/clients/${id}/client-key`);
}
