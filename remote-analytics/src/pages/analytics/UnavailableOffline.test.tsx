// Offline, a period whose figures were never loaded says so in place of a loading state that would never end,
// and loads once the network is back.
import '../../testing/charts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { accessTokenAtom, offlineSessionAtom, store } from '@moneta/shared';
import { renderPage, signedInEachTest } from '@moneta/shared/testing';
import { aCategoryAnalysis, ANALYTICS_PATH, mockAnalytics, PERIODS } from '../../testing/analytics';
import AnalyticsPage from './AnalyticsPage';

/** The browser's network state, as react-query and the page hear it. */
function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' }, new Date(2025, 5, 15, 12, 0, 0));

afterEach(() => {
  goOnline(true);
});

test('offline, a period never opened says it is not available, and loads once back online', async () => {
  const calls = mockAnalytics({ categories: aCategoryAnalysis([['Rent', 700, 100]]) });
  const { user } = renderPage(<AnalyticsPage />, { path: `${ANALYTICS_PATH}?tab=spending&period=30d` });
  const top = await screen.findByRole('group', { name: 'Top Category' });
  expect(await within(top).findByText('Rent')).toBeInTheDocument();

  goOnline(false);
  await user.click(screen.getByRole('radio', { name: 'Last Year' }));
  expect(await screen.findByText('Last Year is not available offline')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Its figures have not been saved on this device. Choose a period you opened before, or go back online to load them.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
  expect(calls.spendingCategories).not.toHaveBeenCalledWith(PERIODS['1y']);

  // A period opened before shows its saved figures.
  await user.click(screen.getByRole('radio', { name: 'Last 30 Days' }));
  expect(within(await screen.findByRole('group', { name: 'Top Category' })).getByText('Rent')).toBeVisible();
  expect(screen.queryByText('Last 30 Days is not available offline')).not.toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Last Year' }));
  expect(await screen.findByText('Last Year is not available offline')).toBeInTheDocument();
  goOnline(true);
  await waitFor(() => expect(calls.spendingCategories).toHaveBeenCalledWith(PERIODS['1y']));
  await waitFor(() =>
    expect(screen.queryByText('Last Year is not available offline')).not.toBeInTheDocument(),
  );
  expect(within(screen.getByRole('group', { name: 'Top Category' })).getByText('Rent')).toBeVisible();
});

test('offline, the goals tab without saved figures says so without naming a period', async () => {
  mockAnalytics({ categories: aCategoryAnalysis([['Rent', 700, 100]]) });
  const { user } = renderPage(<AnalyticsPage />, { path: `${ANALYTICS_PATH}?tab=spending&period=30d` });
  expect(await screen.findByRole('group', { name: 'Top Category' })).toBeInTheDocument();

  goOnline(false);
  await user.click(screen.getByRole('tab', { name: 'Goals' }));
  expect(await screen.findByText('Not available offline')).toBeInTheDocument();
  expect(
    screen.getByText('These figures have not been saved on this device. Go back online to load them.'),
  ).toBeInTheDocument();
});

test('started offline, without a session token yet, a period never saved says so too', async () => {
  mockAnalytics();
  act(() => {
    store.set(accessTokenAtom, null);
    store.set(offlineSessionAtom, true);
  });
  renderPage(<AnalyticsPage />, { path: `${ANALYTICS_PATH}?tab=income&period=90d` });
  expect(await screen.findByText('Last 90 Days is not available offline')).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading...' })).not.toBeInTheDocument();
});
