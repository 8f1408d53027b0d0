import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_PAGES } from '@moneta/shared';
import RemotePage from './RemotePage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const page = (module: string) => REMOTE_PAGES.find((candidate) => candidate.module === module)!;
const transactions = page('TransactionsPage');
const settings = page('SettingsPage');
const profile = page('ProfilePage');

beforeEach(() => {
  loadRemoteMock.mockReset();
  // The runtime remote config the host fetches before it loads any remote.
  globalThis.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({ remote_transactions: '/remote-transactions/mf-manifest.json' }),
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemotePage', () => {
  it('shows the unavailable panel when the remote fails to load, and Retry loads it again', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
    render(<RemotePage {...transactions} />);

    expect(await screen.findByText('Transactions is unavailable')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('remote_transactions/TransactionsPage');

    loadRemoteMock.mockResolvedValueOnce({ default: () => <h1>All Transactions</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'All Transactions' })).toBeInTheDocument();
    expect(screen.queryByText('Transactions is unavailable')).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_transactions', entry: '/remote-transactions/mf-manifest.json' }],
      { force: true },
    );
  });

  it("does not carry one section's failure over to the next page", async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('remote_account profile is down'));
    const { rerender } = render(<RemotePage {...profile} />);
    expect(await screen.findByText('Profile is unavailable')).toBeInTheDocument();

    loadRemoteMock.mockResolvedValueOnce({ default: () => <h1>Settings</h1> });
    rerender(<RemotePage {...settings} />);

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByText('Profile is unavailable')).not.toBeInTheDocument();
  });
});
