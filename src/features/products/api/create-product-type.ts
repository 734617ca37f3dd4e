// POST /product-types: a new product type (Admin).
import type { ProductType, ProductTypeInput } from '../../../../domain/products.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function createProductType(input: ProductTypeInput): Promise<ProductType> {
  return apiPost<ProductType>('/product-types', input);
}
