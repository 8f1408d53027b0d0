// On a phone the five tabs wrap onto a second line rather than hide behind a "more" menu, and work as tabs do:
// each names its panel, and the arrow keys, Home and End move between them.
import '../../testing/charts';
import { screen } from '@testing-library/react';
import { renderPage, signedInEachTest } from '@moneta/shared/testing';
import { ANALYTICS_PATH, mockAnalytics, mockBudgets } from '../../testing/analytics';
import AnalyticsPage from './AnalyticsPage';

const matchMedia = window.matchMedia;

signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' }, new Date(2025, 5, 15, 12, 0, 0));

beforeEach(() => {
  // A phone: antd's xs breakpoint matches.
  window.matchMedia = (query: string) => ({
    ...matchMedia(query),
    matches: query.includes('max-width: 575.98px'),
  });
});

afterEach(() => {
  window.matchMedia = matchMedia;
});

test('every tab is in the bar, none behind a "more" menu, and the keyboard moves between them', async () => {
  mockAnalytics();
  // The Budgets tab, chosen below, loads its month.
  mockBudgets();
  const { user, container } = renderPage(<AnalyticsPage />, { path: `${ANALYTICS_PATH}?tab=overview` });

  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Spending', 'Income', 'Goals', 'Budgets']);
  expect(container.querySelector('.ant-tabs-nav-operations')).toBeNull();
  const overview = screen.getByRole('tab', { name: 'Overview', selected: true });
  expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', overview.id);
  expect(overview).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);

  await user.click(screen.getByRole('tab', { name: 'Budgets' }));
  expect(screen.getByRole('tab', { name: 'Budgets', selected: true })).toBeInTheDocument();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Budgets', selected: true })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Goals', selected: true })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('tabindex', '-1');
});
