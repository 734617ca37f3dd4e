// The filters over the partner list: a search, active or inactive, and for the Admin the zone
// (the other roles see one zone only).
import type { Zone } from '../../../../domain/locations.ts';
import { queryValue } from '../../../lib/list-view.ts';
import { ChoiceFilter } from '../../../lib/ui/choice-filter.tsx';
import { activeFilterCount, FilterBar } from '../../../lib/ui/list-frame.tsx';
import { SearchFilter } from '../../../lib/ui/search-filter.tsx';
import type { PartnerFilters } from '../list-query.ts';
import { partnerStrings } from '../strings.ts';

const text = partnerStrings.filters;
const STATUS_OPTIONS = [
  ['true', text.active],
  ['false', text.inactive],
] as const;

export interface PartnerListFiltersProps {
  filters: PartnerFilters;
  /** Offered to the Admin only; null hides the zone filter. */
  zones: Zone[] | null;
  onChange: (filters: PartnerFilters) => void;
}

export function PartnerListFilters({ filters, zones, onChange }: PartnerListFiltersProps) {
  const set = (patch: PartnerFilters) => onChange({ ...filters, ...patch });
  return (
    <FilterBar label={text.label} active={activeFilterCount(filters)}>
      <SearchFilter
        label={text.search}
        placeholder={text.searchPlaceholder}
        value={filters.q}
        onSearch={(q) => set({ q })}
      />
      <ChoiceFilter
        label={text.status}
        anyLabel={text.anyStatus}
        options={STATUS_OPTIONS}
        value={filters.active === undefined ? undefined : filters.active ? 'true' : 'false'}
        onChange={(value) => set({ active: queryValue.boolean(value ?? null) })}
      />
      {zones ? (
        <ChoiceFilter
          label={text.zone}
          anyLabel={text.anyZone}
          options={zones.map((zone) => [String(zone.id), zone.name] as const)}
          value={filters.zoneId === undefined ? undefined : String(filters.zoneId)}
          onChange={(value) => set({ zoneId: queryValue.positiveInt(value ?? null) })}
        />
      ) : null}
    </FilterBar>
  );
}
