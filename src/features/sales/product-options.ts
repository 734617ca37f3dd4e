// The products a form offers: the enabled ones, plus any product already on the record being edited
// or redeemed (it may have been disabled since; the line must still read its name).
import { productLabel, type EnabledProduct } from '../../../domain/catalog.ts';
import type { ProductOption } from './components/product-line-row.tsx';

export function productOptions(
  enabled: EnabledProduct[],
  onRecord: Array<{ productId: number; productCode: string; productName: string }> = [],
): ProductOption[] {
  const options: ProductOption[] = enabled.map((product) => ({
    id: product.id,
    label: productLabel(product.code, product.name),
    basePrice: product.basePrice,
  }));
  for (const item of onRecord) {
    if (!options.some((option) => option.id === item.productId))
      options.push({ id: item.productId, label: productLabel(item.productCode, item.productName) });
  }
  return options;
}
