// GET /product-types: a page of the types (the type list), or all of them (the pickers).
import type { ProductType } from '../../../../domain/products.ts';
import type { Page } from '../../../../domain/pagination.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { ProductTypeFilters, ProductTypeSort } from '../list-query.ts';

export type ProductTypeListRequest = ProductTypeFilters & {
  page: number;
  size: number;
  sort: ProductTypeSort;
};

export function listProductTypes(request: ProductTypeListRequest): Promise<Page<ProductType>> {
  return apiGet<Page<ProductType>>('/product-types', { ...request });
}

export async function listAllProductTypes(): Promise<ProductType[]> {
  const page = await apiGet<Page<ProductType>>('/product-types', { page: 1, size: 'all' });
  return page.data;
}
