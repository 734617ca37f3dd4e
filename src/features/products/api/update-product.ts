// PUT /products/{id}: a product's data (code, name, type, bag, price, density, description).
import type { Product, ProductUpdate } from '../../../../domain/products.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function updateProduct(id: number, input: ProductUpdate): Promise<Product> {
  return apiPut<Product>(`/products/${id}`, input);
}
