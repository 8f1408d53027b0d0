// The card's rules on a fixed "today"; the rules themselves: goalRules.test.ts.
import { screen, within } from '@testing-library/react';
import type { Goal, Language } from '@moneta/shared';
import { renderPage, signedInEachTest } from '@moneta/shared/testing';
import { aGoal } from '../../testing/goals';
import { GoalCard, type GoalAction } from './GoalCard';

const TODAY = '2025-06-15';

signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' });

function renderCard(
  goal: Goal,
  onAction: (action: GoalAction, goal: Goal) => void = () => undefined,
  language: Language = 'en',
) {
  const view = renderPage(
    <GoalCard goal={goal} today={TODAY} currency="USD" language={language} onAction={onAction} />,
    { path: '/dashboard/goals' },
  );
  return { ...view, card: screen.getByRole('article', { name: goal.name }) };
}

const barColour = (card: HTMLElement) =>
  (within(card).getByRole('progressbar').querySelector('.ant-progress-track') as HTMLElement).style
    .background;

test('shows the name, category, priority, saved and target in the user currency, and the target date', () => {
  const { card } = renderCard(
    aGoal({
      name: 'New laptop',
      category: 'Technology',
      priority: 'High',
      savedAmount: 1234.5,
      targetAmount: 2000,
      targetDate: '2025-12-31',
    }),
  );
  expect(within(card).getByText('New laptop')).toBeInTheDocument();
  expect(within(card).getByText('Technology')).toBeInTheDocument();
  expect(within(card).getByText('$1,234.50 of $2,000.00')).toBeInTheDocument();
  expect(within(card).getByText('Target date: Dec 31, 2025')).toBeInTheDocument();
  expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '61.7');
});

test('the progress percent is written as the language writes it', () => {
  const goal = aGoal({ name: 'Laptop', savedAmount: 1234.5, targetAmount: 2000 });
  expect(within(renderCard(goal, undefined, 'de').card).getByText(/^61,7\s%$/)).toBeInTheDocument();
});

test.each([
  ['Low', 'ant-tag-success'],
  ['Medium', 'ant-tag-warning'],
  ['High', 'ant-tag-error'],
] as const)('priority %s shows in its colour (%s)', (priority, colourClass) => {
  const { card } = renderCard(aGoal({ priority }));
  expect(within(card).getByText(priority)).toHaveClass(colourClass);
});

test.each([
  [0, 'var(--ant-color-error)'],
  [499, 'var(--ant-color-error)'],
  [500, 'var(--ant-color-warning)'],
  [750, 'var(--ant-color-info)'],
  [999.99, 'var(--ant-color-info)'],
])('progress of %s of 1000 is drawn in %s (theme tokens)', (savedAmount, colour) => {
  const { card } = renderCard(aGoal({ savedAmount, targetAmount: 1000 }));
  expect(barColour(card)).toBe(colour);
});

test('a paused goal reads as paused, not failing: a neutral bar and no on-track or at-risk mark', () => {
  const { card } = renderCard(
    aGoal({ name: 'Bike', status: 'Paused', savedAmount: 100, targetAmount: 800, targetDate: '2025-07-01' }),
  );
  expect(within(card).getByText('Paused')).toBeInTheDocument();
  expect(barColour(card)).toBe('var(--ant-color-text-tertiary)');
  expect(within(card).queryByLabelText('On track')).not.toBeInTheDocument();
  expect(within(card).queryByLabelText('Deadline at risk')).not.toBeInTheDocument();
});

test('a completed goal: success colour, a check, "Goal Achieved!", Edit, Delete and History, no deadline', async () => {
  const onAction = jest.fn();
  const goal = aGoal({
    name: 'Holiday',
    savedAmount: 1000,
    targetAmount: 1000,
    status: 'Completed',
    targetDate: '2025-06-01',
    completedAt: '2025-05-20T12:00:00.000Z',
  });
  const { card, user } = renderCard(goal, onAction);
  expect(barColour(card)).toBe('var(--ant-color-success)');
  expect(within(card).getByRole('img', { name: 'Goal reached' })).toBeInTheDocument();
  expect(within(card).getByText('Goal Achieved!')).toBeInTheDocument();
  expect(within(card).getByText('Completed on May 20, 2025')).toBeInTheDocument();
  expect(within(card).queryByText(/overdue|left|Due today/)).not.toBeInTheDocument();
  expect(within(card).queryByText(/Monthly savings needed/)).not.toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  await user.click(within(card).getByRole('button', { name: 'Delete' }));
  await user.click(within(card).getByRole('button', { name: 'History' }));
  expect(onAction.mock.calls).toEqual([
    ['edit', goal],
    ['delete', goal],
    ['history', goal],
  ]);
});

test('status icon: a warning under 30 days with progress under 75%, else a clock', () => {
  renderCard(aGoal({ name: 'Soon and low', savedAmount: 740, targetDate: '2025-07-14' }));
  renderCard(aGoal({ name: 'Soon but high', savedAmount: 750, targetDate: '2025-07-14' }));
  renderCard(aGoal({ name: 'Far and low', savedAmount: 0, targetDate: '2025-07-15' }));
  const icon = (name: string) => within(screen.getByRole('article', { name })).getAllByRole('img')[0];
  expect(icon('Soon and low')).toHaveAccessibleName('Deadline at risk');
  expect(icon('Soon but high')).toHaveAccessibleName('On track');
  expect(icon('Far and low')).toHaveAccessibleName('On track');
});

test.each([
  ['2025-07-15', '30 days left', false],
  ['2025-07-14', '29 days left', true],
  ['2025-06-16', '1 day left', true],
  ['2025-06-15', 'Due today', true],
  ['2025-06-14', '1 day overdue', true],
  ['2025-06-05', '10 days overdue', true],
])('due %s reads "%s", red: %s', (targetDate, text, red) => {
  const { card } = renderCard(aGoal({ targetDate }));
  const deadline = within(card).getByText(text).closest('.ant-typography');
  if (red) expect(deadline).toHaveClass('ant-typography-danger');
  else expect(deadline).not.toHaveClass('ant-typography-danger');
});

test('monthly savings needed: the remainder over the 30-day months left; none once overdue', () => {
  // 750 left, 45 days: two months.
  renderCard(aGoal({ name: 'Two months', savedAmount: 250, targetDate: '2025-07-30' }));
  renderCard(aGoal({ name: 'Overdue', savedAmount: 250, targetDate: '2025-06-14' }));
  expect(
    within(screen.getByRole('article', { name: 'Two months' })).getByText('Monthly savings needed: $375.00'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('article', { name: 'Overdue' })).queryByText(/Monthly savings needed/),
  ).not.toBeInTheDocument();
});

test('the Actions menu offers what the status allows', async () => {
  const onAction = jest.fn();
  const active = aGoal({ name: 'Active one' });
  const { user } = renderCard(active, onAction);
  renderCard(aGoal({ name: 'Paused one', status: 'Paused' }), onAction);

  await user.click(
    within(screen.getByRole('article', { name: 'Active one' })).getByRole('button', { name: 'Actions' }),
  );
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Add Funds', 'Edit Goal', 'Pause', 'History', 'Delete']);
  await user.click(within(menu).getByRole('menuitem', { name: 'Add Funds' }));
  expect(onAction).toHaveBeenCalledWith('addFunds', active);

  const paused = screen.getByRole('article', { name: 'Paused one' });
  expect(within(paused).getByText('Paused')).toBeInTheDocument();
  await user.click(within(paused).getByRole('button', { name: 'Actions' }));
  await screen.findByRole('menuitem', { name: 'Resume' });
  const menus = screen.getAllByRole('menu');
  expect(
    within(menus[menus.length - 1]!)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Edit Goal', 'Resume', 'History', 'Delete']);
});
