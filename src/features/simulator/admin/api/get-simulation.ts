import type { SimulationDetail } from '../../../../../domain/simulator-schemas.ts';
import { apiGet } from '../../../../lib/api-client.ts';

export function getSimulation(id: number): Promise<SimulationDetail> {
  return apiGet<SimulationDetail>(`/simulator/simulations/${id}`);
}
