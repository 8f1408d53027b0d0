import { screen, waitFor, within } from '@testing-library/react';
import { apiError, choose, enter, renderPage, signedInEachTest } from '@moneta/shared/testing';
import { aGoal, mockGoalList, PAGE_PATH } from '../../testing/goals';
import GoalsPage from './GoalsPage';
import { goalsApi } from '@moneta/shared/goals';

const SPEC_MESSAGES = [
  'Goal name is required',
  'Target amount must be greater than 0',
  'Target date is required',
  'Category is required',
];

// Sunday 15 June 2025, late evening, in the local time zone: "tomorrow" is still the 16th.
signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' }, new Date(2025, 5, 15, 23, 30, 0));

async function openAdd() {
  const list = mockGoalList([]);
  const view = renderPage(<GoalsPage />, { path: PAGE_PATH });
  await screen.findByText('No Goals Yet');
  await view.user.click(screen.getByRole('button', { name: 'Add Goal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Goal' });
  const submit = () => view.user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
  return { ...view, list, dialog, submit };
}

async function openEdit(goal = aGoal()) {
  const list = mockGoalList([goal]);
  const view = renderPage(<GoalsPage />, { path: PAGE_PATH });
  const card = await screen.findByRole('article', { name: goal.name });
  if (goal.status === 'Completed') {
    await view.user.click(within(card).getByRole('button', { name: 'Edit' }));
  } else {
    await view.user.click(within(card).getByRole('button', { name: 'Actions' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Edit Goal' }));
  }
  const dialog = await screen.findByRole('dialog', { name: 'Edit Goal' });
  const submit = () => view.user.click(within(dialog).getByRole('button', { name: 'Update Goal' }));
  return { ...view, list, dialog, submit };
}

test('a new goal starts due tomorrow, Medium priority, an amount from 0.01 in steps of 0.01', async () => {
  const { dialog } = await openAdd();
  expect(within(dialog).getByLabelText('Target Date')).toHaveValue('2025-06-16');
  expect(within(dialog).getByTitle('Medium')).toBeInTheDocument();
  const amount = within(dialog).getByLabelText('Target Amount');
  expect(amount).toHaveAttribute('step', '0.01');
  expect(amount).toHaveAttribute('aria-valuemin', '0.01');
});

test('the check shows every form message together in one alert, and nothing is sent', async () => {
  const create = jest.spyOn(goalsApi, 'create');
  const { user, dialog, submit } = await openAdd();
  await user.click(dialog.querySelector('.ant-picker-clear') as HTMLElement);
  await waitFor(() => expect(within(dialog).getByLabelText('Target Date')).toHaveValue(''));
  await submit();

  const alert = await within(dialog).findByRole('alert');
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(SPEC_MESSAGES);
  expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
  expect(create).not.toHaveBeenCalled();

  // Fixing some fields leaves the others' messages; a zero amount is not quietly made 0.01.
  await enter(user, within(dialog).getByLabelText('Goal Name'), 'Emergency fund');
  await enter(user, within(dialog).getByLabelText('Target Amount'), '0');
  await choose(user, within(dialog).getByLabelText('Category'), 'Savings');
  await submit();
  await waitFor(() =>
    expect(
      within(within(dialog).getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Target amount must be greater than 0', 'Target date is required']),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
});

test('a saved goal closes the modal, says so and reloads the list', async () => {
  const create = jest.spyOn(goalsApi, 'create').mockResolvedValue(aGoal());
  const { user, dialog, submit, list } = await openAdd();
  await enter(user, within(dialog).getByLabelText('Goal Name'), '  New car ');
  await enter(user, within(dialog).getByLabelText('Target Amount'), '12500.5');
  await choose(user, within(dialog).getByLabelText('Priority'), 'High');
  await choose(user, within(dialog).getByLabelText('Category'), 'Transportation');
  await submit();

  expect(await screen.findByText('Goal created successfully')).toBeInTheDocument();
  expect(create).toHaveBeenCalledWith({
    name: 'New car',
    targetAmount: 12500.5,
    targetDate: '2025-06-16',
    priority: 'High',
    category: 'Transportation',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test('Enter in the date field takes the typed date and does not submit the form', async () => {
  const create = jest.spyOn(goalsApi, 'create').mockResolvedValue(aGoal());
  const { user, dialog, submit } = await openAdd();
  await enter(user, within(dialog).getByLabelText('Goal Name'), 'New car');
  await enter(user, within(dialog).getByLabelText('Target Amount'), '12500');
  await choose(user, within(dialog).getByLabelText('Category'), 'Transportation');
  const date = within(dialog).getByLabelText('Target Date');
  await user.clear(date);
  await user.type(date, '2025-09-30{Enter}');

  await waitFor(() => expect(date).toHaveValue('2025-09-30'));
  expect(create).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: 'Add Goal' })).toBeInTheDocument();

  await submit();
  await waitFor(() =>
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ targetDate: '2025-09-30' })),
  );
});

test("the server's field messages show together in the same alert; another failure shows its fallback", async () => {
  jest
    .spyOn(goalsApi, 'create')
    .mockRejectedValueOnce(
      apiError(422, {
        message: 'Validation failed. Please check your input.',
        errors: [
          { field: 'name', message: 'Goal name is required' },
          { field: 'targetDate', message: 'Target date must be in the future' },
        ],
      }),
    )
    .mockRejectedValueOnce(apiError(500));
  const { user, dialog, submit } = await openAdd();
  await enter(user, within(dialog).getByLabelText('Goal Name'), 'Trip');
  await enter(user, within(dialog).getByLabelText('Target Amount'), '800');
  await choose(user, within(dialog).getByLabelText('Category'), 'Travel');
  await submit();

  const alert = await within(dialog).findByRole('alert');
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Goal name is required', 'Target date must be in the future']);
  await submit();
  expect(await within(dialog).findByText('Failed to create goal')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Add Goal' })).toBeInTheDocument();
});

test('Edit shows the goal, keeps a past date, and saves it', async () => {
  const goal = aGoal({
    _id: 'g-7',
    name: 'Old plan',
    targetAmount: 900,
    savedAmount: 100,
    targetDate: '2025-06-01',
    priority: 'Low',
    category: 'Home',
  });
  const update = jest.spyOn(goalsApi, 'update').mockResolvedValue(goal);
  const { user, dialog, submit, list } = await openEdit(goal);
  expect(within(dialog).getByLabelText('Goal Name')).toHaveValue('Old plan');
  expect(within(dialog).getByLabelText('Target Amount')).toHaveValue('900.00');
  expect(within(dialog).getByLabelText('Target Date')).toHaveValue('2025-06-01');
  expect(within(dialog).getByTitle('Low')).toBeInTheDocument();
  expect(within(dialog).getByTitle('Home')).toBeInTheDocument();

  await user.clear(within(dialog).getByLabelText('Goal Name'));
  await enter(user, within(dialog).getByLabelText('Goal Name'), 'New plan');
  await submit();
  expect(await screen.findByText('Goal updated successfully')).toBeInTheDocument();
  // Made from the version the form opened with: a newer one saved elsewhere is not overwritten.
  expect(update).toHaveBeenCalledWith(
    'g-7',
    { name: 'New plan', targetAmount: 900, targetDate: '2025-06-01', priority: 'Low', category: 'Home' },
    goal.updatedAt,
  );
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test('an edit refused as the goal changed elsewhere shows both versions; keeping the saved one closes the form', async () => {
  const goal = aGoal({ _id: 'g-8', name: 'Old plan', updatedAt: '2025-01-01T10:00:00.000Z' });
  const theirs = { ...goal, name: 'Their plan', updatedAt: '2025-01-02T10:00:00.000Z' };
  const update = jest
    .spyOn(goalsApi, 'update')
    .mockRejectedValue(
      apiError(412, { message: 'This was changed elsewhere since you opened it.', current: theirs }),
    );
  const { user, dialog, submit } = await openEdit(goal);
  await user.clear(within(dialog).getByLabelText('Goal Name'));
  await enter(user, within(dialog).getByLabelText('Goal Name'), 'My plan');
  await submit();

  const choice = await within(dialog).findByRole('group', { name: 'This goal was changed elsewhere' });
  expect(
    within(within(choice).getByRole('group', { name: 'Saved elsewhere' })).getByText('Their plan'),
  ).toBeInTheDocument();
  expect(
    within(within(choice).getByRole('group', { name: 'Your change' })).getByText('My plan'),
  ).toBeInTheDocument();
  // The refusal is the choice, not an error besides it.
  expect(
    within(dialog).queryByText('This was changed elsewhere since you opened it.'),
  ).not.toBeInTheDocument();

  await user.click(within(choice).getByRole('button', { name: 'Keep my change' }));
  await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
  expect(update).toHaveBeenLastCalledWith(
    'g-8',
    expect.objectContaining({ name: 'My plan' }),
    theirs.updatedAt,
  );
  const again = await within(dialog).findByRole('group', { name: 'This goal was changed elsewhere' });
  await user.click(within(again).getByRole('button', { name: 'Keep saved version' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Goal' })).not.toBeInTheDocument());
});

test('a completed goal is edited from its card; a failure says "Failed to update goal"', async () => {
  jest.spyOn(goalsApi, 'update').mockRejectedValue(new Error('boom'));
  const { dialog, submit } = await openEdit(
    aGoal({ name: 'Done', status: 'Completed', savedAmount: 500, targetAmount: 500 }),
  );
  await submit();
  expect(await within(dialog).findByText('Failed to update goal')).toBeInTheDocument();
});
