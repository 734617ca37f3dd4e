// What the admin simulator starts from: the company's parameters, the hybrids and the customers the
// caller may work with (their data scope, enforced by the server).
import type { CustomerOption } from '../../../../../domain/customers.ts';
import type { Page } from '../../../../../domain/pagination.ts';
import type { SimulatorParamsResponse } from '../../../../../domain/simulator-params.ts';
import type { HybridOption } from '../../../../../domain/simulator-schemas.ts';
import { apiGet } from '../../../../lib/api-client.ts';

export interface AdminLookups {
  params: SimulatorParamsResponse;
  hybrids: HybridOption[];
  customers: CustomerOption[];
}

export async function loadAdminLookups(): Promise<AdminLookups> {
  const [params, hybrids, customers] = await Promise.all([
    apiGet<SimulatorParamsResponse>('/simulator/params'),
    apiGet<HybridOption[]>('/simulator/hybrids'),
    apiGet<Page<CustomerOption>>('/clients', { page: 1, size: 'all' }),
  ]);
  return { params, hybrids, customers: customers.data };
}
