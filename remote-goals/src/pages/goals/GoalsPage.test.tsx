import { act, screen, waitFor, within } from '@testing-library/react';
import { type Goal } from '@moneta/shared';
import { apiError, deferred, renderPage, signedInEachTest, signIn } from '@moneta/shared/testing';
import { aContribution, aGoal, mockGoalList, PAGE_PATH } from '../../testing/goals';
import GoalsPage from './GoalsPage';
import { goalsApi } from '@moneta/shared/goals';

// Sunday 15 June 2025, noon, in the local time zone.
signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' }, new Date(2025, 5, 15, 12, 0, 0));

const show = () => renderPage(<GoalsPage />, { path: PAGE_PATH });
const card = (name: string) => screen.getByRole('article', { name });
const stat = (name: string) => screen.getByRole('group', { name });

async function openMenu(user: ReturnType<typeof show>['user'], goalName: string) {
  await user.click(
    within(await screen.findByRole('article', { name: goalName })).getByRole('button', { name: 'Actions' }),
  );
  const menus = await screen.findAllByRole('menu');
  return menus[menus.length - 1]!;
}

test('shows "Loading Goals..." first, then the empty state whose button opens the form', async () => {
  const answer = deferred<Goal[]>();
  jest.spyOn(goalsApi, 'list').mockReturnValue(answer.promise);
  const { user } = show();

  expect(screen.getByRole('heading', { name: 'Financial Goals' })).toBeInTheDocument();
  expect(screen.getByText('Track your savings goals and progress')).toBeInTheDocument();
  expect(await screen.findByText('Loading Goals...')).toBeInTheDocument();

  act(() => answer.resolve([]));
  expect(await screen.findByText('No Goals Yet')).toBeInTheDocument();
  expect(screen.queryByText('Loading Goals...')).not.toBeInTheDocument();
  expect(within(stat('Total Goals')).getByText('0')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Active Goals' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Create Your First Goal' }));
  expect(await screen.findByRole('dialog', { name: 'Add Goal' })).toBeInTheDocument();
});

test('splits the goals into Active, Paused and Completed, with the four stat cards', async () => {
  mockGoalList([
    aGoal({ name: 'Emergency fund', savedAmount: 1200.5, targetAmount: 5000, targetDate: '2025-12-31' }),
    aGoal({ name: 'Bike', status: 'Paused', savedAmount: 100, targetAmount: 800, targetDate: '2025-09-01' }),
    aGoal({
      name: 'Laptop',
      status: 'Completed',
      savedAmount: 1500,
      targetAmount: 1500,
      targetDate: '2025-05-01',
      completedAt: '2025-04-20T10:00:00.000Z',
    }),
  ]);
  show();

  const activeSection = await screen.findByRole('region', { name: 'Active Goals' });
  const pausedSection = screen.getByRole('region', { name: 'Paused Goals' });
  const completedSection = screen.getByRole('region', { name: 'Completed Goals' });
  const names = (section: HTMLElement) =>
    within(section)
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-label'));
  expect(names(activeSection)).toEqual(['Emergency fund']);
  expect(names(pausedSection)).toEqual(['Bike']);
  expect(names(completedSection)).toEqual(['Laptop']);
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Active Goals',
    'Paused Goals',
    'Completed Goals',
  ]);
  expect(within(card('Bike')).getByText('Paused')).toBeInTheDocument();
  expect(within(card('Laptop')).getByText('Goal Achieved!')).toBeInTheDocument();

  expect(within(stat('Total Goals')).getByText('3')).toBeInTheDocument();
  expect(within(stat('Completed')).getByText('1')).toBeInTheDocument();
  expect(within(stat('Total Saved')).getByText('$2,800.50')).toBeInTheDocument();
  expect(within(stat('Total Target')).getByText('$7,300.00')).toBeInTheDocument();
  expect(screen.queryByText('No Goals Yet')).not.toBeInTheDocument();
});

test("money shows in the user's currency and language", async () => {
  signIn({ currency: 'EUR', language: 'de', theme: 'light' });
  mockGoalList([aGoal({ name: 'Urlaub', savedAmount: 1234.5, targetAmount: 2000 })]);
  show();
  expect(
    await within(await screen.findByRole('article', { name: 'Urlaub' })).findByText(/1\.234,50\s€/),
  ).toBeInTheDocument();
});

test('the deadline and monthly savings follow today: red under 30 days, none once overdue', async () => {
  mockGoalList([
    aGoal({ name: 'Far', savedAmount: 400, targetDate: '2025-08-14' }),
    aGoal({ name: 'Near', savedAmount: 400, targetDate: '2025-06-25' }),
    aGoal({ name: 'Late', savedAmount: 400, targetDate: '2025-06-12' }),
  ]);
  show();
  const far = await screen.findByRole('article', { name: 'Far' });
  expect(within(far).getByText('60 days left').closest('.ant-typography')).not.toHaveClass(
    'ant-typography-danger',
  );
  expect(within(far).getByText('Monthly savings needed: $300.00')).toBeInTheDocument();
  expect(within(card('Near')).getByText('10 days left').closest('.ant-typography')).toHaveClass(
    'ant-typography-danger',
  );
  expect(within(card('Near')).getByText('Monthly savings needed: $600.00')).toBeInTheDocument();
  expect(within(card('Late')).getByText('3 days overdue').closest('.ant-typography')).toHaveClass(
    'ant-typography-danger',
  );
  expect(within(card('Late')).queryByText(/Monthly savings needed/)).not.toBeInTheDocument();
});

test('a failed load shows a dismissible banner with the server message, and Retry loads again', async () => {
  const list = jest
    .spyOn(goalsApi, 'list')
    .mockRejectedValueOnce(apiError(503, { message: 'Database unavailable' }))
    .mockResolvedValue([aGoal({ name: 'Recovered' })]);
  const { user } = show();

  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Database unavailable');
  await user.click(within(banner).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Recovered' })).toBeInTheDocument();
  expect(list).toHaveBeenCalledTimes(2);
});

test('a failure without a known message says "Failed to fetch goals"; the banner can be dismissed', async () => {
  jest.spyOn(goalsApi, 'list').mockRejectedValue(apiError(500, { message: undefined }));
  const { user } = show();
  expect(await screen.findByText('Failed to fetch goals')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByText('Failed to fetch goals')).not.toBeInTheDocument());
});

test('Pause and Resume from the Actions menu, and the list reloads', async () => {
  const list = mockGoalList([
    aGoal({ _id: 'g-1', name: 'Car' }),
    aGoal({ _id: 'g-2', name: 'Sofa', status: 'Paused' }),
  ]);
  const pause = jest.spyOn(goalsApi, 'pause').mockResolvedValue(aGoal({ _id: 'g-1', status: 'Paused' }));
  const resume = jest.spyOn(goalsApi, 'resume').mockResolvedValue(aGoal({ _id: 'g-2' }));
  const { user } = show();

  await user.click(within(await openMenu(user, 'Car')).getByRole('menuitem', { name: 'Pause' }));
  expect(await screen.findByText('Goal paused')).toBeInTheDocument();
  expect(pause).toHaveBeenCalledWith('g-1');
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));

  await user.click(within(await openMenu(user, 'Sofa')).getByRole('menuitem', { name: 'Resume' }));
  expect(await screen.findByText('Goal resumed')).toBeInTheDocument();
  expect(resume).toHaveBeenCalledWith('g-2');
  await waitFor(() => expect(list).toHaveBeenCalledTimes(3));
});

test("a failed pause or resume shows the server's message, else the fallback text", async () => {
  mockGoalList([aGoal({ name: 'Car' }), aGoal({ name: 'Sofa', status: 'Paused' })]);
  jest
    .spyOn(goalsApi, 'pause')
    .mockRejectedValue(apiError(409, { message: 'Only an active goal can be paused.' }));
  jest.spyOn(goalsApi, 'resume').mockRejectedValue(new Error('boom'));
  const { user } = show();

  await user.click(within(await openMenu(user, 'Car')).getByRole('menuitem', { name: 'Pause' }));
  expect(await screen.findByText('Only an active goal can be paused.')).toBeInTheDocument();
  await user.click(within(await openMenu(user, 'Sofa')).getByRole('menuitem', { name: 'Resume' }));
  expect(await screen.findByText('Failed to resume goal')).toBeInTheDocument();
  expect(screen.queryByText('Only an active goal can be paused.')).not.toBeInTheDocument();
});

test("History expands the goal's card with its contributions: date, amount and note", async () => {
  mockGoalList([aGoal({ _id: 'g-1', name: 'Car' })]);
  const contributions = jest
    .spyOn(goalsApi, 'contributions')
    .mockResolvedValue([
      aContribution({ amount: 150, note: 'Bonus', createdAt: '2025-06-10T09:30:00.000Z' }),
      aContribution({ amount: 25.5, note: '', createdAt: '2025-05-02T18:00:00.000Z' }),
    ]);
  const { user } = show();

  await user.click(within(await openMenu(user, 'Car')).getByRole('menuitem', { name: 'History' }));
  const card = screen.getByRole('article', { name: 'Car' });
  const history = await within(card).findByRole('region', { name: 'Contribution History' });
  const rows = (await within(history).findAllByRole('row')).slice(1);
  expect(contributions).toHaveBeenCalledWith('g-1');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('Jun 10, 2025');
  expect(rows[0]).toHaveTextContent('$150.00');
  expect(rows[0]).toHaveTextContent('Bonus');
  expect(rows[1]).toHaveTextContent('$25.50');
  expect(rows[1]).toHaveTextContent('No note');

  await user.click(within(await openMenu(user, 'Car')).getByRole('menuitem', { name: 'Hide History' }));
  await waitFor(() =>
    expect(within(card).queryByRole('region', { name: 'Contribution History' })).not.toBeInTheDocument(),
  );
});

test('History says so when the contributions cannot be loaded, or there are none', async () => {
  mockGoalList([aGoal({ name: 'Car' }), aGoal({ name: 'Sofa' })]);
  jest.spyOn(goalsApi, 'contributions').mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce([]);
  const { user } = show();

  await user.click(within(await openMenu(user, 'Car')).getByRole('menuitem', { name: 'History' }));
  const car = screen.getByRole('article', { name: 'Car' });
  expect(await within(car).findByText('Failed to fetch contributions')).toBeInTheDocument();

  // One history at a time: opening Sofa's closes Car's.
  await user.click(within(await openMenu(user, 'Sofa')).getByRole('menuitem', { name: 'History' }));
  const sofa = screen.getByRole('article', { name: 'Sofa' });
  expect(await within(sofa).findByText('No contributions yet')).toBeInTheDocument();
  expect(within(car).queryByText('Failed to fetch contributions')).not.toBeInTheDocument();
});

test('Delete warns that the saved amount will be lost, deletes and reloads', async () => {
  const list = mockGoalList([aGoal({ _id: 'g-1', name: 'Car', savedAmount: 320 })]);
  const remove = jest.spyOn(goalsApi, 'remove').mockResolvedValue(undefined);
  const { user } = show();

  await user.click(within(await openMenu(user, 'Car')).getByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Goal' });
  expect(within(dialog).getByText('Are you sure you want to delete this goal?')).toBeInTheDocument();
  expect(
    within(dialog).getByText('Any saved amount will be lost: $320.00 saved so far.'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByText('Goal deleted successfully')).toBeInTheDocument();
  expect(remove).toHaveBeenCalledWith('g-1');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Goal' })).not.toBeInTheDocument());
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test('deleting a goal whose history is open folds it, so its removed contributions are not asked for again', async () => {
  mockGoalList([aGoal({ _id: 'g-1', name: 'Car' })]);
  const contributions = jest.spyOn(goalsApi, 'contributions').mockResolvedValue([aContribution()]);
  jest.spyOn(goalsApi, 'remove').mockResolvedValue(undefined);
  const { user } = show();

  await user.click(within(await openMenu(user, 'Car')).getByRole('menuitem', { name: 'History' }));
  const card = screen.getByRole('article', { name: 'Car' });
  expect(await within(card).findByRole('region', { name: 'Contribution History' })).toBeInTheDocument();
  await user.click(within(await openMenu(user, 'Car')).getByRole('menuitem', { name: 'Delete' }));
  expect(within(card).queryByRole('region', { name: 'Contribution History' })).not.toBeInTheDocument();
  const dialog = await screen.findByRole('dialog', { name: 'Delete Goal' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Goal deleted successfully')).toBeInTheDocument();
  expect(contributions).toHaveBeenCalledTimes(1);
});

test('a failed delete keeps the modal open with the message; a completed goal is deleted from its card', async () => {
  mockGoalList([aGoal({ name: 'Trip', status: 'Completed', savedAmount: 1000, targetAmount: 1000 })]);
  jest
    .spyOn(goalsApi, 'remove')
    .mockRejectedValueOnce(apiError(404, { message: 'Goal not found' }))
    .mockRejectedValueOnce(new Error('boom'));
  const { user } = show();

  await user.click(
    within(await screen.findByRole('article', { name: 'Trip' })).getByRole('button', { name: 'Delete' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Delete Goal' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByText('Goal not found')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByText('Failed to delete goal')).toBeInTheDocument();
});
