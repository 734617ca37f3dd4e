import type { Page } from '../../../../../domain/pagination.ts';
import type { SimulationListQuery, SimulationSummary } from '../../../../../domain/simulator-schemas.ts';
import { apiGet } from '../../../../lib/api-client.ts';

/** GET /simulator/simulations: a customer's runs (clientId), or the caller's own. */
export function listSimulations(query: Partial<SimulationListQuery>): Promise<Page<SimulationSummary>> {
  return apiGet<Page<SimulationSummary>>('/simulator/simulations', query);
}
