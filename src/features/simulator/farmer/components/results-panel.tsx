// The answer for one hybrid: profit, profit per hectare and ROI up front, then every figure of
// docs/design.md §9, then the chart. With several hybrids the farmer picks whose detail to read.
import { useState } from 'react';
import { formatPesos } from '../../../../../domain/money-format.ts';
import { RESULT_ROWS, formatRoi } from '../../../../../domain/simulator-format.ts';
import { ProfitChart, type ChartSeries } from '../../components/profit-chart.tsx';
import type { EvaluatedHybrid } from '../evaluate.ts';
import { strings } from '../strings.ts';
import { RESULTS_ID } from './summary-bar.tsx';

/** One figure of the headline: the main one (profit or loss) is larger, and red when a loss. */
function Figure({
  label,
  value,
  testId,
  isMain = false,
  isLoss = false,
}: {
  label: string;
  value: string;
  testId: string;
  isMain?: boolean;
  isLoss?: boolean;
}) {
  const modifiers = `${isMain ? ' sim-figure--main' : ''}${isLoss ? ' sim-figure--loss' : ''}`;
  return (
    <div className={`sim-figure${modifiers}`}>
      <span className="sim-figure__label">{label}</span>
      <span className="sim-figure__value" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

function Headline({ hybrid }: { hybrid: EvaluatedHybrid }) {
  const result = hybrid.result;
  if (!result) return <p className="sim-note sim-note--strong">{strings.results.invalid}</p>;
  const isLoss = result.margin < 0;
  return (
    <div className="sim-headline" aria-live="polite">
      <Figure
        label={isLoss ? strings.results.loss : strings.results.profit}
        value={formatPesos(result.margin)}
        testId="margin"
        isMain
        isLoss={isLoss}
      />
      <Figure label={strings.results.perHa} value={formatPesos(result.marginPerHa)} testId="margin-per-ha" />
      <Figure label={strings.results.roi} value={formatRoi(result.roi)} testId="roi" />
    </div>
  );
}

export function ResultsPanel({ hybrids }: { hybrids: EvaluatedHybrid[] }) {
  const [picked, setPicked] = useState(0);
  const index = Math.min(picked, hybrids.length - 1);
  const shown = hybrids[index];
  if (!shown) return null;
  const series: ChartSeries[] = hybrids.flatMap((h) =>
    h.scenario && h.result
      ? [
          {
            name: h.name,
            hectares: h.scenario.hectares,
            pricePerTon: h.scenario.pricePerTon,
            yieldPerHa: h.scenario.yieldPerHa,
            totalCost: h.result.totalCost,
            breakEvenYield: h.result.breakEvenYield,
          },
        ]
      : [],
  );
  const result = shown.result;

  return (
    <>
      <section className="sim-card" id={RESULTS_ID} aria-labelledby="sim-results-title">
        <h2 className="sim-card__title" id="sim-results-title">
          {strings.sections.results}
        </h2>
        {hybrids.length > 1 ? (
          <div className="sim-tabs" role="group" aria-label={strings.results.detailOf}>
            <span>{strings.results.detailOf}:</span>
            {hybrids.map((h, i) => (
              <button
                key={`${h.name}-${i}`}
                type="button"
                className="sim-tab"
                aria-pressed={i === index}
                onClick={() => setPicked(i)}
              >
                {h.name}
              </button>
            ))}
          </div>
        ) : null}
        <Headline hybrid={shown} />
        {result ? (
          <>
            {result.voucherCredit > 0 ? (
              <p className="sim-note sim-note--strong">
                {strings.results.realSeedCost(formatPesos(result.realSeedCost))}
              </p>
            ) : null}
            <dl className="sim-details" data-testid="result-details">
              {RESULT_ROWS.filter((row) => row.key !== 'voucherCredit' || result.voucherCredit > 0).map(
                (row) => (
                  <div key={row.key} className="sim-details__row">
                    <dt>{row.label}</dt>
                    <dd data-testid={`result-${row.key}`}>{row.format(result[row.key])}</dd>
                  </div>
                ),
              )}
            </dl>
          </>
        ) : null}
      </section>
      <section className="sim-card" aria-labelledby="sim-chart-title">
        <h2 className="sim-card__title" id="sim-chart-title">
          {strings.sections.chart}
        </h2>
        {series.length > 0 && (series[0]?.pricePerTon ?? 0) > 0 ? (
          <ProfitChart series={series} labels={{ title: strings.sections.chart, ...strings.chart }} />
        ) : (
          <p className="sim-note">{strings.chart.noPrice}</p>
        )}
      </section>
    </>
  );
}
