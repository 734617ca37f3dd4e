// The filters over the season list: name, open or closed for sales, open or closed for Dkbonos.
import { YesNoFilter } from '../../../lib/ui/choice-filter.tsx';
import { SearchFilterBar } from '../../../lib/ui/search-filter-bar.tsx';
import type { SeasonFilters } from '../list-query.ts';
import { seasonStrings } from '../strings.ts';

const text = seasonStrings.filters;

function OpenFilter(props: {
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  return <YesNoFilter {...props} anyLabel={text.any} yesLabel={text.open} noLabel={text.closed} />;
}

export interface SeasonFiltersBarProps {
  filters: SeasonFilters;
  onChange: (filters: SeasonFilters) => void;
}

export function SeasonFiltersBar({ filters, onChange }: SeasonFiltersBarProps) {
  const set = (patch: SeasonFilters) => onChange({ ...filters, ...patch });
  return (
    <SearchFilterBar text={text} filters={filters} onChange={onChange}>
      <OpenFilter label={text.sales} value={filters.isOpen} onChange={(isOpen) => set({ isOpen })} />
      <OpenFilter
        label={text.vouchers}
        value={filters.isVoucherOpen}
        onChange={(isVoucherOpen) => set({ isVoucherOpen })}
      />
    </SearchFilterBar>
  );
}
