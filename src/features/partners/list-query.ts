// The partner list's view: the type in the path (`list/:type`, distributors by default), and in
// the URL query (src/lib/list-view.ts) a search by name, RFC, contact or e-mail, active or not,
// the zone, and the list's sorts.
import {
  DEFAULT_PARTNER_SORT,
  DEFAULT_PARTNER_TYPE,
  PARTNER_SORTS,
  PARTNER_TYPES,
  type PartnerSort,
  type PartnerType,
} from '../../../domain/partners.ts';
import { queryValue, type ListViewSpec } from '../../lib/list-view.ts';

export type PartnerFilters = {
  q?: string;
  active?: boolean;
  zoneId?: number;
};

export const PARTNER_LIST_VIEW: ListViewSpec<PartnerFilters, PartnerSort> = {
  sorts: PARTNER_SORTS,
  defaultSort: DEFAULT_PARTNER_SORT,
  readFilters: (params) => ({
    q: queryValue.text(params.get('q')),
    active: queryValue.boolean(params.get('active')),
    zoneId: queryValue.positiveInt(params.get('zoneId')),
  }),
};

/** The type of the path's `:type`; anything else (or nothing) is the default, distributors. */
export function partnerTypeOf(param: string | null | undefined): PartnerType {
  return queryValue.oneOf(PARTNER_TYPES, param ?? null) ?? DEFAULT_PARTNER_TYPE;
}
