// The shared profit chart inside the dashboard, coloured with the Fluent theme's tokens.
import { makeStyles, tokens } from '@fluentui/react-components';
import { ProfitChart, type ChartSeries } from '../../components/profit-chart.tsx';
import type { EvaluatedScenario } from '../scenarios.ts';
import { adminStrings } from '../strings.ts';

const useStyles = makeStyles({
  chart: {
    maxWidth: '720px',
    '--sim-chart-revenue': tokens.colorPaletteGreenForeground1,
    '--sim-chart-cost': tokens.colorBrandForeground1,
    '--sim-chart-grid': tokens.colorNeutralStroke2,
    '--sim-chart-text': tokens.colorNeutralForeground1,
    '--sim-chart-text-2': tokens.colorNeutralForeground2,
    '--sim-chart-surface': tokens.colorNeutralBackground1,
  },
});

export function ScenarioChart({ scenarios }: { scenarios: EvaluatedScenario[] }) {
  const styles = useStyles();
  const series: ChartSeries[] = scenarios.flatMap((s) =>
    s.scenario && s.result && s.scenario.pricePerTon > 0
      ? [
          {
            name: s.name,
            hectares: s.scenario.hectares,
            pricePerTon: s.scenario.pricePerTon,
            yieldPerHa: s.scenario.yieldPerHa,
            totalCost: s.result.totalCost,
            breakEvenYield: s.result.breakEvenYield,
          },
        ]
      : [],
  );
  if (series.length === 0) return null;
  return (
    <div className={styles.chart}>
      <ProfitChart
        series={series}
        labels={{ title: adminStrings.results.chart, ...adminStrings.results.chartLabels }}
      />
    </div>
  );
}
