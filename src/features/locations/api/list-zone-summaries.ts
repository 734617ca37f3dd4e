// GET /zones/summary: every zone with its states and how many users, customers and partners use it.
import type { ZoneSummary } from '../../../../domain/locations.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function listZoneSummaries(): Promise<ZoneSummary[]> {
  return apiGet<ZoneSummary[]>('/zones/summary');
}
