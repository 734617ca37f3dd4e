// GET /states: the 32 states of Mexico with their sales zone (public: the registration page uses it).
import type { MexicanState } from '../../../domain/locations.ts';
import { apiGet } from '../api-client.ts';

export function listStates(): Promise<MexicanState[]> {
  return apiGet<MexicanState[]>('/states');
}
