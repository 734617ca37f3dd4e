// The weekly chart's bars: proportional to the amount, inside the plot, labels thinned out.
import { describe, expect, it } from 'vitest';
import { CHART, valueTicks, weekBars } from './week-chart.ts';

const week = (weekStart: string, amount: number, sales = 1) => ({ weekStart, sales, bags: 1, amount });
const plotBottom = CHART.height - CHART.bottom;
const plotHeight = CHART.height - CHART.top - CHART.bottom;

describe('weekBars', () => {
  it('draws nothing for a season without sales', () => {
    expect(weekBars([])).toEqual([]);
  });

  it('gives the best week the full height and the others their share, all standing on the axis', () => {
    const bars = weekBars([week('2025-03-03', 500), week('2025-03-10', 2000), week('2025-03-17', 1000)]);
    expect(bars.map((bar) => bar.height)).toEqual([plotHeight / 4, plotHeight, plotHeight / 2]);
    for (const bar of bars) expect(bar.y + bar.height).toBeCloseTo(plotBottom);
    const xs = bars.map((bar) => bar.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    const last = bars.at(-1);
    expect(last && last.x + last.width).toBeLessThanOrEqual(CHART.width - CHART.right);
  });

  it('keeps a week of sales worth nothing visible', () => {
    const [free] = weekBars([week('2025-03-03', 0), week('2025-03-10', 100)]);
    expect(free?.height).toBe(1);
  });

  it('labels at most eight weeks, the first always', () => {
    const weeks = Array.from({ length: 26 }, (_, i) =>
      week(`2025-01-${String(i + 1).padStart(2, '0')}`, i + 1),
    );
    const labelled = weekBars(weeks).filter((bar) => bar.isLabelled);
    expect(labelled.length).toBeLessThanOrEqual(8);
    expect(labelled[0]?.week.weekStart).toBe('2025-01-01');
  });
});

describe('valueTicks', () => {
  it('has no axis without sales', () => {
    expect(valueTicks([])).toEqual([]);
  });

  it('counts in round steps from the axis line to the top of the plot, which the bars share', () => {
    const weeks = [week('2025-03-03', 51_100), week('2025-03-10', 183_000)];
    const ticks = valueTicks(weeks);
    expect(ticks.map((tick) => tick.value)).toEqual([0, 50_000, 100_000, 150_000, 200_000]);
    expect(ticks[0]?.y).toBeCloseTo(plotBottom);
    expect(ticks.at(-1)?.y).toBeCloseTo(CHART.top);
    // The best week stands at its own height on that scale, not at the top.
    const best = weekBars(weeks)[1];
    expect(best?.height).toBeCloseTo((183_000 / 200_000) * plotHeight);
  });
});
