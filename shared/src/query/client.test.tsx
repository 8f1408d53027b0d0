import { act, render, screen } from '@testing-library/react';
import { logout, store, userAtom } from '@moneta/shared';
import { signIn, signOut, TEST_USER } from '@moneta/shared/testing';
import { QueryProvider, queryClient, useQuery } from './index';
import { authApi } from '@moneta/shared/account';

const KEY = ['transactions', 'list'];

function Balance() {
  const { data } = useQuery({ queryKey: KEY, queryFn: () => Promise.resolve('Balance of Ada') });
  return <p>{data ?? 'Nothing loaded'}</p>;
}

beforeEach(() => {
  signOut();
  queryClient.clear();
});

test('signing out drops every cached answer, so the next user never sees the previous one’s data', async () => {
  signIn();
  render(
    <QueryProvider>
      <Balance />
    </QueryProvider>,
  );
  expect(await screen.findByText('Balance of Ada')).toBeInTheDocument();
  expect(queryClient.getQueryData(KEY)).toBe('Balance of Ada');

  jest.spyOn(authApi, 'logout').mockResolvedValue();
  await act(() => logout());

  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
});

test('another user signing in drops the cache too; the same user refreshing keeps it', () => {
  signIn();
  queryClient.setQueryData(KEY, 'Balance of Ada');

  store.set(userAtom, { ...TEST_USER, username: 'Ada L.' });
  expect(queryClient.getQueryData(KEY)).toBe('Balance of Ada');

  store.set(userAtom, { ...TEST_USER, _id: 'user-2', userId: 'user-2', email: 'grace@example.com' });
  expect(queryClient.getQueryData(KEY)).toBeUndefined();
});

test('after a sign-out the screen still on show asks for nothing: queries wait for a session', async () => {
  signIn();
  const fetchBalance = jest.fn(() => Promise.resolve('Balance of Ada'));
  function LiveBalance({ signedIn }: { signedIn: boolean }) {
    const { data } = useQuery({ queryKey: KEY, queryFn: fetchBalance });
    return <p title={String(signedIn)}>{data ?? 'Nothing loaded'}</p>;
  }
  const screenOnShow = (signedIn: boolean) => (
    <QueryProvider>
      <LiveBalance signedIn={signedIn} />
    </QueryProvider>
  );
  const { rerender } = render(screenOnShow(true));
  expect(await screen.findByText('Balance of Ada')).toBeInTheDocument();

  jest.spyOn(authApi, 'logout').mockResolvedValue();
  await act(() => logout());
  // The signed-out app renders once more before it leaves the dashboard.
  rerender(screenOnShow(false));

  expect(await screen.findByText('Nothing loaded')).toBeInTheDocument();
  expect(fetchBalance).toHaveBeenCalledTimes(1);
});

test('a screen that mounts while a sign-out is under way asks for nothing', async () => {
  signIn();
  let finishLogout: () => void = () => undefined;
  jest.spyOn(authApi, 'logout').mockReturnValue(new Promise<void>((resolve) => (finishLogout = resolve)));
  const fetchBalance = jest.fn(() => Promise.resolve('Balance of Ada'));
  function LateBalance() {
    const { data } = useQuery({ queryKey: KEY, queryFn: fetchBalance });
    return <p>{data ?? 'Nothing loaded'}</p>;
  }
  const leaving = logout();
  render(
    <QueryProvider>
      <LateBalance />
    </QueryProvider>,
  );
  expect(await screen.findByText('Nothing loaded')).toBeInTheDocument();
  await act(async () => {
    finishLogout();
    await leaving;
  });
  expect(fetchBalance).not.toHaveBeenCalled();
});
