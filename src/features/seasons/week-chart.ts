// The geometry of the weekly sales chart of the season dashboard (issue 16): one bar per week with
// sales, its height a share of the best week's amount, on a fixed viewBox that scales to any width
// (no fixed height on the page). Pure, so it is tested without a browser.
import type { WeekFigures } from '../../../domain/season-figures.ts';

export const CHART = { width: 640, height: 200, top: 12, bottom: 28, left: 8, right: 8 } as const;

export interface WeekBar {
  week: WeekFigures;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Every few bars get their Monday written under them, so the labels never overlap. */
  isLabelled: boolean;
}

/** At most this many date labels under the bars. */
const MAX_LABELS = 8;

export function weekBars(weeks: readonly WeekFigures[]): WeekBar[] {
  if (weeks.length === 0) return [];
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const slot = plotWidth / weeks.length;
  const gap = Math.min(8, slot * 0.2);
  const highest = Math.max(...weeks.map((w) => w.amount));
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
