// What the simulator looks like before it runs: its form and its result bar,
// empty and still, in the page's HTML from the build (prerender.tsx) so a slow phone paints them
// before any script has run. The app renders the same while it asks who is signed in and loads the
// parameters, so React takes this HTML over as it is (hydration); the simulator then replaces the
// whole <main>, which moves nothing already on screen (no layout shift). Inert and hidden from
// assistive technology: only the status line says that it is loading.
import type { FarmerDraft } from '../draft.ts';
import { strings } from '../strings.ts';
import { FieldInputs } from './field-inputs.tsx';
import { HybridList } from './hybrid-list.tsx';
import { SummaryBar } from './summary-bar.tsx';

const EMPTY_DRAFT: FarmerDraft = {
  productionKind: 'GRAIN',
  hectares: '',
  seedsPerHa: '',
  yieldPerHa: '',
  pricePerTon: '',
  otherCostsPerHa: '',
  voucherCredit: '',
  hybrids: [{ key: 0, productId: '', seedsPerBag: '', pricePerBag: '', discount: '' }],
  sources: {},
};

const ignore = () => undefined;

export function FirstPaint() {
  return (
    <>
      <p className="sim-visually-hidden" role="status">
        {strings.loading}
      </p>
      <main className="sim-main sim-main--first-paint" aria-hidden="true" aria-busy="true" inert>
        <div className="sim-column">
          <FieldInputs
            draft={EMPTY_DRAFT}
            errors={{}}
            emergencePct={0}
            onKind={ignore}
            onChange={ignore}
            onReset={ignore}
            readOnly
          />
          <HybridList
            draft={EMPTY_DRAFT}
            hybrids={[]}
            evaluated={[]}
            onPick={ignore}
            onChange={ignore}
            onAdd={ignore}
            onRemove={ignore}
            readOnly
          />
        </div>
        <SummaryBar result={null} />
      </main>
    </>
  );
}
