import { screen, waitFor, within } from '@testing-library/react';
import { type ContributionResult } from '@moneta/shared';
import { apiError, deferred, enter, renderPage, signedInEachTest } from '@moneta/shared/testing';
import { aContribution, aGoal, mockGoalList, PAGE_PATH } from '../../testing/goals';
import GoalsPage from './GoalsPage';
import { goalsApi } from '@moneta/shared/goals';

const GOAL = aGoal({ _id: 'g-1', name: 'Car', savedAmount: 250, targetAmount: 1000 });
const RESULT: ContributionResult = {
  goal: { ...GOAL, savedAmount: 350 },
  contribution: aContribution({ goalId: 'g-1', amount: 100 }),
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' });

/** A request that got no answer in time: the contribution may or may not have been recorded. */
function timeout(): Error {
  return Object.assign(new Error('timeout of 10000ms exceeded'), {
    isAxiosError: true,
    code: 'ECONNABORTED',
  });
}

async function showPage() {
  const list = mockGoalList([GOAL]);
  const view = renderPage(<GoalsPage />, { path: PAGE_PATH });
  await screen.findByRole('article', { name: 'Car' });
  const open = async () => {
    await view.user.click(
      within(screen.getByRole('article', { name: 'Car' })).getByRole('button', { name: 'Actions' }),
    );
    const menus = await screen.findAllByRole('menu');
    await view.user.click(within(menus[menus.length - 1]!).getByRole('menuitem', { name: 'Add Funds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Funds' });
    // The menu hands the focus to the dialog as it opens; a person types once it has arrived.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    return {
      dialog,
      amount: within(dialog).getByLabelText('Amount'),
      submit: () => view.user.click(within(dialog).getByRole('button', { name: 'Add Funds' })),
    };
  };
  return { ...view, list, open };
}

test('adds funds with an optional note: the modal closes, says so and the goals reload', async () => {
  const contribute = jest.spyOn(goalsApi, 'contribute').mockResolvedValue(RESULT);
  const { user, list, open } = await showPage();
  const { dialog, amount, submit } = await open();
  expect(within(dialog).getByText('Remaining: $750.00')).toBeInTheDocument();
  expect(amount).toHaveAttribute('aria-valuemin', '0.01');
  expect(amount).toHaveAttribute('aria-valuemax', '750');
  expect(amount).toHaveAttribute('step', '0.01');

  await enter(user, amount, '100');
  await enter(user, within(dialog).getByLabelText('Note (optional)'), ' Birthday money ');
  await submit();

  expect(await screen.findByText('Funds added successfully')).toBeInTheDocument();
  expect(contribute).toHaveBeenCalledWith(
    'g-1',
    { amount: 100, note: 'Birthday money' },
    expect.stringMatching(UUID),
  );
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Funds' })).not.toBeInTheDocument());
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test('an empty or non-positive amount silently does nothing; more than the remaining amount is refused', async () => {
  const contribute = jest.spyOn(goalsApi, 'contribute').mockResolvedValue(RESULT);
  const { user, open } = await showPage();
  const { dialog, amount, submit } = await open();

  await submit();
  await enter(user, amount, '0');
  await submit();
  await user.clear(amount);
  await enter(user, amount, '-5');
  await submit();
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  expect(contribute).not.toHaveBeenCalled();

  await user.clear(amount);
  await enter(user, amount, '750.01');
  await submit();
  expect(
    await within(dialog).findByText('Amount cannot be more than what is left to reach the target.'),
  ).toBeInTheDocument();
  expect(amount).toHaveValue('750.01');
  expect(contribute).not.toHaveBeenCalled();

  await user.clear(amount);
  await enter(user, amount, '750');
  await submit();
  expect(await screen.findByText('Funds added successfully')).toBeInTheDocument();
  expect(contribute).toHaveBeenCalledWith('g-1', { amount: 750, note: '' }, expect.stringMatching(UUID));
});

test('a retry after a failure sends the same Idempotency-Key; a new submission after success a new one', async () => {
  const contribute = jest
    .spyOn(goalsApi, 'contribute')
    .mockRejectedValueOnce(apiError(503, { message: 'Database unavailable' }))
    .mockResolvedValue(RESULT);
  const { user, open } = await showPage();

  const first = await open();
  await enter(user, first.amount, '100');
  await first.submit();
  expect(await within(first.dialog).findByText('Database unavailable')).toBeInTheDocument();
  await first.submit();
  expect(await screen.findByText('Funds added successfully')).toBeInTheDocument();
  const keys = contribute.mock.calls.map((call) => call[2]);
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(1);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Funds' })).not.toBeInTheDocument());

  const second = await open();
  await enter(user, second.amount, '100');
  await second.submit();
  await waitFor(() => expect(contribute).toHaveBeenCalledTimes(3));
  expect(contribute.mock.calls[2]![2]).toMatch(UUID);
  expect(contribute.mock.calls[2]![2]).not.toBe(keys[0]);
});

test('a contribution whose answer is lost is kept on the device and sent again with the same key', async () => {
  const contribute = jest
    .spyOn(goalsApi, 'contribute')
    .mockRejectedValueOnce(timeout())
    .mockResolvedValue(RESULT);
  const { user, open } = await showPage();

  const form = await open();
  await enter(user, form.amount, '100');
  await form.submit();
  expect(
    await screen.findByText("Saved on this device: it will be sent once you're back online."),
  ).toBeInTheDocument();
  await waitFor(() => expect(contribute).toHaveBeenCalledTimes(2));
  expect(contribute.mock.calls[1]).toEqual(contribute.mock.calls[0]);
  expect(contribute.mock.calls[0]![2]).toMatch(UUID);
  await waitFor(() => expect(screen.queryByText('Not sent yet (1)')).not.toBeInTheDocument());
});

test('offline, a contribution waits on the screen, named with its goal and amount', async () => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const contribute = jest.spyOn(goalsApi, 'contribute');
  const { user, open } = await showPage();

  const form = await open();
  await enter(user, form.amount, '40');
  await form.submit();
  const pending = await screen.findByRole('group', { name: 'Funds added' });
  expect(pending).toHaveTextContent('Car · $40.00');
  expect(within(pending).getByText('Pending')).toBeInTheDocument();
  expect(contribute).not.toHaveBeenCalled();
});

test('the button is disabled while the contribution is sent, so a second click sends nothing', async () => {
  const answer = deferred<ContributionResult>();
  const contribute = jest.spyOn(goalsApi, 'contribute').mockReturnValue(answer.promise);
  const { user, open } = await showPage();
  const { dialog, amount, submit } = await open();
  await enter(user, amount, '40');
  await submit();

  const button = within(dialog).getByRole('button', { name: /Add Funds/ });
  await waitFor(() => expect(button).toBeDisabled());
  await user.click(button);
  await user.keyboard('{Enter}');
  expect(contribute).toHaveBeenCalledTimes(1);
  answer.resolve(RESULT);
  expect(await screen.findByText('Funds added successfully')).toBeInTheDocument();
});

test('a refused contribution shows the server message, else "Failed to add contribution"', async () => {
  jest
    .spyOn(goalsApi, 'contribute')
    .mockRejectedValueOnce(apiError(409, { message: 'This goal is paused. Resume it before adding funds.' }))
    .mockRejectedValueOnce(new Error('boom'));
  const { user, open } = await showPage();
  const { dialog, amount, submit } = await open();
  await enter(user, amount, '10');
  await submit();
  expect(
    await within(dialog).findByText('This goal is paused. Resume it before adding funds.'),
  ).toBeInTheDocument();
  await submit();
  expect(await within(dialog).findByText('Failed to add contribution')).toBeInTheDocument();
});
