import { screen, within } from '@testing-library/react';
import { useQuery } from '@moneta/shared/query';
import { deferred, renderPage, signedInEachTest } from '@moneta/shared/testing';
import { Button } from '@moneta/shared/ui';
import { ANALYTICS_PATH } from '../../testing/analytics';
import { AnalyticsCard, StatusBody } from './AnalyticsCard';

signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' });

interface Savings {
  months: string[];
}

/** A card over a query of `load`, with the tab's Retry beside it. */
function SavingsCard({ load, heading }: { load: () => Promise<Savings>; heading?: 3 | 4 | false }) {
  const answer = useQuery({ queryKey: ['savings-card-test'], queryFn: load });
  return (
    <>
      <AnalyticsCard
        title="Savings"
        heading={heading}
        answer={answer}
        isEmpty={(data) => data.months.length === 0}
        emptyText="Nothing saved in this period"
      >
        {(data) => (
          <ul>
            {data.months.map((month) => (
              <li key={month}>{month}</li>
            ))}
          </ul>
        )}
      </AnalyticsCard>
      <Button onClick={() => void answer.refetch()}>Retry</Button>
    </>
  );
}

const show = (load: () => Promise<Savings>, heading?: 3 | 4 | false) =>
  renderPage(<SavingsCard load={load} heading={heading} />, { path: ANALYTICS_PATH });

test('a region named by its title heading, loading until the figures come, then the figures', async () => {
  const answer = deferred<Savings>();
  show(() => answer.promise);

  const card = screen.getByRole('region', { name: 'Savings' });
  expect(within(card).getByRole('heading', { level: 3, name: 'Savings' })).toBeInTheDocument();
  expect(within(card).getByRole('status', { name: 'Loading...' })).toBeInTheDocument();

  answer.resolve({ months: ['June 2025', 'July 2025'] });
  expect(await within(card).findByText('June 2025')).toBeInTheDocument();
  expect(within(card).getAllByRole('listitem')).toHaveLength(2);
  expect(within(card).queryByRole('status')).not.toBeInTheDocument();
});

test('an answer with nothing to show says so', async () => {
  show(() => Promise.resolve({ months: [] }));
  const card = screen.getByRole('region', { name: 'Savings' });
  expect(await within(card).findByText('Nothing saved in this period')).toBeInTheDocument();
  expect(within(card).queryByRole('listitem')).not.toBeInTheDocument();
});

test('a failure says the figures could not be loaded; Retry shows the loading state, then the figures', async () => {
  const again = deferred<Savings>();
  const load = jest
    .fn<Promise<Savings>, []>()
    .mockRejectedValueOnce(new Error('down'))
    .mockReturnValueOnce(again.promise);
  const { user } = show(load);

  const card = screen.getByRole('region', { name: 'Savings' });
  expect(await within(card).findByText('These figures could not be loaded.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await within(card).findByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  expect(within(card).queryByText('These figures could not be loaded.')).not.toBeInTheDocument();

  again.resolve({ months: ['June 2025'] });
  expect(await within(card).findByText('June 2025')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a card of a titled panel has a level-4 heading; a plain title names the region without one', async () => {
  const { unmount } = show(() => Promise.resolve({ months: ['June 2025'] }), 4);
  expect(screen.getByRole('heading', { level: 4, name: 'Savings' })).toBeInTheDocument();
  unmount();

  show(() => Promise.resolve({ months: ['June 2025'] }), false);
  const card = screen.getByRole('region', { name: 'Savings' });
  expect(within(card).queryByRole('heading')).not.toBeInTheDocument();
  expect(await within(card).findByText('June 2025')).toBeInTheDocument();
});

test('the empty state of figures shown outside a card: its title, what to know and what to do', () => {
  renderPage(
    <StatusBody
      status="empty"
      emptyTitle="No budgets for this month"
      emptyText="A budget is what you mean to spend."
      emptyAction={<Button>Add budget</Button>}
    />,
    { path: ANALYTICS_PATH },
  );
  expect(screen.getByText('No budgets for this month')).toBeInTheDocument();
  expect(screen.getByText('A budget is what you mean to spend.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add budget' })).toBeInTheDocument();
});
