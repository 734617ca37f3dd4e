// The filters over the product list: code or name, product type and whether it is offered for sale.
import type { ProductType } from '../../../../domain/products.ts';
import { RecordFilter, YesNoFilter } from '../../../lib/ui/choice-filter.tsx';
import { SearchFilterBar } from '../../../lib/ui/search-filter-bar.tsx';
import type { ProductFilters } from '../list-query.ts';
import { productStrings } from '../strings.ts';

const text = productStrings.filters;

export interface ProductFiltersProps {
  filters: ProductFilters;
  types: ProductType[];
  onChange: (filters: ProductFilters) => void;
}

export function ProductFiltersBar({ filters, types, onChange }: ProductFiltersProps) {
  const set = (patch: ProductFilters) => onChange({ ...filters, ...patch });

  return (
    <SearchFilterBar text={text} filters={filters} onChange={onChange}>
      <RecordFilter
        label={text.type}
        anyLabel={text.anyType}
        records={types}
        value={filters.productTypeId}
        onChange={(productTypeId) => set({ productTypeId })}
      />
      <YesNoFilter
        label={text.state}
        anyLabel={text.anyState}
        yesLabel={text.enabled}
        noLabel={text.disabled}
        value={filters.enabled}
        onChange={(enabled) => set({ enabled })}
      />
    </SearchFilterBar>
  );
}
