// The filters over the product list: code or name, product type and whether it is offered for sale.
import type { ProductType } from '../../../../domain/products.ts';
import { ChoiceFilter } from '../../../lib/ui/choice-filter.tsx';
import { activeFilterCount, FilterBar } from '../../../lib/ui/list-frame.tsx';
import { SearchFilter } from '../../../lib/ui/search-filter.tsx';
import type { ProductFilters } from '../list-query.ts';
import { productStrings } from '../strings.ts';

const text = productStrings.filters;
const STATES = [
  ['true', text.enabled],
  ['false', text.disabled],
] as const;

export interface ProductFiltersProps {
  filters: ProductFilters;
  types: ProductType[];
  onChange: (filters: ProductFilters) => void;
}

export function ProductFiltersBar({ filters, types, onChange }: ProductFiltersProps) {
  const set = (patch: ProductFilters) => onChange({ ...filters, ...patch });

  return (
    <FilterBar label={text.label} active={activeFilterCount(filters)}>
      <SearchFilter
        label={text.search}
        placeholder={text.searchPlaceholder}
        value={filters.q}
        onSearch={(q) => set({ q })}
      />
      <ChoiceFilter
        label={text.type}
        anyLabel={text.anyType}
        options={types.map((type) => [String(type.id), type.name] as const)}
        value={filters.productTypeId ? String(filters.productTypeId) : undefined}
        onChange={(typeId) => set({ productTypeId: typeId ? Number(typeId) : undefined })}
      />
      <ChoiceFilter
        label={text.state}
        anyLabel={text.anyState}
        options={STATES}
        value={filters.enabled === undefined ? undefined : String(filters.enabled)}
        onChange={(state) => set({ enabled: state === undefined ? undefined : state === 'true' })}
      />
    </FilterBar>
  );
}
