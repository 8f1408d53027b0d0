import type { ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_PAGES } from '@moneta/shared';
import RemotePage from './RemotePage';
import { reloadPage } from '../shell/reloadPage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

jest.mock('../shell/reloadPage', () => ({ reloadPage: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);
const page = (module: string) => REMOTE_PAGES.find((candidate) => candidate.module === module)!;
const transactions = page('TransactionsPage');
const settings = page('SettingsPage');
const profile = page('ProfilePage');
const goals = page('GoalsPage');

beforeEach(() => {
  loadRemoteMock.mockReset();
  // The runtime remote config the host fetches before it loads any remote.
  globalThis.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({
      remote_transactions: '/remote-transactions/mf-manifest.json',
      remote_goals: '/remote-goals/mf-manifest.json',
    }),
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemotePage', () => {
  it("takes the server's first frame over when the page is drawn, and when the remote fails", async () => {
    document.body.innerHTML = '<div id="frame" class="server-frame">Frame</div>';
    let arrive: (page: { default: ComponentType }) => void = () => undefined;
    loadRemoteMock.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const { unmount } = render(<RemotePage {...page('AccountsPage')} />);
    // Until the page is drawn, the frame stands in for it.
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalled());
    expect(document.getElementById('frame')).toBeInTheDocument();
    arrive({ default: () => <h1>Accounts</h1> });
    expect(await screen.findByRole('heading', { name: 'Accounts' })).toBeInTheDocument();
    expect(document.getElementById('frame')).toBeNull();
    unmount();

    document.body.innerHTML = '<div id="frame" class="server-frame">Frame</div>';
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
    render(<RemotePage {...page('RemindersPage')} />);
    expect(await screen.findByText('Reminders is unavailable')).toBeInTheDocument();
    expect(document.getElementById('frame')).toBeNull();
  });

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

  it('loads the page anew on Retry when its head preloaded the failed remote', async () => {
    // As the API preloads the container and page of the address's remote (api/src/pageHead.ts).
    const preload = document.createElement('link');
    preload.setAttribute('rel', 'preload');
    preload.setAttribute('as', 'script');
    preload.setAttribute('href', '/remote-goals/remoteEntry.js');
    document.head.append(preload);
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to load script resources'));
    render(<RemotePage {...goals} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    preload.remove();
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
