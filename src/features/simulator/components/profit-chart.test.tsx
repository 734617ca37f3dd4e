import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfitChart, spreadLabels, type ChartSeries } from './profit-chart.tsx';

afterEach(cleanup);

const labels = {
  title: 'Costo contra ingreso',
  revenue: 'Ingreso',
  cost: 'Costo total',
  breakEven: 'Equilibrio',
  yours: 'Tu rendimiento',
  axis: 'Rendimiento (t/ha)',
};
const line = (name: string, totalCost: number): ChartSeries => ({
  name,
  hectares: 25,
  pricePerTon: 5200,
  yieldPerHa: 11.5,
  totalCost,
  breakEvenYield: totalCost / (25 * 5200),
});

describe('the profit chart', () => {
  it('keeps two nearly equal cost lines apart: a mark of its own shape and place, and a number each', () => {
    // The walkthrough's case: $600,600 against $591,250 drew one line on top of the other.
    render(<ProfitChart series={[line('DK-2042', 600600), line('DK-2069', 591250)]} labels={labels} />);
    const marks = screen.getAllByTestId('cost-mark');
    expect(marks.map((mark) => mark.tagName)).toEqual(['circle', 'rect']);
    expect(marks[0]!.getAttribute('cx')).not.toBe(String(Number(marks[1]!.getAttribute('x')) + 4.5));
    const numbers = screen.getAllByTestId('cost-label');
    expect(numbers.map((n) => n.textContent)).toEqual(['1', '2']);
    const [a, b] = numbers.map((n) => Number(n.getAttribute('y')));
    expect(Math.abs(a! - b!)).toBeGreaterThanOrEqual(13);
    expect(screen.getByText('1 · Costo total: DK-2042')).toBeInTheDocument();
    expect(screen.getByText('2 · Costo total: DK-2069')).toBeInTheDocument();
  });

  it('draws one hybrid without numbers or marks', () => {
    render(<ProfitChart series={[line('DK-2042', 600600)]} labels={labels} />);
    expect(screen.queryAllByTestId('cost-mark')).toHaveLength(0);
    expect(screen.getByText('Costo total')).toBeInTheDocument();
  });

  it('spreads labels that would overlap and leaves distant ones where they are', () => {
    expect(spreadLabels([100, 102, 200], 13, 0)).toEqual([100, 113, 200]);
    expect(spreadLabels([50, 40], 13, 0)).toEqual([53, 40]);
  });
});
