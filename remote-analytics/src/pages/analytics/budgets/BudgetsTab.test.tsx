// The Budgets tab: the month's budgets with their figures, the period's performance over its whole months, the
// over-budget state, editing in place (PUT with the one line), validation, delete, add, the empty state (nothing
// over budget without a budget), month navigation, failures and the phone layout.
import '../../../testing/charts';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { BudgetsUpdate } from '@moneta/shared';
import { apiError, deferred, openOptions, renderPage, signedInEachTest } from '@moneta/shared/testing';
import {
  aBudgetLine,
  aBudgetPerformance,
  aCategoryBudget,
  ANALYTICS_PATH,
  aMonthBudgets,
  mockAnalytics,
  mockBudgets,
  PERIODS,
} from '../../../testing/analytics';
import { aCategory, defaultCategories, mockCategories } from '../../../testing/categories';
import AnalyticsPage from '../AnalyticsPage';

// Sunday 15 June 2025, noon, in the local time zone.
signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' }, new Date(2025, 5, 15, 12, 0, 0));

const JUNE = '2025-06';
const food = aBudgetLine('Food', 500, 320);
const rent = aBudgetLine('Rent', 1200, 1350.5);
const travel = aBudgetLine('Travel', 200, 0, { rollover: true, carriedOver: 50 });
const june = aMonthBudgets(JUNE, [food, rent, travel]);

const showBudgets = (query = '') =>
  renderPage(<AnalyticsPage />, { path: `${ANALYTICS_PATH}?tab=budgets${query}` });
const stat = (name: string) => screen.getByRole('group', { name });

/** A category's row of the table. */
async function rowOf(category: string): Promise<HTMLElement> {
  const name = await screen.findByText(category, { selector: 'td *' });
  const row = name.closest('tr');
  if (!row) throw new Error(`No row for ${category}`);
  return row;
}

test('lists the month’s budgets with their figures, the totals and the period’s performance', async () => {
  const analytics = mockAnalytics({
    performance: aBudgetPerformance([
      aCategoryBudget('Food', 500, 320),
      aCategoryBudget('Rent', 1200, 1350.5),
      aCategoryBudget('Travel', 200, 0),
      aCategoryBudget('Shopping', 90, 60, 'average'),
    ]),
  });
  const budgets = mockBudgets({ [JUNE]: aMonthBudgets(JUNE, [food, rent, travel], 3013) });
  showBudgets();

  expect(await screen.findByRole('tab', { name: 'Budgets', selected: true })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'June 2025' })).toBeInTheDocument();
  const foodRow = await rowOf('Food');
  expect(within(foodRow).getByRole('spinbutton', { name: 'Food budget' })).toHaveValue('500');
  expect(within(foodRow).getByText('$320.00')).toBeInTheDocument();
  expect(within(foodRow).getByText('$180.00')).toBeInTheDocument();
  expect(within(foodRow).getByText('$180.00 left')).toBeInTheDocument();
  expect(within(foodRow).getByRole('progressbar', { name: 'Food: 64% of the budget used' })).toHaveAttribute(
    'aria-valuenow',
    '64',
  );
  const travelRow = await rowOf('Travel');
  expect(within(travelRow).getByText('$50.00 carried in')).toBeInTheDocument();
  expect(within(travelRow).getByRole('switch', { name: 'Roll over what is left of Travel' })).toBeChecked();
  expect(within(foodRow).getByRole('switch', { name: 'Roll over what is left of Food' })).not.toBeChecked();

  expect(within(stat('Budgeted')).getByText('$1,950.00')).toBeInTheDocument();
  expect(within(stat('Spent')).getByText('$1,670.50')).toBeInTheDocument();
  expect(within(stat('Spent')).getByText('$3,013.00 in all categories')).toBeInTheDocument();
  expect(within(stat('Remaining')).getByText('$279.50')).toBeInTheDocument();
  expect(within(stat('Used')).getByText('85.7%')).toBeInTheDocument();

  // The period's figures are June's whole month, as the cards above: the same budgets, the same spending.
  const performance = screen.getByRole('region', { name: 'Budget performance' });
  expect(await within(performance).findByText('$1,670.50 of $1,900.00')).toBeInTheDocument();
  expect(within(performance).getByText('June 2025')).toBeInTheDocument();
  expect(
    within(performance).getByText(
      '2 of 3 budgeted categories within budget. Categories without a budget are compared with their average of the 3 months before.',
    ),
  ).toBeInTheDocument();

  expect(budgets.month).toHaveBeenCalledWith(JUNE);
  expect(analytics.budgetPerformance).toHaveBeenCalledWith(PERIODS['30d']);
  // Budgets have no CSV of their own: no Export on this tab.
  expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
});

test('over budget: the danger colour, a full bar and the amount over in words', async () => {
  mockAnalytics();
  mockBudgets({ [JUNE]: june });
  showBudgets();

  const rentRow = await rowOf('Rent');
  const over = within(rentRow).getByText('$150.50 over budget');
  expect(over.closest('.ant-typography')).toHaveClass('ant-typography-danger');
  expect(within(rentRow).getByText('-$150.50').closest('.ant-typography')).toHaveClass(
    'ant-typography-danger',
  );
  const bar = within(rentRow).getByRole('progressbar', { name: 'Rent: 112.5% of the budget used' });
  expect(bar).toHaveAttribute('aria-valuenow', '100');
  expect(bar.closest('.ant-progress')).toHaveClass('ant-progress-status-exception');
  expect(within(rentRow).getByText('112.5%')).toBeInTheDocument();
  // Within budget: no danger.
  expect(within(await rowOf('Food')).queryByText(/over budget/)).not.toBeInTheDocument();
});

test('editing an amount sends PUT with that one line on Enter and shows the new figures', async () => {
  mockAnalytics();
  const months = { [JUNE]: june };
  const budgets = mockBudgets(months);
  const saved = aMonthBudgets(JUNE, [aBudgetLine('Food', 450, 320), rent, travel]);
  const answer = deferred<typeof saved>();
  budgets.update.mockImplementation(async () => {
    months[JUNE] = saved;
    return answer.promise;
  });
  const { user } = showBudgets();

  const amount = within(await rowOf('Food')).getByRole('spinbutton', { name: 'Food budget' });
  await user.clear(amount);
  await user.type(amount, '450{Enter}');
  expect(budgets.update).toHaveBeenCalledTimes(1);
  expect(budgets.update).toHaveBeenCalledWith({
    // Made from the version the tab shows: a newer one saved elsewhere is not overwritten.
    budgets: [{ category: 'Food', amount: 450, rollover: false, updatedAt: '2025-01-01T00:00:00.000Z' }],
    month: JUNE,
  } satisfies BudgetsUpdate);

  act(() => answer.resolve(saved));
  expect(await within(await rowOf('Food')).findByText('$130.00 left')).toBeInTheDocument();
  expect(within(await rowOf('Food')).getByRole('spinbutton', { name: 'Food budget' })).toHaveValue('450');
  expect(await within(stat('Budgeted')).findByText('$1,900.00')).toBeInTheDocument();
  // Leaving the field after Enter sends nothing more.
  await user.tab();
  expect(budgets.update).toHaveBeenCalledTimes(1);
});

test('leaving the field saves too; the rollover switch saves the line with its new rollover', async () => {
  mockAnalytics();
  const budgets = mockBudgets({ [JUNE]: june });
  budgets.update.mockResolvedValue(june);
  const { user } = showBudgets();

  const foodRow = await rowOf('Food');
  const amount = within(foodRow).getByRole('spinbutton', { name: 'Food budget' });
  await user.clear(amount);
  await user.type(amount, '520.5');
  await user.tab();
  expect(budgets.update).toHaveBeenLastCalledWith({
    budgets: [{ category: 'Food', amount: 520.5, rollover: false, updatedAt: '2025-01-01T00:00:00.000Z' }],
    month: JUNE,
  });

  await user.click(
    within(await rowOf('Rent')).getByRole('switch', { name: 'Roll over what is left of Rent' }),
  );
  await waitFor(() =>
    expect(budgets.update).toHaveBeenLastCalledWith({
      budgets: [{ category: 'Rent', amount: 1200, rollover: true, updatedAt: '2025-01-01T00:00:00.000Z' }],
      month: JUNE,
    }),
  );
});

test('a budget changed elsewhere meanwhile is not overwritten: the tab shows it and asks which to keep', async () => {
  mockAnalytics();
  const months = { [JUNE]: june };
  const budgets = mockBudgets(months);
  const theirs = aBudgetLine('Food', 600, 320, { rollover: true, updatedAt: '2025-06-14T09:00:00.000Z' });
  const now = aMonthBudgets(JUNE, [theirs, rent, travel]);
  budgets.update
    .mockImplementationOnce(async () => {
      months[JUNE] = now;
      throw apiError(412, { message: 'This was changed elsewhere since you opened it.', current: now });
    })
    .mockResolvedValue(aMonthBudgets(JUNE, [aBudgetLine('Food', 450, 320), rent, travel]));
  const { user } = showBudgets();

  const amount = within(await rowOf('Food')).getByRole('spinbutton', { name: 'Food budget' });
  await user.clear(amount);
  await user.type(amount, '450{Enter}');

  const choice = await screen.findByRole('group', { name: 'This budget was changed elsewhere' });
  const saved = within(choice).getByRole('group', { name: 'Saved elsewhere' });
  expect(within(saved).getByText('$600.00')).toBeInTheDocument();
  expect(within(saved).getByText('Rollover on')).toBeInTheDocument();
  const mine = within(choice).getByRole('group', { name: 'Your change' });
  expect(within(mine).getByText('$450.00')).toBeInTheDocument();
  expect(within(mine).getByText('Rollover off')).toBeInTheDocument();
  // The list shows the budget as it is now, and the banner says nothing more.
  expect(within(await rowOf('Food')).getByRole('spinbutton', { name: 'Food budget' })).toHaveValue('600');
  expect(screen.queryByText('This was changed elsewhere since you opened it.')).not.toBeInTheDocument();

  await user.click(within(choice).getByRole('button', { name: 'Keep my change' }));
  await waitFor(() =>
    expect(budgets.update).toHaveBeenLastCalledWith({
      budgets: [{ category: 'Food', amount: 450, rollover: false, updatedAt: theirs.updatedAt }],
      month: JUNE,
    }),
  );
  await waitFor(() =>
    expect(
      screen.queryByRole('group', { name: 'This budget was changed elsewhere' }),
    ).not.toBeInTheDocument(),
  );
});

test('an invalid amount shows the message and sends nothing; Escape puts the saved amount back', async () => {
  mockAnalytics();
  const budgets = mockBudgets({ [JUNE]: june });
  const { user } = showBudgets();

  const amount = within(await rowOf('Food')).getByRole('spinbutton', { name: 'Food budget' });
  await user.clear(amount);
  await user.type(amount, '0{Enter}');
  expect(await screen.findByText('Budget amount must be greater than 0')).toBeInTheDocument();
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(amount).toHaveAccessibleDescription('Budget amount must be greater than 0');

  await user.clear(amount);
  await user.type(amount, '12.345{Enter}');
  expect(await screen.findByText('Amount can have at most 2 decimal places.')).toBeInTheDocument();

  await user.clear(amount);
  await user.tab();
  expect(await screen.findByText('Budget amount must be greater than 0')).toBeInTheDocument();

  await user.click(amount);
  await user.keyboard('{Escape}');
  expect(amount).toHaveValue('500');
  expect(screen.queryByText('Budget amount must be greater than 0')).not.toBeInTheDocument();
  await user.tab();
  expect(budgets.update).not.toHaveBeenCalled();
});

test('a refused save shows the server’s message', async () => {
  mockAnalytics();
  const budgets = mockBudgets({ [JUNE]: june });
  budgets.update.mockRejectedValueOnce(apiError(503));
  const { user } = showBudgets();

  const amount = within(await rowOf('Food')).getByRole('spinbutton', { name: 'Food budget' });
  await user.clear(amount);
  await user.type(amount, '450{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
});

test('delete asks first, then removes the budget', async () => {
  mockAnalytics();
  const months = { [JUNE]: june };
  const budgets = mockBudgets(months);
  budgets.remove.mockImplementation(async () => {
    months[JUNE] = aMonthBudgets(JUNE, [rent, travel]);
  });
  const { user } = showBudgets();

  await user.click(within(await rowOf('Food')).getByRole('button', { name: 'Delete the Food budget' }));
  expect(await screen.findByText('Delete the Food budget?')).toBeInTheDocument();
  expect(budgets.remove).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(budgets.remove).toHaveBeenCalledWith('Food');
  await waitFor(() => expect(screen.queryByText('Food', { selector: 'td *' })).not.toBeInTheDocument());
  expect(await rowOf('Rent')).toBeInTheDocument();
});

test('the performance names the whole months a longer period covers', async () => {
  mockAnalytics({
    performance: aBudgetPerformance([aCategoryBudget('Food', 1500, 960)], ['2025-04', '2025-05', '2025-06']),
  });
  mockBudgets({ [JUNE]: june });
  showBudgets('&period=90d');

  const performance = await screen.findByRole('region', { name: 'Budget performance' });
  expect(await within(performance).findByText('$960.00 of $1,500.00')).toBeInTheDocument();
  expect(within(performance).getByText('From April 2025 to June 2025')).toBeInTheDocument();
});

test('without budgets: the month’s real spending, and nothing over budget', async () => {
  mockAnalytics({
    performance: aBudgetPerformance([
      aCategoryBudget('Food', 200, 296.13, 'average'),
      aCategoryBudget('Shopping', 100, 0, 'average'),
    ]),
  });
  mockBudgets({ [JUNE]: aMonthBudgets(JUNE, [], 3013) });
  showBudgets();

  expect(await screen.findByText('No budgets for this month')).toBeInTheDocument();
  expect(within(stat('Spent')).getByText('$3,013.00')).toBeInTheDocument();
  for (const name of ['Budgeted', 'Remaining', 'Used']) {
    expect(within(stat(name)).getByText('–')).toBeInTheDocument();
  }
  const performance = screen.getByRole('region', { name: 'Budget performance' });
  expect(await within(performance).findByText('$296.13 spent; usually $300.00')).toBeInTheDocument();
  expect(
    within(performance).getByText(
      '1 of 2 categories within their average. Without budgets, each category is compared with its average of the 3 months before.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/over budget/)).not.toBeInTheDocument();
  expect(document.querySelector('.ant-typography-danger, .ant-progress-status-exception')).toBeNull();
});

test('without budgets or earlier spending, there is nothing to compare with', async () => {
  mockAnalytics({ performance: aBudgetPerformance([aCategoryBudget('Food', 0, 120, 'average')]) });
  mockBudgets({ [JUNE]: aMonthBudgets(JUNE, [], 120) });
  showBudgets();

  const performance = await screen.findByRole('region', { name: 'Budget performance' });
  expect(
    await within(performance).findByText('$120.00 spent; nothing in the 3 months before to compare with'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/over budget/)).not.toBeInTheDocument();
});

test('without budgets it explains them and offers to add one', async () => {
  mockAnalytics();
  mockBudgets();
  showBudgets();

  expect(await screen.findByText('No budgets for this month')).toBeInTheDocument();
  expect(
    screen.getByText(
      'A budget is what you mean to spend on a category each month. Set one to see here what is spent and what is left, with the Overview and the recommendations following it.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add budget' })).toBeEnabled();
  expect(within(stat('Spent')).getByText('$0.00')).toBeInTheDocument();
  // Nothing spent in the period either.
  expect(
    await within(screen.getByRole('region', { name: 'Budget performance' })).findByText(
      'No spending in this period',
    ),
  ).toBeInTheDocument();
});

test('Add budget offers the categories without one, checks the amount and saves the line', async () => {
  mockAnalytics();
  const months = { [JUNE]: aMonthBudgets(JUNE, [food]) };
  const budgets = mockBudgets(months);
  const shopping = aBudgetLine('Shopping', 300, 75.25, { rollover: true });
  budgets.update.mockImplementation(async () => {
    months[JUNE] = aMonthBudgets(JUNE, [food, shopping]);
    return months[JUNE];
  });
  const { user } = showBudgets();

  await rowOf('Food');
  await user.click(screen.getByRole('button', { name: 'Add budget' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add budget' });
  await user.click(within(dialog).getByRole('button', { name: 'Save budget' }));
  expect(await within(dialog).findByText('Budget amount must be greater than 0')).toBeInTheDocument();
  expect(budgets.update).not.toHaveBeenCalled();

  const category = within(dialog).getByLabelText('Category');
  await user.click(category);
  expect(openOptions()).toEqual([
    'Transportation',
    'Shopping',
    'Entertainment',
    'Utilities',
    'Healthcare',
    'Education',
    'Travel',
    'Insurance',
    'Rent',
    'Other Expense',
  ]);
  const options = await screen.findAllByTitle('Shopping');
  await user.click(options[options.length - 1]!);
  await user.type(within(dialog).getByLabelText('Monthly amount'), '300');
  await user.click(
    within(dialog).getByRole('switch', { name: 'Roll over what is left into the next month' }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Save budget' }));

  await waitFor(() =>
    expect(budgets.update).toHaveBeenCalledWith({
      // Made as a new budget: one set meanwhile elsewhere is not overwritten.
      budgets: [{ category: 'Shopping', amount: 300, rollover: true, updatedAt: null }],
      month: JUNE,
    }),
  );
  expect(await screen.findByText('Shopping budget saved')).toBeInTheDocument();
  const row = await rowOf('Shopping');
  expect(within(row).getByText('$75.25')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('Add budget offers the person’s expense categories without one, leaving out hidden and income ones', async () => {
  mockAnalytics();
  mockCategories([
    ...defaultCategories().map((category) =>
      category.name === 'Travel' ? { ...category, hidden: true } : category,
    ),
    aCategory({ name: 'Coffee shops', color: '#db2777' }),
    aCategory({ name: 'Old gym', hidden: true }),
    aCategory({ name: 'Side gig', type: 'Income' }),
  ]);
  // A budget kept by a category since hidden still shows with its figures.
  mockBudgets({ [JUNE]: aMonthBudgets(JUNE, [food, aBudgetLine('Old gym', 40, 0)]) });
  const { user } = showBudgets();

  expect(within(await rowOf('Old gym')).getByRole('spinbutton', { name: 'Old gym budget' })).toHaveValue(
    '40',
  );
  await user.click(screen.getByRole('button', { name: 'Add budget' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add budget' });
  await user.click(within(dialog).getByLabelText('Category'));
  expect(openOptions()).toEqual([
    'Transportation',
    'Shopping',
    'Entertainment',
    'Utilities',
    'Healthcare',
    'Education',
    'Insurance',
    'Rent',
    'Other Expense',
    'Coffee shops',
  ]);
});

test('the month moves back and forth, and the address keeps it', async () => {
  mockAnalytics();
  const budgets = mockBudgets({ '2025-05': aMonthBudgets('2025-05', [aBudgetLine('Food', 400, 410)]) });
  const { user } = showBudgets();

  await screen.findByText('No budgets for this month');
  await user.click(screen.getByRole('button', { name: 'Previous month' }));
  expect(await screen.findByRole('heading', { name: 'May 2025' })).toBeInTheDocument();
  expect(budgets.month).toHaveBeenLastCalledWith('2025-05');
  expect(await within(await rowOf('Food')).findByText('$10.00 over budget')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'This month' }));
  expect(await screen.findByRole('heading', { name: 'June 2025' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next month' }));
  expect(await screen.findByRole('heading', { name: 'July 2025' })).toBeInTheDocument();
  expect(budgets.month).toHaveBeenLastCalledWith('2025-07');
});

test('a month named in the address is shown', async () => {
  mockAnalytics();
  const budgets = mockBudgets();
  showBudgets('&month=2024-12');
  expect(await screen.findByRole('heading', { name: 'December 2024' })).toBeInTheDocument();
  expect(budgets.month).toHaveBeenCalledWith('2024-12');
});

test('a failure shows the banner, and Retry asks again', async () => {
  mockAnalytics();
  const budgets = mockBudgets({ [JUNE]: june });
  budgets.month.mockRejectedValueOnce(apiError(500));
  const { user } = showBudgets();

  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Server error. Please try again later.');
  expect(screen.getByText('These figures could not be loaded.')).toBeInTheDocument();
  await user.click(within(banner).getByRole('button', { name: 'Retry' }));
  expect(await rowOf('Food')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('on a phone each budget is a card with the same figures and controls', async () => {
  jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    matches: query === '(max-width: 575.98px)',
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
  mockAnalytics();
  mockBudgets({ [JUNE]: june });
  showBudgets();

  const rentCard = await screen.findByRole('article', { name: 'Rent' });
  expect(within(rentCard).getByText('$150.50 over budget')).toBeInTheDocument();
  expect(within(rentCard).getByRole('spinbutton', { name: 'Rent budget' })).toHaveValue('1200');
  expect(
    within(rentCard).getByRole('switch', { name: 'Roll over what is left of Rent' }),
  ).toBeInTheDocument();
  expect(within(rentCard).getByRole('button', { name: 'Delete the Rent budget' })).toBeInTheDocument();
  const travelCard = screen.getByRole('article', { name: 'Travel' });
  expect(within(travelCard).getByText('$50.00')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
