// The products' server state: products and product types, their query keys built here.
// A product's save or switch invalidates `productKeys.all`; a type's invalidates both (a product
// shows its type's name).
import { queryOptions } from '@tanstack/react-query';
import type { ProductType } from '../../../domain/products.ts';
import type { Page } from '../../../domain/pagination.ts';
import { queryClient } from '../../lib/query-client.ts';
import { getProduct } from './api/get-product.ts';
import {
  listAllProductTypes,
  listProductTypes,
  type ProductTypeListRequest,
} from './api/list-product-types.ts';
import { listProducts, type ProductListRequest } from './api/list-products.ts';

export const productKeys = {
  all: ['products'] as const,
  list: (request: ProductListRequest) => [...productKeys.all, 'list', request] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  types: ['product-types'] as const,
  typeList: (request: ProductTypeListRequest) => [...productKeys.types, 'list', request] as const,
  everyType: () => [...productKeys.types, 'every'] as const,
};

export const productQueries = {
  list: (request: ProductListRequest) =>
    queryOptions({ queryKey: productKeys.list(request), queryFn: () => listProducts(request) }),
  detail: (id: number) => queryOptions({ queryKey: productKeys.detail(id), queryFn: () => getProduct(id) }),
  typeList: (request: ProductTypeListRequest) =>
    queryOptions({ queryKey: productKeys.typeList(request), queryFn: () => listProductTypes(request) }),
  everyType: () => queryOptions({ queryKey: productKeys.everyType(), queryFn: listAllProductTypes }),
};

/** After a product is created, changed, enabled or disabled. */
export function productsChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: productKeys.all });
}

/** After a product type is created, renamed or deleted. */
export async function productTypesChanged(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: productKeys.types }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
  ]);
}

/** A type read again as it is now: its rows in the cached type lists say so, without a reload. */
export function productTypeRead(type: ProductType): void {
  const replace = (rows: ProductType[]) => rows.map((row) => (row.id === type.id ? type : row));
  queryClient.setQueriesData<Page<ProductType> | ProductType[]>({ queryKey: productKeys.types }, (cached) => {
    if (!cached) return cached;
    return Array.isArray(cached) ? replace(cached) : { ...cached, data: replace(cached.data) };
  });
}
