import type { SaveSimulationRequest, SimulationDetail } from '../../../../../domain/simulator-schemas.ts';
import { apiPost } from '../../../../lib/api-client.ts';

/** POST /simulator/simulations; the server computes and stores the results. */
export function saveSimulation(body: SaveSimulationRequest): Promise<SimulationDetail> {
  return apiPost<SimulationDetail>('/simulator/simulations', body);
}
