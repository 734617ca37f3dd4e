// The URL views of the product list and the product type list (src/lib/list-view.ts).
import { PRODUCT_SORTS, PRODUCT_TYPE_SORTS, type ProductSort } from '../../../domain/products.ts';
import { PRODUCTION_KINDS, type ProductionKind } from '../../../domain/simulator-params.ts';
import { queryValue, type ListViewSpec } from '../../lib/list-view.ts';

export interface ProductFilters {
  [key: string]: string | number | boolean | undefined;
  q?: string;
  productTypeId?: number;
  enabled?: boolean;
}

export const productListSpec: ListViewSpec<ProductFilters, ProductSort> = {
  sorts: PRODUCT_SORTS,
  defaultSort: 'name:asc',
  readFilters: (params) => ({
    q: queryValue.text(params.get('q')),
    productTypeId: queryValue.positiveInt(params.get('productTypeId')),
    enabled: queryValue.boolean(params.get('enabled')),
  }),
};

export type ProductTypeSort = (typeof PRODUCT_TYPE_SORTS)[number];

export interface ProductTypeFilters {
  [key: string]: string | number | boolean | undefined;
  q?: string;
  productionKind?: ProductionKind;
}

export const productTypeListSpec: ListViewSpec<ProductTypeFilters, ProductTypeSort> = {
  sorts: PRODUCT_TYPE_SORTS,
  defaultSort: 'name:asc',
  readFilters: (params) => ({
    q: queryValue.text(params.get('q')),
    productionKind: queryValue.oneOf(PRODUCTION_KINDS, params.get('productionKind')),
  }),
};
