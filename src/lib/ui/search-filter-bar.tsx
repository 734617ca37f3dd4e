// The filter bar of a list whose first filter is its text search (q): the bar, its count of applied
// filters for a phone, and the search, ahead of the list's own filters.
import type { ReactNode } from 'react';
import type { ListFilters } from '../list-view.ts';
import { activeFilterCount, FilterBar } from './list-frame.tsx';
import { SearchFilter } from './search-filter.tsx';

export interface SearchFilterBarProps<F extends ListFilters & { q?: string }> {
  /** The bar's name and the search's label and placeholder, from the area's strings. */
  text: { label: string; search: string; searchPlaceholder: string };
  filters: F;
  onChange: (filters: F) => void;
  children?: ReactNode;
}

export function SearchFilterBar<F extends ListFilters & { q?: string }>({
  text,
  filters,
  onChange,
  children,
}: SearchFilterBarProps<F>) {
  return (
    <FilterBar label={text.label} active={activeFilterCount(filters)}>
      <SearchFilter
        label={text.search}
        placeholder={text.searchPlaceholder}
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
      />
      {children}
    </FilterBar>
  );
}
