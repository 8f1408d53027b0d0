import { screen, within } from '@testing-library/react';
import { settingsApi } from '@moneta/shared';
import { apiError, renderPage, signIn, signOut, TEST_USER } from '@moneta/shared/testing';
import SettingsPage from './SettingsPage';

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

test('asks a signed-out visitor to log in and calls no API', () => {
  const getPreferences = jest.spyOn(settingsApi, 'getPreferences');
  const getSessions = jest.spyOn(settingsApi, 'getSessions');
  renderPage(<SettingsPage />, { path: '/dashboard/settings' });

  expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  expect(screen.getByText('Please log in to access settings.')).toBeInTheDocument();
  expect(screen.queryByText('Application Preferences')).not.toBeInTheDocument();
  expect(getPreferences).not.toHaveBeenCalled();
  expect(getSessions).not.toHaveBeenCalled();
});

describe('signed in', () => {
  beforeEach(() => {
    signIn({ currency: 'EUR', language: 'fr', theme: 'auto' });
    jest
      .spyOn(settingsApi, 'getPreferences')
      .mockResolvedValue({ currency: 'EUR', language: 'fr', theme: 'auto' });
    jest.spyOn(settingsApi, 'getSessions').mockResolvedValue([]);
  });

  test('Current User Info shows the username, the e-mail and the preferences', async () => {
    renderPage(<SettingsPage />, { path: '/dashboard/settings' });
    const card = (await screen.findByText('Current User Info')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText(TEST_USER.username)).toBeInTheDocument();
    expect(within(card).getByText(TEST_USER.email)).toBeInTheDocument();
    expect(within(card).getByText('EUR')).toBeInTheDocument();
    expect(within(card).getByText('French')).toBeInTheDocument();
    expect(within(card).getByText('Auto (system)')).toBeInTheDocument();
  });

  test('Download my data exports and confirms', async () => {
    const exportData = jest.spyOn(settingsApi, 'exportData').mockResolvedValue('moneta-export.json');
    const { user } = renderPage(<SettingsPage />, { path: '/dashboard/settings' });

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
    expect(exportData).toHaveBeenCalledTimes(1);
  });

  test('a failed export shows the server message, else the SPEC fallback', async () => {
    jest
      .spyOn(settingsApi, 'exportData')
      .mockRejectedValueOnce(apiError(503, { message: 'Database unavailable' }))
      .mockRejectedValueOnce({});
    const { user } = renderPage(<SettingsPage />, { path: '/dashboard/settings' });

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Failed to export user data')).toBeInTheDocument();
  });
});
