// The filters over the partner list: a search, active or inactive, and for the Admin the zone
// (the other roles see one zone only).
import type { Zone } from '../../../../domain/locations.ts';
import { RecordFilter, YesNoFilter } from '../../../lib/ui/choice-filter.tsx';
import { SearchFilterBar } from '../../../lib/ui/search-filter-bar.tsx';
import type { PartnerFilters } from '../list-query.ts';
import { partnerStrings } from '../strings.ts';

const text = partnerStrings.filters;

export interface PartnerListFiltersProps {
  filters: PartnerFilters;
  /** Offered to the Admin only; null hides the zone filter. */
  zones: Zone[] | null;
  onChange: (filters: PartnerFilters) => void;
}

export function PartnerListFilters({ filters, zones, onChange }: PartnerListFiltersProps) {
  const set = (patch: PartnerFilters) => onChange({ ...filters, ...patch });
  return (
    <SearchFilterBar text={text} filters={filters} onChange={onChange}>
      <YesNoFilter
        label={text.status}
        anyLabel={text.anyStatus}
        yesLabel={text.active}
        noLabel={text.inactive}
        value={filters.active}
        onChange={(active) => set({ active })}
      />
      {zones ? (
        <RecordFilter
          label={text.zone}
          anyLabel={text.anyZone}
          records={zones}
          value={filters.zoneId}
          onChange={(zoneId) => set({ zoneId })}
        />
      ) : null}
    </SearchFilterBar>
  );
}
