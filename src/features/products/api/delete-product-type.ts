// DELETE /product-types/{id}: refused (409 IN_USE) while products or customers use the type.
import { apiDelete } from '../../../lib/api-client.ts';

export function deleteProductType(id: number): Promise<{ ok: true }> {
  return apiDelete<{ ok: true }>(`/product-types/${id}`);
}
