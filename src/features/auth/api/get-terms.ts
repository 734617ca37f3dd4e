// GET /terms: the terms in effect, which a consultant accepts before working.
import type { Terms } from '../../../../domain/auth.ts';
import { apiGet } from '../../../lib/api-client.ts';

export async function getTerms(): Promise<Terms> {
  return apiGet<Terms>('/terms');
}
