// docs/design.md §4: list filters drop empty values and trim strings on the server too, so `?status=&q= x `
// validates as `{ q: 'x' }` whatever client sent it. Runs before the query schema is checked.
import type { FastifyRequest } from 'fastify';
import { cleanFilters } from '../../../domain/filters.ts';

export async function cleanQueryValues(request: FastifyRequest): Promise<void> {
  const query = request.query;
  if (!query || typeof query !== 'object') return;
  const strings: Record<string, string> = {};
  const others: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') strings[key] = value;
    else others[key] = value;
  }
  request.query = { ...others, ...cleanFilters(strings) };
}
