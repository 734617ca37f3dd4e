// GET /partners: one page of the partners of a type the caller may see, with the list's filters.
import type { Page } from '../../../../domain/pagination.ts';
import type { Partner, PartnerSort, PartnerType } from '../../../../domain/partners.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { PageSize } from '../../../lib/ui/ui-strings.ts';
import type { PartnerFilters } from '../list-query.ts';

export type PartnerListRequest = PartnerFilters & {
  type: PartnerType;
  page: number;
  size: PageSize;
  sort: PartnerSort;
};

export function listPartners(request: PartnerListRequest): Promise<Page<Partner>> {
  return apiGet<Page<Partner>>('/partners', { ...request });
}
