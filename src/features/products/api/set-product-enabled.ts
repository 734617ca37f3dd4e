// PUT /products/{id}/enabled: offers a product for sale again, or stops offering it.
import type { Product } from '../../../../domain/products.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function setProductEnabled(id: number, enabled: boolean): Promise<Product> {
  return apiPut<Product>(`/products/${id}/enabled`, { enabled });
}
