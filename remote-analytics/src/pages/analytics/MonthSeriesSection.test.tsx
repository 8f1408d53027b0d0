import '../../testing/charts';
import { screen, within } from '@testing-library/react';
import { useQuery } from '@moneta/shared/query';
import { deferred, renderPage, signedInEachTest } from '@moneta/shared/testing';
import { Button } from '@moneta/shared/ui';
import { ANALYTICS_PATH, monthDays } from '../../testing/analytics';
import { MonthSeriesSection, type MonthsForecast } from './MonthSeriesSection';

signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' });

interface SavingsMonth {
  monthYear: string;
  startDate: string;
  endDate: string;
  saved: number;
  count: number;
}

/** May 2025 whole, and June's first 15 days. */
const MONTHS: SavingsMonth[] = [
  { ...monthDays('2025-05'), saved: 1200.5, count: 3 },
  { ...monthDays('2025-06', [1, 15]), saved: 300, count: 1 },
];

const FORECAST: MonthsForecast = {
  months: ['2025-07'],
  series: [
    {
      id: 'savedForecast',
      label: 'Saved forecast',
      color: '#888',
      dashed: true,
      values: [500],
      band: { low: [400], high: [600] },
    },
  ],
  legend: { label: 'Forecast', color: '#888', dashed: true },
  table: {
    caption: 'Forecast',
    data: { columns: ['Month', 'Saved'], rows: [{ key: '2025-07', cells: ['July 2025', '$500.00'] }] },
  },
  footer: <p>Dashed lines forecast the months ahead.</p>,
};

/** Savings per month over a query of `load`, with the tab's Retry beside it. */
function Savings({ load, forecast }: { load: () => Promise<SavingsMonth[]>; forecast?: MonthsForecast }) {
  const answer = useQuery({ queryKey: ['month-series-test'], queryFn: load });
  return (
    <>
      <MonthSeriesSection
        title="Savings"
        answer={answer}
        months={(data) => data}
        figures={[
          { id: 'saved', label: 'Saved', color: '#0a0', value: (month) => month.saved },
          { id: 'count', label: 'Transactions', value: (month) => month.count, format: String },
        ]}
        emptyText="Nothing saved in this period"
        ariaLabel="Line chart of savings per month"
        legend={forecast !== undefined}
        forecast={forecast}
      />
      <Button onClick={() => void answer.refetch()}>Retry</Button>
    </>
  );
}

const show = (load: () => Promise<SavingsMonth[]>, forecast?: MonthsForecast) =>
  renderPage(<Savings load={load} forecast={forecast} />, { path: ANALYTICS_PATH });

/** The cells of a table, row by row, header row first. */
function cellsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

const card = () => screen.getByRole('region', { name: 'Savings' });

test('loading, then a line per drawn figure and a table row per month, a partial month by its days', async () => {
  const answer = deferred<SavingsMonth[]>();
  show(() => answer.promise);
  expect(within(card()).getByRole('heading', { level: 3, name: 'Savings' })).toBeInTheDocument();
  expect(within(card()).getByRole('status', { name: 'Loading...' })).toBeInTheDocument();

  answer.resolve(MONTHS);
  const chart = await within(card()).findByRole('img', { name: 'Line chart of savings per month' });
  expect(JSON.parse(chart.getAttribute('data-points') ?? '[]')).toEqual([
    {
      id: 'Saved',
      data: [
        { x: '2025-05', y: 1200.5 },
        { x: '2025-06', y: 300 },
      ],
    },
  ]);
  expect(cellsOf(within(card()).getByRole('table', { name: 'Savings' }))).toEqual([
    ['Month', 'Saved', 'Transactions'],
    ['May 2025', '$1,200.50', '3'],
    ['June 1\u2009–\u200915, 2025', '$300.00', '1'],
  ]);
});

test('"Show as table" puts the table in place of the chart, and back', async () => {
  const { user } = show(() => Promise.resolve(MONTHS));
  await within(card()).findByRole('img', { name: 'Line chart of savings per month' });

  await user.click(within(card()).getByRole('button', { name: 'Show as table' }));
  expect(within(card()).queryByRole('img')).not.toBeInTheDocument();
  expect(within(card()).getByRole('table', { name: 'Savings' })).toBeVisible();

  await user.click(within(card()).getByRole('button', { name: 'Show as chart' }));
  expect(
    await within(card()).findByRole('img', { name: 'Line chart of savings per month' }),
  ).toBeInTheDocument();
});

test('empty when no drawn figure has a value, whatever the table-only figures', async () => {
  show(() => Promise.resolve(MONTHS.map((month) => ({ ...month, saved: 0 }))));
  expect(await within(card()).findByText('Nothing saved in this period')).toBeInTheDocument();
  expect(within(card()).queryByRole('table')).not.toBeInTheDocument();
});

test('a failure says so; Retry shows the loading state, then the chart', async () => {
  const again = deferred<SavingsMonth[]>();
  const load = jest
    .fn<Promise<SavingsMonth[]>, []>()
    .mockRejectedValueOnce(new Error('down'))
    .mockReturnValueOnce(again.promise);
  const { user } = show(load);
  expect(await within(card()).findByText('These figures could not be loaded.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await within(card()).findByRole('status', { name: 'Loading...' })).toBeInTheDocument();

  again.resolve(MONTHS);
  expect(
    await within(card()).findByRole('img', { name: 'Line chart of savings per month' }),
  ).toBeInTheDocument();
});

test('a forecast: dashed lines after the actual months, a table of its own and what it says', async () => {
  show(() => Promise.resolve(MONTHS), FORECAST);
  const chart = await within(card()).findByRole('img', { name: 'Line chart of savings per month' });
  expect(JSON.parse(chart.getAttribute('data-points') ?? '[]')).toEqual([
    {
      id: 'Saved',
      data: [
        { x: '2025-05', y: 1200.5 },
        { x: '2025-06', y: 300 },
        { x: '2025-07', y: null },
      ],
    },
    {
      id: 'Saved forecast',
      data: [
        { x: '2025-05', y: null },
        { x: '2025-06', y: null },
        { x: '2025-07', y: 500 },
      ],
    },
  ]);
  expect(cellsOf(within(card()).getByRole('table', { name: 'Forecast' }))).toEqual([
    ['Month', 'Saved'],
    ['July 2025', '$500.00'],
  ]);
  expect(within(card()).getByText('Dashed lines forecast the months ahead.')).toBeInTheDocument();
});
