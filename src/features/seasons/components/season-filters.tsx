// The filters over the season list: name, open or closed for sales, open or closed for Dkbonos.
import { ChoiceFilter } from '../../../lib/ui/choice-filter.tsx';
import { activeFilterCount, FilterBar } from '../../../lib/ui/list-frame.tsx';
import { SearchFilter } from '../../../lib/ui/search-filter.tsx';
import type { SeasonFilters } from '../list-query.ts';
import { seasonStrings } from '../strings.ts';

const text = seasonStrings.filters;
const OPEN_OR_CLOSED = [
  ['true', text.open],
  ['false', text.closed],
] as const;

function OpenFilter(props: {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  return (
    <ChoiceFilter
      label={props.label}
      anyLabel={text.any}
      options={OPEN_OR_CLOSED}
      value={props.value === undefined ? undefined : props.value ? 'true' : 'false'}
      onChange={(value) => props.onChange(value === undefined ? undefined : value === 'true')}
    />
  );
}

export interface SeasonFiltersBarProps {
  filters: SeasonFilters;
  onChange: (filters: SeasonFilters) => void;
}

export function SeasonFiltersBar({ filters, onChange }: SeasonFiltersBarProps) {
  const set = (patch: SeasonFilters) => onChange({ ...filters, ...patch });
  return (
    <FilterBar label={text.label} active={activeFilterCount(filters)}>
      <SearchFilter
        label={text.search}
        placeholder={text.searchPlaceholder}
        value={filters.q}
        onSearch={(q) => set({ q })}
      />
      <OpenFilter label={text.sales} value={filters.isOpen} onChange={(isOpen) => set({ isOpen })} />
      <OpenFilter
        label={text.vouchers}
        value={filters.isVoucherOpen}
        onChange={(isVoucherOpen) => set({ isVoucherOpen })}
      />
    </FilterBar>
  );
}
