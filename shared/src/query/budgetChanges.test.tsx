// What a budget change and a transaction change make stale: a budget the analytics (budget
// performance, recommendations, health), a transaction each budget month's spending.
import { act, render, screen } from '@testing-library/react';
import { signedInEachTest } from '@moneta/shared/testing';
import { analyticsKeys, budgetsKeys, useBudgetChange } from '@moneta/shared/analytics';
import { useTransactionChange } from '@moneta/shared/transactions';
import { QueryProvider, queryClient, useQuery } from './index';

const fetches = { analytics: 0, budgets: 0 };

function Figures() {
  const performance = useQuery({
    queryKey: analyticsKeys.call('budgetPerformance'),
    queryFn: () => Promise.resolve(`Performance ${(fetches.analytics += 1)}`),
  });
  const month = useQuery({
    queryKey: budgetsKeys.month('2025-06'),
    queryFn: () => Promise.resolve(`June ${(fetches.budgets += 1)}`),
  });
  return (
    <p>
      {performance.data ?? 'Loading'}, {month.data ?? 'Loading'}
    </p>
  );
}

function Save({ name, useDomainChange }: { name: string; useDomainChange: typeof useBudgetChange }) {
  const save = useDomainChange({ mutationFn: () => Promise.resolve() });
  return (
    <button type="button" onClick={() => save.mutate()}>
      {name}
    </button>
  );
}

beforeEach(() => {
  fetches.analytics = 0;
  fetches.budgets = 0;
  queryClient.clear();
});

signedInEachTest();

test('a budget change refetches the budget month and the analytics; a transaction change both too', async () => {
  render(
    <QueryProvider>
      <Figures />
      <Save name="Save budget" useDomainChange={useBudgetChange} />
      <Save name="Save transaction" useDomainChange={useTransactionChange} />
    </QueryProvider>,
  );
  expect(await screen.findByText('Performance 1, June 1')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Save budget' }).click());
  expect(await screen.findByText('Performance 2, June 2')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Save transaction' }).click());
  expect(await screen.findByText('Performance 3, June 3')).toBeInTheDocument();
});
