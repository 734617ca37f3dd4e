// The partners' server state: every query key of the feature is built here, so a save
// invalidates exactly the partners' lists and records (`partnerKeys.all`).
import { queryOptions } from '@tanstack/react-query';
import type { Zone } from '../../../domain/locations.ts';
import type { PartnerDetail } from '../../../domain/partners.ts';
import { locationQueries } from '../../lib/locations/queries.ts';
import { queryClient } from '../../lib/query-client.ts';
import { getPartner } from './api/get-partner.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { listPartners, type PartnerListRequest } from './api/list-partners.ts';

export interface PartnerFormData {
  partner: PartnerDetail | null;
  /** null: the caller does not choose zones. */
  zones: Zone[] | null;
}

const partnerKeys = {
  all: queryRoots.partners,
  list: (request: PartnerListRequest) => [...partnerKeys.all, 'list', request] as const,
  detail: (id: number) => [...partnerKeys.all, 'detail', id] as const,
  form: (id: number | null, withZones: boolean) => [...partnerKeys.all, 'form', id, withZones] as const,
};

export const partnerQueries = {
  list: (request: PartnerListRequest) =>
    queryOptions({ queryKey: partnerKeys.list(request), queryFn: () => listPartners(request) }),
  detail: (id: number) => queryOptions({ queryKey: partnerKeys.detail(id), queryFn: () => getPartner(id) }),
  /** What the partner form needs: the partner (none for a new one) and, for the Admin, the zones. */
  form: (id: number | null, withZones: boolean) =>
    queryOptions({
      queryKey: partnerKeys.form(id, withZones),
      queryFn: async (): Promise<PartnerFormData> => {
        const [partner, zones] = await Promise.all([
          id === null ? null : queryClient.fetchQuery(partnerQueries.detail(id)),
          withZones ? queryClient.fetchQuery(locationQueries.zones()) : null,
        ]);
        return { partner, zones };
      },
    }),
};

/** After a partner is created or changed: its lists and records are asked again. */
export function partnersChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: partnerKeys.all });
}
