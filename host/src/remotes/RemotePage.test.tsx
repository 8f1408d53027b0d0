import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import RemotePage from './RemotePage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);

beforeEach(() => {
  loadRemoteMock.mockReset();
  // The runtime remote config the host fetches before it loads any remote.
  globalThis.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({ remote_goals: '/remote-goals/mf-manifest.json' }),
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemotePage', () => {
  it('shows the unavailable panel when the remote fails to load, and Retry loads it again', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
    render(<RemotePage remote="remote_goals" module="GoalsPage" section="Goals" />);

    expect(await screen.findByText('Goals is unavailable')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('remote_goals/GoalsPage');

    loadRemoteMock.mockResolvedValueOnce({ default: () => <h1>Financial Goals</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Financial Goals' })).toBeInTheDocument();
    expect(screen.queryByText('Goals is unavailable')).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_goals', entry: '/remote-goals/mf-manifest.json' }],
      { force: true },
    );
  });

  it("does not carry one section's failure over to the next page", async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('remote_reminders is down'));
    const { rerender } = render(
      <RemotePage remote="remote_reminders" module="RemindersPage" section="Reminders" />,
    );
    expect(await screen.findByText('Reminders is unavailable')).toBeInTheDocument();

    loadRemoteMock.mockResolvedValueOnce({ default: () => <h1>Settings</h1> });
    rerender(<RemotePage remote="remote_account" module="SettingsPage" section="Settings" />);

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByText('Reminders is unavailable')).not.toBeInTheDocument();
  });
});
