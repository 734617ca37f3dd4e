// GET /products/{id}: one product of the catalogue.
import type { Product } from '../../../../domain/products.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function getProduct(id: number): Promise<Product> {
  return apiGet<Product>(`/products/${id}`);
}
