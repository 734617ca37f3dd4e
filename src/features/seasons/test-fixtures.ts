// Records the seasons tests share: a product's row of a season's inventory.
import type { InventoryRow } from '../../../domain/seasons.ts';

/** A product's inventory row: 100 bags allocated, 30 sold and 10 reserved unless `figures` says otherwise. */
export const inventoryRow = (
  productId: number,
  code: string,
  figures: Partial<InventoryRow> = {},
): InventoryRow => ({
  productId,
  productCode: code,
  productName: `Híbrido ${code}`,
  productTypeName: 'Maíz grano',
  enabled: true,
  allocated: 100,
  sold: 30,
  reserved: 10,
  available: 60,
  ...figures,
});
