import { screen, waitFor, within } from '@testing-library/react';
import { transactionsApi } from '@moneta/shared';
import { dayjs } from '@moneta/shared/ui/date';
import { mockListCalls } from '../../testing/mockApi';
import { apiError, choose, enter, openOptions, signIn, signOut } from '@moneta/shared/testing';
import { aList, aTransaction, renderPage } from '../../testing/renderPage';
import TransactionsPage from './TransactionsPage';

const REQUIRED = 'Title, amount, and category are required';

beforeEach(() => signIn({ currency: 'EUR', language: 'en', theme: 'light' }));

afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

async function openAdd() {
  const calls = mockListCalls();
  const view = renderPage(<TransactionsPage />);
  await screen.findByText('All Transactions (0)');
  await view.user.click(screen.getByRole('button', { name: 'Add Transaction' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Transaction' });
  const submit = () => view.user.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));
  return { ...view, ...calls, dialog, submit };
}

async function openEdit(transaction = aTransaction()) {
  const calls = mockListCalls(aList([transaction]));
  const view = renderPage(<TransactionsPage />);
  await view.user.click(await screen.findByRole('button', { name: `Edit ${transaction.description}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' });
  const submit = () => view.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  return { ...view, ...calls, dialog, submit };
}

test('Add asks for title, amount and category, with the date set to today', async () => {
  const create = jest.spyOn(transactionsApi, 'create');
  const { dialog, submit } = await openAdd();
  expect(within(dialog).getByLabelText('Date')).toHaveValue(dayjs().format('YYYY-MM-DD'));
  expect(within(dialog).getByRole('radio', { name: 'Expense' })).toBeChecked();
  expect(within(dialog).getByLabelText('Amount')).toHaveAttribute('step', '0.01');

  await submit();
  expect((await within(dialog).findAllByText(REQUIRED)).length).toBeGreaterThan(0);
  await waitFor(() => expect(within(dialog).getAllByText(REQUIRED)).toHaveLength(3));
  expect(create).not.toHaveBeenCalled();
});

test('a saved transaction closes the modal, says so and reloads the list', async () => {
  const create = jest.spyOn(transactionsApi, 'create').mockResolvedValue(aTransaction());
  const { user, dialog, submit, list } = await openAdd();
  await user.click(within(dialog).getByRole('radio', { name: 'Income' }));
  await enter(user, within(dialog).getByLabelText('Title'), 'Consulting');
  await enter(user, within(dialog).getByLabelText('Amount'), '1250.5');
  await choose(user, within(dialog).getByLabelText('Category'), 'Freelance');
  await enter(user, within(dialog).getByLabelText('Description'), 'Invoice 42');
  await submit();

  expect(await screen.findByText('Transaction added')).toBeInTheDocument();
  expect(create).toHaveBeenCalledWith({
    type: 'Income',
    description: 'Consulting',
    amount: 1250.5,
    category: 'Freelance',
    date: dayjs().format('YYYY-MM-DD'),
    notes: 'Invoice 42',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test("changing the type clears the category and offers that type's categories", async () => {
  const { user, dialog } = await openAdd();
  await choose(user, within(dialog).getByLabelText('Category'), 'Rent');
  expect(within(dialog).getByTitle('Rent')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('radio', { name: 'Income' }));
  await waitFor(() => expect(within(dialog).queryByTitle('Rent')).not.toBeInTheDocument());
  await user.click(within(dialog).getByLabelText('Category'));
  await waitFor(() =>
    expect(openOptions()).toEqual(['Salary', 'Freelance', 'Bonus', 'Investment', 'Other Income']),
  );
});

test('Edit shows the transaction with its absolute amount and saves it', async () => {
  const transaction = aTransaction({
    description: 'Train pass',
    amount: -89.9,
    category: 'Transportation',
    date: '2025-02-03',
    notes: 'Monthly',
  });
  const update = jest.spyOn(transactionsApi, 'update').mockResolvedValue(transaction);
  const { user, dialog, submit, list } = await openEdit(transaction);
  expect(within(dialog).getByLabelText('Title')).toHaveValue('Train pass');
  expect(within(dialog).getByLabelText('Amount')).toHaveValue('89.90');
  expect(within(dialog).getByTitle('Transportation')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Date')).toHaveValue('2025-02-03');
  expect(within(dialog).getByLabelText('Description')).toHaveValue('Monthly');

  await user.clear(within(dialog).getByLabelText('Title'));
  await enter(user, within(dialog).getByLabelText('Title'), 'Rail pass');
  await submit();
  expect(await screen.findByText('Transaction updated')).toBeInTheDocument();
  expect(update).toHaveBeenCalledWith(transaction._id, {
    type: 'Expense',
    description: 'Rail pass',
    amount: 89.9,
    category: 'Transportation',
    date: '2025-02-03',
    notes: 'Monthly',
  });
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test('a failed save keeps the modal open with the server message and the field errors', async () => {
  jest
    .spyOn(transactionsApi, 'update')
    .mockRejectedValueOnce(
      apiError(422, {
        message: 'Validation failed. Please check your input.',
        errors: [{ field: 'amount', message: 'Amount must be less than 1,000,000,000,000.' }],
      }),
    )
    .mockRejectedValueOnce({});
  const { dialog, submit } = await openEdit();

  await submit();
  expect(await within(dialog).findByText('Validation failed. Please check your input.')).toBeInTheDocument();
  // antd sets the field's error a render after the banner: wait for it rather than read it at once.
  expect(await within(dialog).findByText('Amount must be less than 1,000,000,000,000.')).toBeInTheDocument();
  await waitFor(() =>
    expect(within(dialog).getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true'),
  );

  await submit();
  expect(await within(dialog).findByText('Failed to save transaction')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Edit Transaction' })).toBeInTheDocument();
});

test('"Make this recurring" sets the rule after the transaction is created', async () => {
  const created = aTransaction({ description: 'Gym' });
  jest.spyOn(transactionsApi, 'create').mockResolvedValue(created);
  const setRecurring = jest.spyOn(transactionsApi, 'setRecurring').mockResolvedValue({
    recurring: { id: 'rule-1', frequency: 'weekly', endDate: null, nextDate: '2025-03-21' },
    createdCount: 0,
  });
  const { user, dialog, submit } = await openAdd();
  await enter(user, within(dialog).getByLabelText('Title'), 'Gym');
  await enter(user, within(dialog).getByLabelText('Amount'), '30');
  await choose(user, within(dialog).getByLabelText('Category'), 'Healthcare');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Make this recurring' }));
  await choose(user, await within(dialog).findByLabelText('Frequency'), 'Weekly');
  await submit();

  expect(await screen.findByText('Transaction added')).toBeInTheDocument();
  expect(setRecurring).toHaveBeenCalledWith(created._id, { frequency: 'weekly', endDate: null });
});

test('a recurring rule that fails after the create keeps the modal, and the retry updates', async () => {
  const created = aTransaction({ description: 'Gym' });
  const create = jest.spyOn(transactionsApi, 'create').mockResolvedValue(created);
  const update = jest.spyOn(transactionsApi, 'update').mockResolvedValue(created);
  jest
    .spyOn(transactionsApi, 'setRecurring')
    .mockRejectedValueOnce(apiError(500, { message: 'Internal server error' }))
    .mockResolvedValueOnce({
      recurring: { id: 'rule-1', frequency: 'monthly', endDate: null, nextDate: '2025-04-14' },
      createdCount: 0,
    });
  const { user, dialog, submit } = await openAdd();
  await enter(user, within(dialog).getByLabelText('Title'), 'Gym');
  await enter(user, within(dialog).getByLabelText('Amount'), '30');
  await choose(user, within(dialog).getByLabelText('Category'), 'Healthcare');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Make this recurring' }));
  await submit();
  expect(await within(dialog).findByText('Internal server error')).toBeInTheDocument();

  await submit();
  expect(await screen.findByText('Transaction added')).toBeInTheDocument();
  expect(create).toHaveBeenCalledTimes(1);
  expect(update).toHaveBeenCalledWith(created._id, expect.objectContaining({ description: 'Gym' }));
});

test('editing a recurring transaction shows its rule and can stop it', async () => {
  const transaction = aTransaction({
    description: 'Rent',
    category: 'Rent',
    recurring: { id: 'rule-1', frequency: 'monthly', endDate: '2025-12-01', nextDate: '2025-04-01' },
  });
  const stop = jest.spyOn(transactionsApi, 'stopRecurring').mockResolvedValue();
  const { user, dialog, list } = await openEdit(transaction);
  expect(within(dialog).getByText('Monthly')).toBeInTheDocument();
  expect(within(dialog).getByText('Apr 1, 2025')).toBeInTheDocument();
  expect(within(dialog).getByText('Dec 1, 2025')).toBeInTheDocument();
  expect(within(dialog).queryByRole('checkbox', { name: 'Make this recurring' })).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Stop recurring' }));
  expect(await screen.findByText('The recurring transaction was stopped.')).toBeInTheDocument();
  expect(stop).toHaveBeenCalledWith(transaction._id);
  expect(await within(dialog).findByRole('checkbox', { name: 'Make this recurring' })).toBeInTheDocument();
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test('a save invalidates what shows transactions: the list and the last import refetch, with the new row', async () => {
  const created = aTransaction({ description: 'Consulting', type: 'Income', category: 'Freelance' });
  jest.spyOn(transactionsApi, 'create').mockResolvedValue(created);
  const { user, dialog, submit, list, imports } = await openAdd();
  list.mockResolvedValue(aList([created]));
  expect(imports).toHaveBeenCalledTimes(1);

  await user.click(within(dialog).getByRole('radio', { name: 'Income' }));
  await enter(user, within(dialog).getByLabelText('Title'), 'Consulting');
  await enter(user, within(dialog).getByLabelText('Amount'), '1250.5');
  await choose(user, within(dialog).getByLabelText('Category'), 'Freelance');
  await submit();

  expect(await screen.findByText('All Transactions (1)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit Consulting' })).toBeInTheDocument();
  await waitFor(() => expect(imports).toHaveBeenCalledTimes(2));
});
