// PUT /product-types/{id}: renames a type or changes its production kind (Admin), with the version
// read (a stale one is refused).
import type { ProductType, ProductTypeUpdate } from '../../../../domain/products.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function updateProductType(id: number, input: ProductTypeUpdate): Promise<ProductType> {
  return apiPut<ProductType>(`/product-types/${id}`, input);
}
