// PUT /simulator/params (Admin): both production kinds at once; answers the stored set.
import type {
  SimulatorParamsResponse,
  SimulatorParamsUpdate,
} from '../../../../../domain/simulator-params.ts';
import { apiPut } from '../../../../lib/api-client.ts';

export function updateSimulatorParams(set: SimulatorParamsUpdate): Promise<SimulatorParamsResponse> {
  return apiPut<SimulatorParamsResponse>('/simulator/params', set);
}
