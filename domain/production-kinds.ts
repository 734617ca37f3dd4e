// The two production kinds of the simulator, without zod: the farmer's page reads them too, and its
// bundle carries no validation library. domain/simulator-params.ts re-exports them.
export const PRODUCTION_KINDS = ['GRAIN', 'SILAGE'] as const;
export type ProductionKind = (typeof PRODUCTION_KINDS)[number];

export const PRODUCTION_KIND_LABELS: Record<ProductionKind, string> = {
  GRAIN: 'Grano',
  SILAGE: 'Forraje (ensilaje)',
};

export function isProductionKind(value: unknown): value is ProductionKind {
  return (PRODUCTION_KINDS as readonly unknown[]).includes(value);
}
