// POST /products: a new product of the catalogue, enabled.
import type { Product, ProductInput } from '../../../../domain/products.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function createProduct(input: ProductInput): Promise<Product> {
  return apiPost<Product>('/products', input);
}
