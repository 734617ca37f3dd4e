// The calls of the farmer simulator (docs/design.md §9): parameters and hybrids to start from,
// saved runs.
import type { Page } from '../../../../domain/pagination.ts';
import type { SimulatorParamsResponse } from '../../../../domain/simulator-params.ts';
import type {
  Farm,
  HybridOption,
  SaveSimulationRequest,
  SimulationDetail,
  SimulationSummary,
} from '../../../../domain/simulator-schemas.ts';
import type { VoucherCredit } from '../../../../domain/voucher-links.ts';
import {
  isFarm,
  isHybrids,
  isSimulationDetail,
  isSimulationPage,
  isSimulatorParams,
  isVoucherCredit,
} from './answers.ts';
import { request, type Fetched } from './http.ts';

export interface StartingPoint {
  params: SimulatorParamsResponse;
  hybrids: HybridOption[];
  /** The farmer's land as its customer record has it; nothing known for staff. */
  farm: Farm;
  /** Set when the phone had no signal and the service worker answered from its cache. */
  cachedAt: string | null;
}

const UNKNOWN_FARM: Farm = { hectares: null, productionKind: null };

export async function loadStartingPoint(): Promise<StartingPoint> {
  const [params, hybrids, farm] = await Promise.all([
    request('GET', '/simulator/params', isSimulatorParams),
    request('GET', '/simulator/hybrids', isHybrids),
    // The farm only prefills: without it (no signal and nothing kept) the simulator starts at the
    // defaults.
    request('GET', '/simulator/farm', isFarm).then(
      (answer) => answer.data,
      () => UNKNOWN_FARM,
    ),
  ]);
  const dates = [params.cachedAt, hybrids.cachedAt].filter((d): d is string => d !== null).sort();
  return { params: params.data, hybrids: hybrids.data, farm, cachedAt: dates[0] ?? null };
}

const SAVED_RUNS_PAGE_SIZE = 5;

export function listSavedRuns(page: number): Promise<Fetched<Page<SimulationSummary>>> {
  return request('GET', `/simulator/simulations?page=${page}&size=${SAVED_RUNS_PAGE_SIZE}`, isSimulationPage);
}

export async function getSavedRun(id: number): Promise<SimulationDetail> {
  return (await request('GET', `/simulator/simulations/${id}`, isSimulationDetail)).data;
}

/** The idempotency key lets a queued save be sent again after a lost answer without a duplicate. */
export async function saveRun(
  body: SaveSimulationRequest,
  idempotencyKey: string,
): Promise<SimulationDetail> {
  const answer = await request('POST', '/simulator/simulations', isSimulationDetail, {
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
  return answer.data;
}

/** The credit of the Dkbono behind a short link; 404 when it is not the caller's. */
export async function getVoucherCredit(code: string): Promise<VoucherCredit> {
  return (await request('GET', `/vouchers/links/${encodeURIComponent(code)}`, isVoucherCredit)).data;
}
