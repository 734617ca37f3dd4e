// Cost against revenue as the yield grows, drawn as plain SVG (no chart library): revenue rises
// from zero, each scenario's total cost is flat, and where they cross is the break-even yield.
// Colours come from CSS variables (--sim-chart-*), so the farmer page and the Fluent dashboard each
// supply their own light and dark values.
import { formatYield } from '../../../../domain/simulator-format.ts';
import { niceTicks, shortPesos } from './chart-scale.ts';
import './profit-chart.css';

export interface ChartSeries {
  name: string;
  hectares: number;
  pricePerTon: number;
  yieldPerHa: number;
  totalCost: number;
  breakEvenYield: number | null;
}

export interface ProfitChartLabels {
  title: string;
  revenue: string;
  cost: string;
  breakEven: string;
  yours: string;
  axis: string;
}

const WIDTH = 360;
const HEIGHT = 230;
const PAD = { left: 58, right: 14, top: 14, bottom: 40 };
const DASHES = ['', '8 5', '2 4'];
/** Where along its line each hybrid's cost mark sits, so lines drawn on top of each other still show apart. */
const MARK_AT = [0.25, 0.5, 0.75];
/** The least gap, in chart units, between two cost lines' numbers at the right edge. */
const LABEL_GAP = 13;

/** The y of each label, in the series' order, pushed apart from its neighbours where lines nearly meet. */
export function spreadLabels(ys: number[], gap: number = LABEL_GAP, top: number = PAD.top + 10): number[] {
  const order = ys.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const placed: number[] = [];
  for (const [i, { value }] of order.entries()) {
    placed.push(i === 0 ? Math.max(value, top) : Math.max(value, placed[i - 1]! + gap));
  }
  const out = new Array<number>(ys.length);
  order.forEach(({ index }, i) => (out[index] = placed[i]!));
  return out;
}

/** A hybrid's cost mark: circle, square, diamond, so each line reads even in black and white. */
function CostMark({ index, cx, cy }: { index: number; cx: number; cy: number }) {
  const className = 'sim-chart__point sim-chart__point--cost';
  if (index === 0) return <circle data-testid="cost-mark" className={className} cx={cx} cy={cy} r={4.5} />;
  if (index === 1)
    return (
      <rect data-testid="cost-mark" className={className} x={cx - 4.5} y={cy - 4.5} width={9} height={9} />
    );
  return (
    <rect
      data-testid="cost-mark"
      className={className}
      x={cx - 4}
      y={cy - 4}
      width={8}
      height={8}
      transform={`rotate(45 ${cx} ${cy})`}
    />
  );
}

export function ProfitChart({ series, labels }: { series: ChartSeries[]; labels: ProfitChartLabels }) {
  const [first] = series;
  if (!first) return null;
  const furthest = Math.max(first.yieldPerHa, ...series.map((s) => s.breakEvenYield ?? 0), 1);
  const xTicks = niceTicks(furthest * 1.3);
  const xMax = xTicks[xTicks.length - 1] ?? 1;
  const revenueAt = (s: ChartSeries, y: number) => s.hectares * y * s.pricePerTon;
  const highest = Math.max(...series.map((s) => Math.max(revenueAt(s, xMax), s.totalCost)), 1);
  const yTicks = niceTicks(highest);
  const yMax = yTicks[yTicks.length - 1] ?? 1;

  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (t: number) => PAD.left + (t / xMax) * plotW;
  const y = (pesos: number) => PAD.top + plotH - (Math.min(pesos, yMax) / yMax) * plotH;
  // Revenue crosses the top edge before xMax when the price is high: stop the line there.
  const revenueEnd = (s: ChartSeries) => {
    const perTonne = s.hectares * s.pricePerTon;
    const yieldAtTop = perTonne > 0 ? Math.min(xMax, yMax / perTonne) : xMax;
    return { x: x(yieldAtTop), y: y(revenueAt(s, yieldAtTop)) };
  };
  const distinctRevenue = series.filter(
    (s, i) => series.findIndex((o) => o.hectares * o.pricePerTon === s.hectares * s.pricePerTon) === i,
  );
  const description = `${labels.title}. ${labels.breakEven}: ${formatYield(first.breakEvenYield)}.`;
  const isCompared = series.length > 1;
  // Numbers at the right end of the cost lines (1, 2, 3 as in the legend), apart even when the
  // costs are nearly equal; the ticks sit on the left, so the right edge is free.
  const labelYs = spreadLabels(series.map((s) => y(s.totalCost) - 5));

  return (
    <figure className="sim-chart-figure">
      <svg className="sim-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={description}>
        {yTicks.map((tick) => (
          <g key={`y${tick}`}>
            <line
              className="sim-chart__grid"
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
            />
            <text className="sim-chart__tick" x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
              {shortPesos(tick)}
            </text>
          </g>
        ))}
        {xTicks.map((tick) => (
          <text
            key={`x${tick}`}
            className="sim-chart__tick"
            x={x(tick)}
            y={HEIGHT - PAD.bottom + 16}
            textAnchor="middle"
          >
            {tick}
          </text>
        ))}
        <text className="sim-chart__tick" x={PAD.left + plotW / 2} y={HEIGHT - 4} textAnchor="middle">
          {labels.axis}
        </text>
        <line
          className="sim-chart__marker"
          x1={x(first.yieldPerHa)}
          x2={x(first.yieldPerHa)}
          y1={PAD.top}
          y2={PAD.top + plotH}
        />
        {distinctRevenue.map((s) => {
          const end = revenueEnd(s);
          return (
            <line
              key={`r-${s.name}`}
              className="sim-chart__revenue"
              x1={x(0)}
              y1={y(0)}
              x2={end.x}
              y2={end.y}
            />
          );
        })}
        {series.map((s, i) => (
          <line
            key={`c-${s.name}-${i}`}
            className="sim-chart__cost"
            strokeDasharray={DASHES[i] || undefined}
            x1={x(0)}
            x2={x(xMax)}
            y1={y(s.totalCost)}
            y2={y(s.totalCost)}
          />
        ))}
        {isCompared
          ? series.map((s, i) => (
              <g key={`m-${s.name}-${i}`}>
                <CostMark index={i} cx={x(xMax * (MARK_AT[i] ?? 0.5))} cy={y(s.totalCost)} />
                <text
                  data-testid="cost-label"
                  className="sim-chart__label"
                  x={WIDTH - PAD.right}
                  y={labelYs[i]}
                  textAnchor="end"
                >
                  {i + 1}
                </text>
              </g>
            ))
          : null}
        {series.map((s, i) =>
          s.breakEvenYield === null || s.breakEvenYield > xMax ? null : (
            <circle
              key={`b-${s.name}-${i}`}
              className="sim-chart__point sim-chart__point--cost"
              cx={x(s.breakEvenYield)}
              cy={y(s.totalCost)}
              r={5}
            />
          ),
        )}
        {first.breakEvenYield !== null && first.breakEvenYield <= xMax ? (
          <text
            className="sim-chart__label"
            x={Math.min(x(first.breakEvenYield) + 8, WIDTH - PAD.right - 90)}
            y={Math.max(y(first.totalCost) - 10, PAD.top + 12)}
          >
            {`${labels.breakEven} ${formatYield(first.breakEvenYield)}`}
          </text>
        ) : null}
        <circle
          className="sim-chart__point sim-chart__point--revenue"
          cx={x(first.yieldPerHa)}
          cy={y(revenueAt(first, first.yieldPerHa))}
          r={5}
        />
      </svg>
      <figcaption>
        <ul className="sim-legend">
          <li className="sim-legend__revenue">
            <span className="sim-legend__swatch" aria-hidden="true" />
            {labels.revenue}
          </li>
          {series.map((s, i) => (
            <li key={`l-${s.name}-${i}`} className="sim-legend__cost">
              <span
                className="sim-legend__swatch"
                style={{ borderTopStyle: i === 0 ? 'solid' : i === 1 ? 'dashed' : 'dotted' }}
                aria-hidden="true"
              />
              {isCompared ? `${i + 1} · ${labels.cost}: ${s.name}` : labels.cost}
            </li>
          ))}
          <li>
            <span className="sim-legend__swatch sim-legend__swatch--marker" aria-hidden="true" />
            {`${labels.yours}: ${formatYield(first.yieldPerHa)}`}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
