// On a phone the answer stays in sight at the bottom while the farmer types above it.
import { formatPesos } from '../../../../../domain/money-format.ts';
import { formatRoi } from '../../../../../domain/simulator-format.ts';
import type { SimulationResult } from '../../../../../domain/simulator.ts';
import { strings } from '../strings.ts';
import { RESULTS_ID } from './results-panel.tsx';

export function SummaryBar({ result }: { result: SimulationResult | null }) {
  if (!result) return null;
  return (
    <aside className="sim-summary" aria-label={strings.results.summary}>
      <div className="sim-summary__figures">
        <span className="sim-summary__label">
          {result.margin < 0 ? strings.results.loss : strings.results.profit}
        </span>
        <span className="sim-summary__value">{formatPesos(result.margin)}</span>
      </div>
      <div className="sim-summary__figures">
        <span className="sim-summary__label">ROI</span>
        <span className="sim-summary__value">{formatRoi(result.roi)}</span>
      </div>
      <a className="sim-button sim-button--primary sim-summary__see" href={`#${RESULTS_ID}`}>
        {strings.summaryBar.see}
      </a>
    </aside>
  );
}
