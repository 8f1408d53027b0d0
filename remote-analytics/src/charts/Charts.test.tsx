import '../testing/charts';
import { render, screen } from '@testing-library/react';
import BarChart from './BarChart';
import { everyNth } from './chartParts';
import LineChart from './LineChart';
import PieChart from './PieChart';

const money = (value: number) => `$${value}`;

test('every n-th tick, at most the number asked', () => {
  const months = Array.from({ length: 13 }, (_, index) => index);
  expect(everyNth(months, 12)).toEqual([0, 2, 4, 6, 8, 10, 12]);
  expect(everyNth(months, 4)).toEqual([0, 4, 8, 12]);
  expect(everyNth([1, 2, 3], 12)).toEqual([1, 2, 3]);
});

test('each chart is an image named by its label', () => {
  render(
    <>
      <LineChart
        points={[{ key: '2025-06', short: 'Jun 25', long: 'June 2025' }]}
        series={[{ id: 'income', label: 'Income', color: '#0f0', values: [5] }]}
        ariaLabel="Line chart"
        formatValue={money}
        formatTick={money}
      />
      <PieChart
        slices={[{ id: 'Food', label: 'Food', value: 5, percentage: 100, color: '#1677ff' }]}
        ariaLabel="Pie chart"
        formatValue={money}
        formatShare={(share) => `${share}%`}
      />
      <BarChart
        bars={[
          { id: 'Food', label: 'Food', value: 5 },
          { id: 'Rent', label: 'Rent', value: 0 },
        ]}
        color="#00f"
        ariaLabel="Bar chart"
        formatValue={money}
        formatTick={money}
      />
    </>,
  );
  expect(screen.getByRole('img', { name: 'Line chart' })).toBeInTheDocument();
  // nivo's pie takes no label: the chart puts it on the svg itself.
  expect(screen.getByRole('img', { name: 'Pie chart' })).toBeInTheDocument();
  const bars = screen.getByRole('img', { name: 'Bar chart' });
  // The first category is drawn at the top: nivo stacks a horizontal chart from the bottom.
  expect(JSON.parse(bars.getAttribute('data-points') ?? '[]')).toEqual([
    { id: 'Rent', label: 'Rent', value: 0 },
    { id: 'Food', label: 'Food', value: 5 },
  ]);
});
