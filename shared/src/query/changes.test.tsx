// The analytics cache and what drops it: a change to a transaction or a goal, made
// in this tab or in another tab of the same user.
import { act, render, screen } from '@testing-library/react';
import { signedInEachTest, TEST_USER } from '@moneta/shared/testing';
import { ANALYTICS_CACHE_MS } from '@moneta/shared';
import { analyticsKeys } from '@moneta/shared/analytics';
import { GOAL_CHANGES } from '@moneta/shared/goals';
import { useTransactionChange } from '@moneta/shared/transactions';
import { QueryProvider, queryClient, useQuery } from './index';

let fetches = 0;

function NetBalance() {
  const { data } = useQuery({
    queryKey: analyticsKeys.call('dashboard'),
    queryFn: () => Promise.resolve(`Net balance, answer ${(fetches += 1)}`),
  });
  return <p>{data ?? 'Loading'}</p>;
}

function EditButton() {
  const edit = useTransactionChange({ mutationFn: () => Promise.resolve() });
  return (
    <button type="button" onClick={() => edit.mutate()}>
      Save transaction
    </button>
  );
}

const page = (
  <QueryProvider>
    <NetBalance />
    <EditButton />
  </QueryProvider>
);

beforeEach(() => {
  fetches = 0;
  queryClient.clear();
});

signedInEachTest();

test('an answer is reused for 5 minutes, then asked again', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  const first = render(page);
  expect(await screen.findByText('Net balance, answer 1')).toBeInTheDocument();
  first.unmount();

  await act(() => jest.advanceTimersByTimeAsync(ANALYTICS_CACHE_MS - 1000));
  const second = render(page);
  expect(await screen.findByText('Net balance, answer 1')).toBeInTheDocument();
  expect(fetches).toBe(1);
  second.unmount();

  await act(() => jest.advanceTimersByTimeAsync(2000));
  render(page);
  expect(await screen.findByText('Net balance, answer 2')).toBeInTheDocument();
});

test('saving a transaction in this tab drops the cached figures at once', async () => {
  render(page);
  expect(await screen.findByText('Net balance, answer 1')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Save transaction' }).click());
  expect(await screen.findByText('Net balance, answer 2')).toBeInTheDocument();
});

test('a change in another tab of the same user drops them too; another user’s does not', async () => {
  render(page);
  expect(await screen.findByText('Net balance, answer 1')).toBeInTheDocument();
  const otherTab = new BroadcastChannel('moneta-changes');

  otherTab.postMessage({ userId: 'someone-else', keys: GOAL_CHANGES });
  otherTab.postMessage({ userId: TEST_USER._id, keys: GOAL_CHANGES });
  expect(await screen.findByText('Net balance, answer 2')).toBeInTheDocument();
  expect(fetches).toBe(2);
  otherTab.close();
});
