// The geometry of the weekly sales chart of the season dashboard: one bar per week with
// sales, its height a share of the best week's amount, on a fixed viewBox that scales to any width
// (no fixed height on the page), with a value axis in pesos on round steps whose top is the
// top of the plot. Pure, so it is tested without a browser.
import type { WeekFigures } from '../../../domain/season-figures.ts';

export const CHART = { width: 640, height: 200, top: 12, bottom: 28, left: 64, right: 8 } as const;

export interface WeekBar {
  week: WeekFigures;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Every few bars get their Monday written under them, so the labels never overlap. */
  isLabelled: boolean;
}

/** A line of the value axis: its amount and where it sits. */
export interface ValueTick {
  value: number;
  y: number;
}

/** A round step (1, 2 or 5 times a power of ten) that splits the best week into about four. */
function roundStep(highest: number): number {
  const rough = highest / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const share = rough / magnitude;
  return (share <= 1 ? 1 : share <= 2 ? 2 : share <= 5 ? 5 : 10) * magnitude;
}

/** The top of the value axis: the best week's amount rounded up to a step (0 without sales). */
function axisTop(weeks: readonly WeekFigures[]): number {
  const highest = Math.max(0, ...weeks.map((w) => w.amount));
  if (highest <= 0) return 0;
  const step = roundStep(highest);
  return Math.ceil(highest / step) * step;
}

/** The value axis: 0 and each round step up to the top, from the axis line upwards. */
export function valueTicks(weeks: readonly WeekFigures[]): ValueTick[] {
  const top = axisTop(weeks);
  if (top === 0) return [];
  const step = roundStep(Math.max(...weeks.map((w) => w.amount)));
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const ticks: ValueTick[] = [];
  for (let value = 0; value <= top + step / 2; value += step)
    ticks.push({ value, y: CHART.top + plotHeight - (value / top) * plotHeight });
  return ticks;
}

/** At most this many date labels under the bars. */
const MAX_LABELS = 8;

export function weekBars(weeks: readonly WeekFigures[]): WeekBar[] {
  if (weeks.length === 0) return [];
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const slot = plotWidth / weeks.length;
  const gap = Math.min(8, slot * 0.2);
  const highest = axisTop(weeks);
  const every = Math.ceil(weeks.length / MAX_LABELS);
  return weeks.map((week, index) => {
    // A week with sales of no amount (all discounted) still shows a sliver.
    const height = highest > 0 ? Math.max(week.sales > 0 ? 1 : 0, (week.amount / highest) * plotHeight) : 0;
    return {
      week,
      x: CHART.left + index * slot + gap / 2,
      y: CHART.top + plotHeight - height,
      width: slot - gap,
      height,
      isLabelled: index % every === 0,
    };
  });
}
