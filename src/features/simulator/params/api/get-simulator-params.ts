// GET /simulator/params: both production kinds and when they last changed.
import type { SimulatorParamsResponse } from '../../../../../domain/simulator-params.ts';
import { apiGet } from '../../../../lib/api-client.ts';

export function getSimulatorParams(): Promise<SimulatorParamsResponse> {
  return apiGet<SimulatorParamsResponse>('/simulator/params');
}
