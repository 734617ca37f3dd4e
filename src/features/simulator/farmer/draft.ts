// The farmer's form as text (what the inputs hold) and the pure steps that change it: defaults from
// the company's parameters, switching grain/silage, picking and adding hybrids, reopening a saved
// run. One set of field data (area, yield, price, costs, Dkbono) is shared by up to three hybrids.
import type { HybridOption, SimulationDetail } from '../../../../domain/simulator-schemas.ts';
import { MAX_SCENARIOS } from '../../../../domain/simulator-fields.ts';
import type { ProductionKind, SimulatorParamsSet } from '../../../../domain/simulator-params.ts';

export interface HybridDraft {
  /** Stable React key. */
  key: number;
  /** Where its seed and price came from ("de tu DKbono …", "precio de lista"); gone once changed. */
  source?: string;
  /** A product id, or '' for a hybrid the farmer describes. */
  productId: string;
  seedsPerBag: string;
  pricePerBag: string;
  /** Pesos off this hybrid's seed; blank is none. */
  discount: string;
}

export interface FarmerDraft {
  productionKind: ProductionKind;
  hectares: string;
  seedsPerHa: string;
  yieldPerHa: string;
  pricePerTon: string;
  otherCostsPerHa: string;
  voucherCredit: string;
  hybrids: HybridDraft[];
  /** Where a prefilled value came from ("de tu registro", "de tu DKbono …"); gone once the farmer changes it. */
  sources: Partial<Record<SharedField | 'productionKind', string>>;
}

export type SharedField = Exclude<keyof FarmerDraft, 'productionKind' | 'hybrids' | 'sources'>;
export type HybridField = 'seedsPerBag' | 'pricePerBag' | 'discount';

export const DEFAULT_HECTARES = '10';

let nextKey = 1;
const newKey = () => nextKey++;

function paramsOf(params: SimulatorParamsSet, kind: ProductionKind) {
  return kind === 'GRAIN' ? params.grain : params.silage;
}

export function hybridsOfKind(hybrids: HybridOption[], kind: ProductionKind): HybridOption[] {
  return hybrids.filter((h) => h.productionKind === kind);
}

/** What a catalogue hybrid's price says about itself: the current price list. */
const LIST_PRICE_SOURCE = 'precio de lista vigente';

export function draftOfHybrid(hybrid: HybridOption | undefined): HybridDraft {
  return {
    key: newKey(),
    productId: hybrid ? String(hybrid.id) : '',
    seedsPerBag: hybrid ? String(hybrid.seedsPerBag) : '',
    pricePerBag: hybrid ? String(hybrid.pricePerBag) : '',
    discount: '',
    source: hybrid ? LIST_PRICE_SOURCE : undefined,
  };
}

/** The same hybrids with fresh React keys (a draft read back from the phone's storage). */
export function rekeyed(draft: FarmerDraft): FarmerDraft {
  return { ...draft, hybrids: draft.hybrids.map((h) => ({ ...h, key: newKey() })) };
}

/** The company's defaults for a kind, keeping what the farmer said about its land and Dkbono. */
export function draftFor(
  params: SimulatorParamsSet,
  hybrids: HybridOption[],
  kind: ProductionKind,
  keep: Pick<FarmerDraft, 'hectares' | 'voucherCredit'> & Partial<Pick<FarmerDraft, 'sources'>> = {
    hectares: DEFAULT_HECTARES,
    voucherCredit: '',
  },
): FarmerDraft {
  const defaults = paramsOf(params, kind);
  const { hectares, voucherCredit } = keep.sources ?? {};
  return {
    productionKind: kind,
    hectares: keep.hectares,
    seedsPerHa: String(defaults.defaultDensity),
    yieldPerHa: String(defaults.defaultYield),
    pricePerTon: String(defaults.pricePerTon),
    otherCostsPerHa: String(defaults.otherCostsPerHa),
    voucherCredit: keep.voucherCredit,
    hybrids: [draftOfHybrid(hybridsOfKind(hybrids, kind)[0])],
    sources: withoutUndefined({ hectares, voucherCredit }),
  };
}

function withoutUndefined<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The farmer's own value: the field no longer says where it came from. */
export function setShared(draft: FarmerDraft, field: SharedField, value: string): FarmerDraft {
  const { [field]: _dropped, ...sources } = draft.sources;
  return { ...draft, [field]: value, sources };
}

function replaceHybrid(draft: FarmerDraft, index: number, change: Partial<HybridDraft>): FarmerDraft {
  return {
    ...draft,
    hybrids: draft.hybrids.map((h, i) => (i === index ? { ...h, source: undefined, ...change } : h)),
  };
}

export function setHybridField(
  draft: FarmerDraft,
  index: number,
  field: HybridField,
  value: string,
): FarmerDraft {
  return replaceHybrid(draft, index, { [field]: value });
}

/** Picking a catalogue hybrid brings its bag size and list price; "other" keeps what was typed. */
export function pickHybrid(
  draft: FarmerDraft,
  index: number,
  productId: string,
  hybrids: HybridOption[],
): FarmerDraft {
  const hybrid = hybrids.find((h) => String(h.id) === productId);
  if (!hybrid) return replaceHybrid(draft, index, { productId: '' });
  return replaceHybrid(draft, index, {
    productId,
    seedsPerBag: String(hybrid.seedsPerBag),
    pricePerBag: String(hybrid.pricePerBag),
    source: LIST_PRICE_SOURCE,
  });
}

/** Adds the next catalogue hybrid of the kind not yet on screen (up to three). */
export function addHybrid(draft: FarmerDraft, hybrids: HybridOption[]): FarmerDraft {
  if (draft.hybrids.length >= MAX_SCENARIOS) return draft;
  const shown = new Set(draft.hybrids.map((h) => h.productId));
  const next = hybridsOfKind(hybrids, draft.productionKind).find((h) => !shown.has(String(h.id)));
  return { ...draft, hybrids: [...draft.hybrids, draftOfHybrid(next)] };
}

export function removeHybrid(draft: FarmerDraft, index: number): FarmerDraft {
  if (draft.hybrids.length <= 1) return draft;
  return { ...draft, hybrids: draft.hybrids.filter((_, i) => i !== index) };
}

/** A saved run back in the form: the first scenario's field data and every scenario's seed. */
export function draftFromSaved(detail: SimulationDetail): FarmerDraft {
  const [first] = detail.scenarios;
  const text = (value: number) => String(value);
  return {
    productionKind: detail.productionKind,
    hectares: text(first?.input.hectares ?? 0),
    seedsPerHa: text(first?.input.seedsPerHa ?? 0),
    yieldPerHa: text(first?.input.yieldPerHa ?? 0),
    pricePerTon: text(first?.input.pricePerTon ?? 0),
    otherCostsPerHa: text(first?.input.otherCostsPerHa ?? 0),
    voucherCredit: first && first.input.voucherCredit > 0 ? text(first.input.voucherCredit) : '',
    hybrids: detail.scenarios.slice(0, MAX_SCENARIOS).map((s) => ({
      key: newKey(),
      productId: s.productId === null ? '' : String(s.productId),
      seedsPerBag: text(s.input.seedsPerBag),
      pricePerBag: text(s.input.pricePerBag),
      discount: s.input.discount > 0 ? text(s.input.discount) : '',
    })),
    sources: {},
  };
}
