// GET /products: one page of the catalogue with the list's filters and sort (Admin).
import type { Product, ProductSort } from '../../../../domain/products.ts';
import type { Page } from '../../../../domain/pagination.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { ProductFilters } from '../list-query.ts';

export type ProductListRequest = ProductFilters & { page: number; size: number; sort: ProductSort };

export function listProducts(request: ProductListRequest): Promise<Page<Product>> {
  return apiGet<Page<Product>>('/products', { ...request });
}
