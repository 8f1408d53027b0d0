// The category charts as a person reads them: the spending bars largest first with no empty rows, pie slices
// that never share a colour with a neighbour and stand out from the card (their shares readable on them) in
// both themes, and shares written as the language writes percents.
import '../../testing/charts';
import { act, screen, within } from '@testing-library/react';
import { CATEGORY_COLORS, type Preferences } from '@moneta/shared';
import {
  fixDate,
  renderPage,
  showsLanguage,
  signIn,
  signOut,
  signOutAfterEachTest,
} from '@moneta/shared/testing';
import { contrastRatio, textColorOn } from '../../charts/contrast';
import { useChartTheme } from '../../charts/useChartTheme';
import { aCategoryAnalysis, ANALYTICS_PATH, mockAnalytics } from '../../testing/analytics';
import { defaultCategories } from '../../testing/categories';
import german from '../../locales/de.json';
import hindi from '../../locales/hi.json';
import AnalyticsPage from './AnalyticsPage';

const USD_EN: Preferences = { currency: 'USD', language: 'en', theme: 'light' };

beforeEach(() => fixDate(new Date(2025, 5, 15, 12, 0, 0)));

signOutAfterEachTest();

/** Nine categories, more than the eight colours: the ninth slice sits next to the first. */
const NINE = aCategoryAnalysis([
  ['Rent', 1500, 42],
  ['Insurance', 400, 11.2],
  ['Healthcare', 350, 9.8],
  ['Food', 300, 8.4],
  ['Shopping', 250, 7],
  ['Education', 230, 6.4],
  ['Entertainment', 220, 6.2],
  ['Utilities', 180, 5],
  ['Transportation', 150, 4.2],
]);

function show(tab: string, preferences: Preferences = USD_EN) {
  signIn(preferences);
  return renderPage(<AnalyticsPage />, { path: `${ANALYTICS_PATH}?tab=${tab}&period=30d` });
}

async function pieSlices(): Promise<{ label: string; color: string }[]> {
  const pie = await screen.findByRole('img', { name: /^Pie chart of spending by category$/ });
  return JSON.parse(pie.getAttribute('data-points') ?? '[]');
}

async function tableOf(name: string): Promise<string[][]> {
  const table = await within(await screen.findByRole('region', { name })).findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

test('the spending bars run from the largest amount down, without categories nothing was spent on', async () => {
  mockAnalytics({
    categories: aCategoryAnalysis([
      ['Food', 200, 20],
      ['Rent', 700, 70],
      ['Other Expense', 0, 0],
      ['Travel', 100, 10],
    ]),
  });
  show('spending');

  expect(await tableOf('Spending by Category')).toEqual([
    ['Category', 'Amount'],
    ['Rent', '$700.00'],
    ['Food', '$200.00'],
    ['Travel', '$100.00'],
  ]);
  const bars = await screen.findByRole('img', { name: 'Bar chart of spending by expense category' });
  // nivo stacks a horizontal chart from the bottom: the largest is drawn last, at the top.
  expect(
    JSON.parse(bars.getAttribute('data-points') ?? '[]').map((bar: { label: string }) => bar.label),
  ).toEqual(['Travel', 'Food', 'Rent']);
});

test('no two neighbouring pie slices share a colour, the last and the first included', async () => {
  mockAnalytics({ categories: NINE });
  show('overview');

  const colors = (await pieSlices()).map((slice) => slice.color);
  expect(colors).toHaveLength(9);
  colors.forEach((color, index) => expect(color).not.toBe(colors[(index + 1) % colors.length]));
  // However many of a new account's categories are spent on, each has a colour of its own.
  const defaultExpenses = defaultCategories().filter((category) => category.type === 'Expense');
  expect(new Set(defaultExpenses.map((category) => category.color)).size).toBe(defaultExpenses.length);
  expect(new Set(CATEGORY_COLORS).size).toBe(CATEGORY_COLORS.length);
});

/** The card's background in a theme, as the charts read it from antd's tokens. */
function cardBackground(theme: 'light' | 'dark'): string {
  let background = '';
  function Probe() {
    background = useChartTheme().colors.background;
    return null;
  }
  signIn({ ...USD_EN, theme });
  const view = renderPage(<Probe />, { path: ANALYTICS_PATH });
  view.unmount();
  signOut();
  return background;
}

test.each(['light', 'dark'] as const)(
  'in the %s theme every slice stands out 3:1 from the card and its share reads 4.5:1 on it',
  (theme) => {
    const card = cardBackground(theme);
    expect(card).toMatch(/^#[0-9a-f]{6}$/i);
    for (const color of CATEGORY_COLORS) {
      expect({ color, contrast: contrastRatio(color, card) >= 3 }).toEqual({ color, contrast: true });
      expect({ color, label: contrastRatio(textColorOn(color), color) >= 4.5 }).toEqual({
        color,
        label: true,
      });
    }
  },
);

test.each([
  ['de', german, '42\u00a0%', '11,2\u00a0%'],
  ['hi', hindi, '42%', '11.2%'],
] as const)(
  'in %s the shares are written as the language writes percents',
  async (language, words, top, second) => {
    signIn({ ...USD_EN, language });
    await act(() => showsLanguage());
    mockAnalytics({ categories: NINE });
    renderPage(<AnalyticsPage />, { path: `${ANALYTICS_PATH}?tab=overview&period=30d` });

    const rows = await tableOf(words['Spending by Category']);
    expect(rows[1]).toEqual([words.Rent, expect.any(String), top]);
    expect(rows[2]).toEqual([words.Insurance, expect.any(String), second]);
  },
);

test('spending by tag draws the tags spent on, most first, and its table adds income and counts', async () => {
  mockAnalytics({
    tags: {
      tags: [
        { tag: 'Lisbon trip', expense: 500, income: 0, transactionCount: 2 },
        { tag: 'Work', expense: 200, income: 1250, transactionCount: 3 },
        { tag: 'Refunds', expense: 0, income: 40, transactionCount: 1 },
      ],
      period: { startDate: '2025-05-17', endDate: '2025-06-15' },
    },
  });
  show('spending');
  expect(await tableOf('Spending by Tag')).toEqual([
    ['Tag', 'Spending', 'Income', 'Transactions'],
    ['Lisbon trip', '$500.00', '$0.00', '2'],
    ['Work', '$200.00', '$1,250.00', '3'],
    ['Refunds', '$0.00', '$40.00', '1'],
  ]);
  const bars = await screen.findByRole('img', { name: 'Bar chart of spending by tag' });
  // Drawn from the bottom, the largest at the top; a tag with only income has no bar.
  expect(
    JSON.parse(bars.getAttribute('data-points') ?? '[]').map((bar: { label: string }) => bar.label),
  ).toEqual(['Work', 'Lisbon trip']);
});

test('spending by tag says so when nothing tagged was spent in the period', async () => {
  mockAnalytics();
  show('spending');
  const card = await screen.findByRole('region', { name: 'Spending by Tag' });
  expect(await within(card).findByText('No tagged spending in this period')).toBeInTheDocument();
});
