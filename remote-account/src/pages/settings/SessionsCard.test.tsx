import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PREFERENCES, type ActiveSession } from '@moneta/shared';
import { apiError, renderPage, signedInEachTest } from '@moneta/shared/testing';
import SettingsPage from './SettingsPage';
import { settingsApi } from '@moneta/shared/account';
import { securityApi } from '@moneta/shared/security';
import { anOverview } from './security/testing';

const CURRENT: ActiveSession = {
  id: 's-current',
  device: 'Chrome on Linux',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  createdAt: '2025-03-01T09:00:00.000Z',
  lastUsedAt: '2025-03-10T10:30:00.000Z',
  current: true,
};
const PHONE: ActiveSession = {
  id: 's-phone',
  device: 'Mobile Safari on iOS',
  userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1',
  createdAt: '2025-02-01T08:00:00.000Z',
  lastUsedAt: '2025-03-09T18:00:00.000Z',
  current: false,
};
const LAPTOP: ActiveSession = {
  id: 's-laptop',
  device: 'Firefox on Windows',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/130',
  createdAt: '2025-01-15T08:00:00.000Z',
  lastUsedAt: '2025-03-08T12:00:00.000Z',
  current: false,
};

async function renderSessions() {
  const view = renderPage(<SettingsPage />, { path: '/dashboard/settings' });
  await screen.findByText(CURRENT.device);
  const list = screen.getByRole('list', { name: 'Active Sessions' });
  return { ...view, list };
}

signedInEachTest();

beforeEach(() => {
  jest.spyOn(settingsApi, 'getPreferences').mockResolvedValue({ ...DEFAULT_PREFERENCES });
  jest.spyOn(securityApi, 'overview').mockResolvedValue(anOverview());
});

test('lists the sessions, current first, with their dates in the user locale', async () => {
  jest.spyOn(settingsApi, 'getSessions').mockResolvedValue([PHONE, CURRENT, LAPTOP]);
  const { list } = await renderSessions();

  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByText(/ on /).textContent)).toEqual([
    'Chrome on Linux',
    'Mobile Safari on iOS',
    'Firefox on Windows',
  ]);
  const current = items[0]!;
  expect(within(current).getByText('Current session')).toBeInTheDocument();
  expect(within(current).queryByRole('button', { name: /Sign Out/ })).not.toBeInTheDocument();
  const created = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(CURRENT.createdAt),
  );
  expect(within(current).getByText(`Created: ${created}`)).toBeInTheDocument();
  expect(within(current).getByText(/^Last active: /)).toBeInTheDocument();
  expect(within(items[1]!).queryByText('Current session')).not.toBeInTheDocument();
  expect(screen.queryByText('No other active sessions')).not.toBeInTheDocument();
});

test('signs one session out and reloads the list', async () => {
  const getSessions = jest
    .spyOn(settingsApi, 'getSessions')
    .mockResolvedValueOnce([CURRENT, PHONE, LAPTOP])
    .mockResolvedValue([CURRENT, LAPTOP]);
  const endSession = jest.spyOn(settingsApi, 'endSession').mockResolvedValue();
  const { user } = await renderSessions();

  await user.click(screen.getByRole('button', { name: 'Sign Out Mobile Safari on iOS' }));

  expect(endSession).toHaveBeenCalledWith('s-phone');
  await waitFor(() => expect(screen.queryByText('Mobile Safari on iOS')).not.toBeInTheDocument());
  expect(getSessions).toHaveBeenCalledTimes(2);
  expect(await screen.findByText('Firefox on Windows')).toBeInTheDocument();
});

test('Sign Out All confirms, signs every other session out, and shows the empty state', async () => {
  jest
    .spyOn(settingsApi, 'getSessions')
    .mockResolvedValueOnce([CURRENT, PHONE, LAPTOP])
    .mockResolvedValue([CURRENT]);
  const endAll = jest.spyOn(settingsApi, 'endAllSessions').mockResolvedValue();
  const { user } = await renderSessions();

  await user.click(screen.getByRole('button', { name: 'Sign Out All' }));
  const dialog = await screen.findByRole('dialog');
  expect(endAll).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Sign Out All' }));

  expect(await screen.findByText('No other active sessions')).toBeInTheDocument();
  expect(endAll).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign Out All' })).toBeDisabled();
});

test('a failed sign-out shows the server message, else the fallback text', async () => {
  jest.spyOn(settingsApi, 'getSessions').mockResolvedValue([CURRENT, PHONE]);
  jest.spyOn(settingsApi, 'endSession').mockRejectedValue(apiError(404, { message: 'Session not found' }));
  jest.spyOn(settingsApi, 'endAllSessions').mockRejectedValue({});
  const { user } = await renderSessions();

  await user.click(screen.getByRole('button', { name: 'Sign Out Mobile Safari on iOS' }));
  expect(await screen.findByText('Session not found')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Sign Out All' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign Out All' }));
  expect(await screen.findByText('Failed to terminate all sessions')).toBeInTheDocument();
});

test('a failed load shows the fallback text with Retry', async () => {
  const getSessions = jest
    .spyOn(settingsApi, 'getSessions')
    .mockRejectedValueOnce({})
    .mockResolvedValue([CURRENT]);
  const { user } = renderPage(<SettingsPage />, { path: '/dashboard/settings' });

  expect(await screen.findByText('Failed to fetch active sessions')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No other active sessions')).toBeInTheDocument();
  expect(getSessions).toHaveBeenCalledTimes(2);
  expect(screen.queryByText('Failed to fetch active sessions')).not.toBeInTheDocument();
});
