import { act, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_PREFERENCES,
  PREFERENCES_SAVED_BANNER_MS,
  preferencesAtom,
  store,
  type Preferences,
} from '@moneta/shared';
import { apiError, renderPage, type RenderPageOptions, signedInEachTest } from '@moneta/shared/testing';
import SettingsPage from './SettingsPage';
import hindi from '../../locales/hi.json';
import { settingsApi } from '@moneta/shared/account';
import { securityApi } from '@moneta/shared/security';
import { anOverview } from './security/testing';

const SAVED: Preferences = { ...DEFAULT_PREFERENCES };

function renderSettings(options?: Omit<RenderPageOptions, 'path'>) {
  return renderPage(<SettingsPage />, { path: '/dashboard/settings', ...options });
}

async function choose(user: ReturnType<typeof renderSettings>['user'], label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const match = await screen.findAllByTitle(option);
  await user.click(match[match.length - 1]!);
}

signedInEachTest(SAVED);

beforeEach(() => {
  jest.spyOn(settingsApi, 'getPreferences').mockResolvedValue(SAVED);
  jest.spyOn(settingsApi, 'getSessions').mockResolvedValue([]);
  jest.spyOn(securityApi, 'overview').mockResolvedValue(anOverview());
});

test('fetches the preferences on mount and shows them in the form', async () => {
  jest
    .spyOn(settingsApi, 'getPreferences')
    .mockResolvedValue({ currency: 'USD', language: 'en', theme: 'dark' });
  renderSettings();
  const card = screen.getByText('Application Preferences').closest('.ant-card') as HTMLElement;
  expect(await within(card).findByTitle('USD')).toBeInTheDocument();
  expect(within(card).getByTitle('Dark')).toBeInTheDocument();
  expect(within(card).getByTitle('English')).toBeInTheDocument();
  expect(store.get(preferencesAtom).theme).toBe('dark');
});

test('shows Unsaved Changes while a value differs from the saved preferences', async () => {
  const { user } = renderSettings();
  expect(screen.queryByText('Unsaved Changes')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeDisabled();

  await choose(user, 'Currency', 'EUR');
  expect(await screen.findByText('Unsaved Changes')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeEnabled();

  await choose(user, 'Currency', 'INR');
  expect(screen.queryByText('Unsaved Changes')).not.toBeInTheDocument();
});

test('saves, applies the theme and language at once, and hides the banner after 3 seconds', async () => {
  jest.useFakeTimers();
  const changed: Preferences = { currency: 'INR', language: 'hi', theme: 'dark' };
  const fetch = jest.spyOn(settingsApi, 'getPreferences');
  const update = jest.spyOn(settingsApi, 'updatePreferences').mockImplementation(async () => {
    fetch.mockResolvedValue(changed);
    return changed;
  });
  const { user } = renderSettings({ advanceTimers: jest.advanceTimersByTime });
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

  await choose(user, 'Theme', 'Dark');
  await choose(user, 'Language', 'Hindi');
  await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

  // The screen answers in the language just saved: Hindi's words, from its catalogue.
  const saved = hindi['Preferences saved successfully!'];
  expect(await screen.findByText(saved)).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('hi');
  expect(update).toHaveBeenCalledWith(changed);
  expect(store.get(preferencesAtom)).toEqual(changed);
  expect(screen.queryByText(hindi['Unsaved Changes'])).not.toBeInTheDocument();
  // The save makes the cached preferences stale: they are fetched again.
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));

  act(() => jest.advanceTimersByTime(PREFERENCES_SAVED_BANNER_MS - 100));
  expect(await screen.findByText(saved)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByText(saved)).not.toBeInTheDocument();
});

test('says, before and after saving, that a new currency converts no amount', async () => {
  const note =
    'Amounts are not converted, only shown with the new currency: ₹1,000.00 will show as $1,000.00.';
  const changed: Preferences = { ...SAVED, currency: 'USD' };
  jest.spyOn(settingsApi, 'updatePreferences').mockResolvedValue(changed);
  const { user } = renderSettings();
  expect(screen.queryByText(/Amounts are not converted/)).not.toBeInTheDocument();

  await choose(user, 'Currency', 'USD');
  expect(await screen.findByText(note)).toBeInTheDocument();
  expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription(note);

  await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
  const banner = (await screen.findByText('Preferences saved successfully!')).closest(
    '.ant-alert',
  ) as HTMLElement;
  expect(banner).toHaveTextContent('Amounts were not converted: they are now shown in USD.');
  expect(screen.queryByText(note)).not.toBeInTheDocument();
});

test('says nothing of conversion when the currency stays', async () => {
  jest.spyOn(settingsApi, 'updatePreferences').mockResolvedValue({ ...SAVED, theme: 'dark' });
  const { user } = renderSettings();
  await choose(user, 'Currency', 'EUR');
  expect(await screen.findByText(/Amounts are not converted/)).toBeInTheDocument();
  await choose(user, 'Currency', 'INR');
  await waitFor(() => expect(screen.queryByText(/Amounts are not converted/)).not.toBeInTheDocument());

  await choose(user, 'Theme', 'Dark');
  await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
  expect(await screen.findByText('Preferences saved successfully!')).toBeInTheDocument();
  expect(screen.queryByText(/not converted/)).not.toBeInTheDocument();
});

test('shows a failed save in a dismissible red banner and keeps the edits', async () => {
  jest.spyOn(settingsApi, 'updatePreferences').mockRejectedValue(apiError(500));
  const { user } = renderSettings();

  await choose(user, 'Currency', 'GBP');
  await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to update preferences');
  expect(await screen.findByText('Unsaved Changes')).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('uses the fallback text when the preferences fetch fails without a message, in a dismissible banner', async () => {
  jest.spyOn(settingsApi, 'getPreferences').mockRejectedValue({});
  const { user } = renderSettings();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to fetch preferences');
  await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('Reset to Default asks for confirmation, then resets', async () => {
  store.set(preferencesAtom, { currency: 'USD', language: 'en', theme: 'dark' });
  const fetch = jest
    .spyOn(settingsApi, 'getPreferences')
    .mockResolvedValue({ currency: 'USD', language: 'en', theme: 'dark' });
  const reset = jest.spyOn(settingsApi, 'resetPreferences').mockImplementation(async () => {
    fetch.mockResolvedValue({ ...DEFAULT_PREFERENCES });
    return { ...DEFAULT_PREFERENCES };
  });
  const { user } = renderSettings();

  await user.click(screen.getByRole('button', { name: 'Reset to Default' }));
  const dialog = await screen.findByRole('dialog');
  expect(
    within(dialog).getByText('Are you sure you want to reset all preferences to default values?'),
  ).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(reset).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Reset to Default' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
  expect(await screen.findByText('Preferences reset to default values')).toBeInTheDocument();
  // From USD back to INR: the message says that nothing was converted.
  expect(screen.getByText('Amounts were not converted: they are now shown in INR.')).toBeInTheDocument();
  expect(reset).toHaveBeenCalledTimes(1);
  expect(store.get(preferencesAtom)).toEqual(DEFAULT_PREFERENCES);
  // The reset makes the cached preferences stale: they are fetched again.
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  expect(store.get(preferencesAtom)).toEqual(DEFAULT_PREFERENCES);
});

test('a failed reset shows the fallback text', async () => {
  jest.spyOn(settingsApi, 'resetPreferences').mockRejectedValue({});
  const { user } = renderSettings();
  await user.click(screen.getByRole('button', { name: 'Reset to Default' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
  expect(await screen.findByText('Failed to reset preferences')).toBeInTheDocument();
});
