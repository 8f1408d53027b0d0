import { act, screen, within } from '@testing-library/react';
import {
  apiError,
  renderPage,
  showsLanguage,
  signIn,
  signOutAfterEachTest,
  TEST_USER,
} from '@moneta/shared/testing';
import french from '../../locales/fr.json';
import SettingsPage from './SettingsPage';
import { settingsApi } from '@moneta/shared/account';
import { securityApi } from '@moneta/shared/security';
import { anOverview } from './security/testing';

signOutAfterEachTest();

test('asks a signed-out visitor to log in and calls no API', () => {
  const getPreferences = jest.spyOn(settingsApi, 'getPreferences');
  const getSessions = jest.spyOn(settingsApi, 'getSessions');
  const getSecurity = jest.spyOn(securityApi, 'overview');
  renderPage(<SettingsPage />, { path: '/dashboard/settings' });

  expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  expect(screen.getByText('Please log in to access settings.')).toBeInTheDocument();
  expect(screen.queryByText('Application Preferences')).not.toBeInTheDocument();
  expect(getPreferences).not.toHaveBeenCalled();
  expect(getSessions).not.toHaveBeenCalled();
  expect(getSecurity).not.toHaveBeenCalled();
});

describe('signed in', () => {
  beforeEach(() => {
    signIn({ currency: 'EUR', language: 'en', theme: 'auto' });
    jest
      .spyOn(settingsApi, 'getPreferences')
      .mockResolvedValue({ currency: 'EUR', language: 'en', theme: 'auto' });
    jest.spyOn(settingsApi, 'getSessions').mockResolvedValue([]);
    jest.spyOn(securityApi, 'overview').mockResolvedValue(anOverview());
  });

  test('Current User Info shows the username, the e-mail and the preferences, in their language', async () => {
    const preferences = { currency: 'EUR', language: 'fr', theme: 'auto' } as const;
    signIn(preferences);
    jest.spyOn(settingsApi, 'getPreferences').mockResolvedValue(preferences);
    await act(() => showsLanguage());
    renderPage(<SettingsPage />, { path: '/dashboard/settings' });
    const title = await screen.findByText(french['Current User Info']);
    const card = title.closest('.ant-card') as HTMLElement;
    expect(within(card).getByText(TEST_USER.username)).toBeInTheDocument();
    expect(within(card).getByText(TEST_USER.email)).toBeInTheDocument();
    expect(within(card).getByText('EUR')).toBeInTheDocument();
    expect(within(card).getByText(french.French)).toBeInTheDocument();
    expect(within(card).getByText(french['Auto (system)'])).toBeInTheDocument();
  });

  test('Download my data exports and confirms', async () => {
    const exportData = jest.spyOn(settingsApi, 'exportData').mockResolvedValue('moneta-export.json');
    const { user } = renderPage(<SettingsPage />, { path: '/dashboard/settings' });

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
    expect(exportData).toHaveBeenCalledTimes(1);
  });

  test('a failed export shows the server message, else the fallback text', async () => {
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
