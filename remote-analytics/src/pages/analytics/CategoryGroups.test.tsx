// Spending by category with the person's own categories: a category of their own under its name and in its
// colour, and, for a person with groups, "By group" folding each group's categories into one line whose amount
// and share are theirs summed, the total unchanged, on the Overview's pie and the Spending tab's bars alike.
import '../../testing/charts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CATEGORY_COLORS } from '@moneta/shared';
import { renderPage, showsLanguage, signedInEachTest, signIn } from '@moneta/shared/testing';
import { aCategoryAnalysis, ANALYTICS_PATH, mockAnalytics } from '../../testing/analytics';
import { aCategory, defaultCategories, defaultColor, mockCategories } from '../../testing/categories';
import german from '../../locales/de.json';
import AnalyticsPage from './AnalyticsPage';

// Sunday 15 June 2025, noon, in the local time zone.
signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' }, new Date(2025, 5, 15, 12, 0, 0));

const show = (query = 'tab=overview') =>
  renderPage(<AnalyticsPage />, { path: `${ANALYTICS_PATH}?${query}` });

async function tableOf(name: string): Promise<string[][]> {
  const table = await within(await screen.findByRole('region', { name })).findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

async function chartPoints(name: string): Promise<{ id: string; label: string; color?: string }[]> {
  const chart = await screen.findByRole('img', { name });
  return JSON.parse(chart.getAttribute('data-points') ?? '[]');
}

const PIE = 'Pie chart of spending by category';
const BARS = 'Bar chart of spending by expense category';

/** The defaults, Food in a group with two categories of the person's own, and a hidden category in it too. */
function groupedCategories() {
  return [
    ...defaultCategories().map((category) =>
      category.name === 'Food' ? { ...category, group: 'Food & drink' } : category,
    ),
    aCategory({ name: 'Coffee shops', color: '#db2777', group: 'Food & drink' }),
    aCategory({ name: 'Takeaway', color: '#8b5cf6', group: 'Food & drink', hidden: true }),
    aCategory({ name: 'Gym', color: '#0d9488', group: 'Health' }),
  ];
}

const SPENT = aCategoryAnalysis([
  ['Rent', 1000, 40],
  ['Food', 600, 24],
  ['Coffee shops', 400, 16],
  ['Takeaway', 250, 10],
  ['Gym', 150, 6],
  ['Travel', 100, 4],
]);

test('a category of the person’s own shows under its name and in the colour they chose for it', async () => {
  mockAnalytics({
    categories: aCategoryAnalysis([
      ['Rent', 1500, 60],
      ['Coffee shops', 700, 28],
      // A name no longer among their categories (renamed meanwhile): the palette's colour for its place.
      ['Old name', 300, 12],
    ]),
  });
  mockCategories([...defaultCategories(), aCategory({ name: 'Coffee shops', color: '#db2777' })]);
  show();

  expect(await tableOf('Spending by Category')).toEqual([
    ['Category', 'Amount', 'Share'],
    ['Rent', '$1,500.00', '60%'],
    ['Coffee shops', '$700.00', '28%'],
    ['Old name', '$300.00', '12%'],
    ['Total', '$2,500.00', '100%'],
  ]);
  await waitFor(async () =>
    expect((await chartPoints(PIE)).map(({ label, color }) => [label, color])).toEqual([
      ['Rent', defaultColor('Rent')],
      ['Coffee shops', '#db2777'],
      ['Old name', CATEGORY_COLORS[2]],
    ]),
  );
  // Without groups there is nothing to fold: no switch.
  expect(screen.queryByRole('radiogroup', { name: 'Show spending' })).not.toBeInTheDocument();
});

test('in another language a default category is translated, the person’s own name shows as they wrote it', async () => {
  signIn({ currency: 'USD', language: 'de', theme: 'light' });
  await act(() => showsLanguage());
  mockAnalytics({
    categories: aCategoryAnalysis([
      ['Rent', 1500, 60],
      ['Coffee shops', 1000, 40],
    ]),
  });
  mockCategories([...defaultCategories(), aCategory({ name: 'Coffee shops', color: '#db2777' })]);
  show();

  const rows = await tableOf(german['Spending by Category']);
  expect(rows.slice(1, 3).map((row) => row[0])).toEqual([german.Rent, 'Coffee shops']);
});

test('By group folds each group’s categories into one slice, their amounts and shares summed, the total kept', async () => {
  mockAnalytics({ categories: SPENT });
  mockCategories(groupedCategories());
  const { user } = show();

  // By category first, as for everyone.
  const card = await screen.findByRole('region', { name: 'Spending by Category' });
  const views = await within(card).findByRole('radiogroup', { name: 'Show spending' });
  expect(within(views).getByRole('radio', { name: 'By category' })).toBeChecked();
  expect(await tableOf('Spending by Category')).toEqual([
    ['Category', 'Amount', 'Share'],
    ['Rent', '$1,000.00', '40%'],
    ['Food', '$600.00', '24%'],
    ['Coffee shops', '$400.00', '16%'],
    ['Takeaway', '$250.00', '10%'],
    ['Gym', '$150.00', '6%'],
    ['Travel', '$100.00', '4%'],
    ['Total', '$2,500.00', '100%'],
  ]);

  await user.click(within(views).getByRole('radio', { name: 'By group' }));

  expect(within(views).getByRole('radio', { name: 'By group' })).toBeChecked();
  // Food, Coffee shops and Takeaway (hidden, but counted) are one line; Gym alone in its group is named after
  // it; Rent and Travel, in no group, stay as they are.
  expect(await tableOf('Spending by Category')).toEqual([
    ['Category', 'Amount', 'Share'],
    ['Food & drink', '$1,250.00', '50%'],
    ['Rent', '$1,000.00', '40%'],
    ['Health', '$150.00', '6%'],
    ['Travel', '$100.00', '4%'],
    ['Total', '$2,500.00', '100%'],
  ]);
  // The group's slice takes the colour of its largest category.
  expect((await chartPoints(PIE)).map(({ label, color }) => [label, color])).toEqual([
    ['Food & drink', defaultColor('Food')],
    ['Rent', defaultColor('Rent')],
    ['Health', '#0d9488'],
    ['Travel', defaultColor('Travel')],
  ]);

  // The choice is the page's: the Spending tab's bars show by group too.
  await user.click(screen.getByRole('tab', { name: 'Spending' }));
  expect(await tableOf('Spending by Category')).toEqual([
    ['Category', 'Amount'],
    ['Food & drink', '$1,250.00'],
    ['Rent', '$1,000.00'],
    ['Health', '$150.00'],
    ['Travel', '$100.00'],
  ]);
  // Drawn from the bottom, the largest at the top.
  expect((await chartPoints(BARS)).map(({ label }) => label)).toEqual([
    'Travel',
    'Health',
    'Rent',
    'Food & drink',
  ]);
});

test('the switch is reached and turned with the keyboard, and the address keeps the choice', async () => {
  mockAnalytics({ categories: SPENT });
  mockCategories(groupedCategories());
  const { user } = show('tab=spending&by=group');

  // Opened from a link by group, the bars are by group.
  const card = await screen.findByRole('region', { name: 'Spending by Category' });
  const byGroup = await within(card).findByRole('radio', { name: 'By group' });
  expect(byGroup).toBeChecked();
  expect((await tableOf('Spending by Category')).map((row) => row[0])).toEqual([
    'Category',
    'Food & drink',
    'Rent',
    'Health',
    'Travel',
  ]);

  // Tab reaches the checked choice, as it reaches any radio group; the arrow keys move the choice.
  for (let presses = 0; presses < 40 && document.activeElement !== byGroup; presses += 1) await user.tab();
  expect(byGroup).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  await waitFor(() => expect(within(card).getByRole('radio', { name: 'By category' })).toBeChecked());
  expect((await tableOf('Spending by Category')).map((row) => row[0])).toEqual([
    'Category',
    'Rent',
    'Food',
    'Coffee shops',
    'Takeaway',
    'Gym',
    'Travel',
  ]);
});

test('groups of income categories fold no spending: no switch', async () => {
  mockAnalytics({ categories: SPENT });
  mockCategories(
    defaultCategories().map((category) =>
      category.type === 'Income' ? { ...category, group: 'Work' } : category,
    ),
  );
  show();
  expect(await tableOf('Spending by Category')).toHaveLength(8);
  // Once the categories came (the slices are in their colours), still no switch.
  await waitFor(async () => expect((await chartPoints(PIE))[0]?.color).toBe(defaultColor('Rent')));
  expect(screen.queryByRole('radiogroup', { name: 'Show spending' })).not.toBeInTheDocument();
});
