// Where the simulator starts: from the farmer's own farm, not from nobody's. The customer
// record gives the hectares and the production kind, the price list the prices (the hybrids' list
// price), and a Dkbono's link its hybrids, bags, agreed prices and credit. Every value filled in
// says where it came from; the farmer may change any of them (draft.ts drops the note then).
import { MAX_SCENARIOS } from '../../../../domain/simulator-fields.ts';
import type { Farm, HybridOption } from '../../../../domain/simulator-schemas.ts';
import type { SimulatorParamsSet } from '../../../../domain/simulator-params.ts';
import type { VoucherCredit } from '../../../../domain/voucher-links.ts';
import { DEFAULT_HECTARES, draftFor, draftOfHybrid, type FarmerDraft } from './draft.ts';
import { strings } from './strings.ts';

export function startingDraft(params: SimulatorParamsSet, hybrids: HybridOption[], farm: Farm): FarmerDraft {
  const fromRecord = strings.sources.record;
  const draft = draftFor(params, hybrids, farm.productionKind ?? 'GRAIN', {
    hectares: farm.hectares === null ? DEFAULT_HECTARES : String(farm.hectares),
    voucherCredit: '',
    sources: farm.hectares === null ? {} : { hectares: fromRecord },
  });
  return farm.productionKind
    ? { ...draft, sources: { ...draft.sources, productionKind: fromRecord } }
    : draft;
}

/**
 * The draft with a Dkbono's lines as its hybrids (those of the catalogue, of the first line's kind,
 * up to three) at the Dkbono's price and discount, and its credit (what was paid so far).
 */
export function withVoucher(
  draft: FarmerDraft,
  voucher: VoucherCredit,
  params: SimulatorParamsSet,
  hybrids: HybridOption[],
): FarmerDraft {
  const lines = voucher.lines.flatMap((line) => {
    const hybrid = hybrids.find((h) => h.id === line.productId);
    return hybrid ? [{ line, hybrid }] : [];
  });
  const kind = lines[0]?.hybrid.productionKind ?? draft.productionKind;
  let next = kind === draft.productionKind ? draft : draftFor(params, hybrids, kind, draft);
  const ofKind = lines.filter(({ hybrid }) => hybrid.productionKind === kind).slice(0, MAX_SCENARIOS);
  if (ofKind.length > 0) {
    next = {
      ...next,
      hybrids: ofKind.map(({ line, hybrid }) => ({
        ...draftOfHybrid(hybrid),
        pricePerBag: String(line.pricePerBag),
        discount: line.discount > 0 ? String(line.discount) : '',
        source: strings.sources.voucherBags(voucher.folio, line.bags),
      })),
    };
  }
  if (voucher.credit > 0) {
    next = {
      ...next,
      voucherCredit: String(voucher.credit),
      sources: { ...next.sources, voucherCredit: strings.sources.voucher(voucher.folio) },
    };
  }
  return next;
}
