// POST /localities: a new locality of a municipality (names are unique inside it).
import type { Locality, LocalityInput } from '../../../../domain/locations.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function createLocality(body: LocalityInput): Promise<Locality> {
  return apiPost<Locality>('/localities', body);
}
