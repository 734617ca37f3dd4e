// Up to three hybrids side by side, against the first: which earns most and by how much, what each
// costs and earns, and the extra yield per hectare a dearer one needs to pay its price difference.
// Money reads as everywhere else ($3,400.00), and no yield is ever negative.
import { formatPesos } from '../../../../../domain/money-format.ts';
import {
  bestHybridSentence,
  extraYieldSentence,
  formatExtraYieldToPay,
  formatNumber,
  formatRoi,
} from '../../../../../domain/simulator-format.ts';
import type { SimulationResult } from '../../../../../domain/simulator.ts';
import type { EvaluatedHybrid } from '../evaluate.ts';
import { strings } from '../strings.ts';

type Row = { label: string; value: (h: EvaluatedHybrid, r: SimulationResult, index: number) => string };

const ROWS: Row[] = [
  { label: strings.comparison.pricePerBag, value: (h) => formatPesos(h.scenario?.pricePerBag ?? null) },
  { label: 'Bolsas', value: (_, r) => formatNumber(r.bags) },
  { label: 'Costo real de semilla', value: (_, r) => formatPesos(r.realSeedCost) },
  { label: 'Costo total', value: (_, r) => formatPesos(r.totalCost) },
  { label: 'Ganancia', value: (_, r) => formatPesos(r.margin) },
  { label: 'Ganancia por ha', value: (_, r) => formatPesos(r.marginPerHa) },
  { label: 'ROI', value: (_, r) => formatRoi(r.roi) },
  {
    label: strings.comparison.extraYield,
    value: (h, _, i) => (i === 0 ? '—' : formatExtraYieldToPay(h.comparison)),
  },
];

export function ComparisonTable({ hybrids }: { hybrids: EvaluatedHybrid[] }) {
  const readable = hybrids.filter(
    (h): h is EvaluatedHybrid & { result: SimulationResult } => h.result !== null,
  );
  const [baseline, ...others] = readable;
  if (!baseline || others.length === 0) return null;
  return (
    <section className="sim-card" aria-labelledby="sim-compare-title">
      <h2 className="sim-card__title" id="sim-compare-title">
        {strings.sections.comparison}
      </h2>
      <p className="sim-verdict" data-testid="best-hybrid">
        {bestHybridSentence(readable.map((h) => ({ name: h.name, margin: h.result.margin })))}
      </p>
      <p className="sim-card__hint">{strings.comparison.hint}</p>
      <table className="sim-compare" data-testid="comparison">
        <thead>
          <tr>
            <th scope="col">
              <span className="sim-visually-hidden">Concepto</span>
            </th>
            {readable.map((h, i) => (
              <th key={`${h.name}-${i}`} scope="col">
                {h.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {readable.map((h, i) => (
                <td key={`${h.name}-${i}`}>{row.value(h, h.result, i)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="sim-sentences" data-testid="extra-yield">
        {others.map((h, i) =>
          h.comparison ? (
            <li key={`${h.name}-${i}`}>
              <strong>{h.name}:</strong> {extraYieldSentence(h.comparison, baseline.name)}
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}
