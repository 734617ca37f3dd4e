// PUT /product-types/{id}: renames a type or changes its production kind (Admin).
import type { ProductType, ProductTypeInput } from '../../../../domain/catalog.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function updateProductType(id: number, input: ProductTypeInput): Promise<ProductType> {
  return apiPut<ProductType>(`/product-types/${id}`, input);
}
