// On a phone the answer stays in sight at the bottom while the farmer types above it.
import { formatPesos } from '../../../../../domain/money-format.ts';
import { formatRoi } from '../../../../../domain/simulator-format.ts';
import type { SimulationResult } from '../../../../../domain/simulator.ts';
import { strings } from '../strings.ts';

/** The results card's element id, where the bar's button leads. */
export const RESULTS_ID = 'resultado';

const NO_FIGURE = '—';

/** The bar's figures; `null` is the first paint's bar, drawn before anything is computed. */
export function SummaryBar({ result }: { result: SimulationResult | null }) {
  return (
    <aside className="sim-summary" aria-label={strings.results.summary}>
      <div className="sim-summary__figures">
        <span className="sim-summary__label">
          {result && result.margin < 0 ? strings.results.loss : strings.results.profit}
        </span>
        <span className="sim-summary__value">{result ? formatPesos(result.margin) : NO_FIGURE}</span>
      </div>
      <div className="sim-summary__figures">
        <span className="sim-summary__label">ROI</span>
        <span className="sim-summary__value">{result ? formatRoi(result.roi) : NO_FIGURE}</span>
      </div>
      <a className="sim-button sim-button--primary sim-summary__see" href={`#${RESULTS_ID}`}>
        {strings.summaryBar.see}
      </a>
    </aside>
  );
}
