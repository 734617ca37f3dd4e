// GET /product-types/{id}: one type as it is now (Admin), for the dialog that starts over from it.
import type { ProductType } from '../../../../domain/products.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function getProductType(id: number): Promise<ProductType> {
  return apiGet<ProductType>(`/product-types/${id}`);
}
