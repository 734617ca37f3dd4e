// Sales by week as a bar chart: plain SVG, no chart library. The figure has a caption,
// the SVG is one image with a label and each bar a title (tooltips), and the same figures follow as
// a table for screen readers, keyboards and print. Colours come from the theme, so it reads in
// dark mode and in forced colours (bars fall back to CanvasText).
import { makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import type { WeekFigures } from '../../../../domain/season-figures.ts';
import { formatWholePesos, formatPesos } from '../../../../domain/money-format.ts';
import { formatDate } from '../../../lib/format.ts';
import { seasonStrings } from '../strings.ts';
import { CHART, valueTicks, weekBars } from '../week-chart.ts';
import { FiguresTable } from './figures-table.tsx';

const useStyles = makeStyles({
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0 },
  caption: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  svg: { width: '100%', height: 'auto', display: 'block' },
  bar: {
    fill: tokens.colorBrandBackground,
    '@media (forced-colors: active)': { fill: 'CanvasText' },
  },
  axis: { stroke: tokens.colorNeutralStroke1, strokeWidth: 1 },
  grid: { stroke: tokens.colorNeutralStroke2, strokeWidth: 1, strokeDasharray: '3 3' },
  label: { fill: tokens.colorNeutralForeground3, fontSize: '11px' },
  details: { fontSize: tokens.fontSizeBase200 },
  summary: { cursor: 'pointer', color: tokens.colorBrandForegroundLink },
});

const text = seasonStrings.dashboard;
// The value axis reads short: "$0", "$50 k", "$1.5 M".
const axisPesos = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

export function WeekChart({ weeks }: { weeks: WeekFigures[] }) {
  const styles = useStyles();
  const captionId = useId();
  const bars = weekBars(weeks);
  const best = weeks.reduce<WeekFigures | undefined>(
    (top, w) => (top && top.amount >= w.amount ? top : w),
    undefined,
  );
  const axisY = CHART.height - CHART.bottom;
  const ticks = valueTicks(weeks);
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {text.weekCaption(
          weeks.length,
          best ? `${formatDate(best.weekStart)}, ${formatPesos(best.amount)}` : '',
        )}
      </figcaption>
      {bars.length > 0 ? (
        <svg
          className={styles.svg}
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          role="img"
          aria-label={text.weekChartLabel(weeks.length)}
        >
          <g data-testid="value-axis">
            {ticks.map((tick) => (
              <g key={tick.value}>
                {tick.value > 0 ? (
                  <line
                    className={styles.grid}
                    x1={CHART.left}
                    x2={CHART.width - CHART.right}
                    y1={tick.y}
                    y2={tick.y}
                  />
                ) : null}
                <text className={styles.label} x={CHART.left - 6} y={tick.y + 4} textAnchor="end">
                  {axisPesos.format(tick.value)}
                </text>
              </g>
            ))}
          </g>
          <line
            className={styles.axis}
            x1={CHART.left}
            x2={CHART.width - CHART.right}
            y1={axisY}
            y2={axisY}
          />
          {bars.map((bar) => (
            <g key={bar.week.weekStart}>
              <rect className={styles.bar} x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={2}>
                <title>
                  {text.weekBar(
                    formatDate(bar.week.weekStart),
                    formatWholePesos(bar.week.amount),
                    bar.week.sales,
                  )}
                </title>
              </rect>
              {bar.isLabelled ? (
                <text className={styles.label} x={bar.x} y={axisY + 16}>
                  {formatDate(bar.week.weekStart).slice(0, 5)}
                </text>
              ) : null}
            </g>
          ))}
        </svg>
      ) : null}
      {weeks.length > 0 ? (
        <details className={styles.details}>
          <summary className={styles.summary}>{text.weekTable}</summary>
          <FiguresTable
            label={text.weekTitle}
            nameHeader={text.week}
            rows={weeks.map((w) => ({ key: w.weekStart, name: formatDate(w.weekStart), ...w }))}
          />
        </details>
      ) : null}
    </figure>
  );
}
