// The shared Add / Edit form on its own (the screens' tests check what they do around it: their message, their
// list or figures refetching).
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { type EditableTransaction } from '@moneta/shared';
import {
  aCategory,
  aCategoryList,
  aMoneyAccount,
  anAccountList,
  aTransaction,
  apiError,
  deferred,
  TEST_ACCOUNT_ID,
  TEST_USER,
  choose,
  enter,
  openOptions,
  renderPage,
  signedInEachTest,
} from '@moneta/shared/testing';
import { dayjs } from '@moneta/shared/ui/date';
import { TransactionFormModal, type SaveOutcome } from './index';
import { moneyAccountsApi, transactionsApi } from '@moneta/shared/transactions';
import { categoriesApi } from '@moneta/shared/categories';

const REQUIRED = 'Title, amount, and category are required';

signedInEachTest({ currency: 'EUR', language: 'en', theme: 'light' });

/** A screen's use of the form: it opens with `transaction` (null: Add) and closes when saved or cancelled. */
function Editor({ transaction, onSaved }: { transaction: EditableTransaction | null; onSaved: jest.Mock }) {
  const [open, setOpen] = useState(true);
  return (
    <TransactionFormModal
      open={open}
      transaction={transaction}
      onCancel={() => setOpen(false)}
      afterClose={() => undefined}
      onSaved={(outcome: SaveOutcome) => {
        onSaved(outcome);
        setOpen(false);
      }}
    />
  );
}

async function openForm(transaction: EditableTransaction | null = null) {
  const onSaved = jest.fn();
  const view = renderPage(<Editor transaction={transaction} onSaved={onSaved} />, { path: '/dashboard' });
  const name = transaction ? 'Edit Transaction' : 'Add Transaction';
  const dialog = await screen.findByRole('dialog', { name });
  const button = transaction ? 'Save Changes' : 'Add Transaction';
  const submit = () => view.user.click(within(dialog).getByRole('button', { name: button }));
  const field = (label: string) => within(dialog).getByLabelText(label);
  return { ...view, onSaved, dialog, submit, field };
}

type Form = Awaited<ReturnType<typeof openForm>>;

/** Types the title and amount and picks the category, as a person fills a new expense. */
async function fillExpense({ user, field }: Form, title: string, amount: string, category: string) {
  await enter(user, field('Title'), title);
  await enter(user, field('Amount'), amount);
  await choose(user, field('Category'), category);
}

test('Add asks for title, amount and category, with the date set to today and Expense chosen', async () => {
  const create = jest.spyOn(transactionsApi, 'create');
  const { dialog, submit, field, onSaved } = await openForm();
  expect(field('Date')).toHaveValue(dayjs().format('YYYY-MM-DD'));
  expect(within(dialog).getByRole('radio', { name: 'Expense' })).toBeChecked();
  expect(field('Amount')).toHaveAttribute('step', '0.01');

  await submit();
  // The message names the three fields: it shows once, under the title, and marks the other two.
  await waitFor(() => {
    expect(field('Title')).toHaveAccessibleDescription(REQUIRED);
    expect(field('Category')).toHaveAttribute('aria-invalid', 'true');
  });
  expect(within(dialog).getAllByText(REQUIRED)).toHaveLength(1);
  expect(field('Amount')).toHaveAttribute('aria-invalid', 'true');
  expect(create).not.toHaveBeenCalled();
  expect(onSaved).not.toHaveBeenCalled();
});

test('the required-fields message moves under the first field still missing, once', async () => {
  const { user, dialog, submit, field } = await openForm();
  await enter(user, field('Title'), 'Lunch');
  await submit();
  await waitFor(() => {
    expect(field('Amount')).toHaveAccessibleDescription(REQUIRED);
    expect(field('Category')).toHaveAttribute('aria-invalid', 'true');
  });
  expect(within(dialog).getAllByText(REQUIRED)).toHaveLength(1);
  expect(field('Title')).not.toHaveAttribute('aria-invalid', 'true');

  await enter(user, field('Amount'), '12.5');
  await submit();
  await waitFor(() => expect(field('Category')).toHaveAccessibleDescription(REQUIRED));
  expect(within(dialog).getAllByText(REQUIRED)).toHaveLength(1);
});

test('Add creates the transaction with its type, notes and date, and tells the screen', async () => {
  const create = jest.spyOn(transactionsApi, 'create').mockResolvedValue(aTransaction());
  const form = await openForm();
  await form.user.click(within(form.dialog).getByRole('radio', { name: 'Income' }));
  await fillExpense(form, 'Consulting', '1250.5', 'Freelance');
  await enter(form.user, form.field('Description'), 'Invoice 42');
  await form.submit();

  await waitFor(() => expect(form.onSaved).toHaveBeenCalledWith('created'));
  expect(create).toHaveBeenCalledWith(
    {
      type: 'Income',
      description: 'Consulting',
      amount: 1250.5,
      category: 'Freelance',
      date: dayjs().format('YYYY-MM-DD'),
      notes: 'Invoice 42',
      tags: [],
    },
    expect.stringMatching(/^[0-9a-f-]{36}$/),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

describe('money accounts', () => {
  const card = aMoneyAccount({
    _id: '00000000-0000-4000-8000-0000000000c4',
    name: 'Visa card',
    kind: 'Credit card',
  });
  const oldCash = aMoneyAccount({
    _id: '00000000-0000-4000-8000-0000000000c5',
    name: 'Old cash',
    closed: true,
  });

  afterEach(() => localStorage.clear());

  test('with one account, the form asks for no account or mark and sends none', async () => {
    const create = jest.spyOn(transactionsApi, 'create').mockResolvedValue(aTransaction());
    const form = await openForm();
    expect(within(form.dialog).queryByLabelText('Account')).not.toBeInTheDocument();
    expect(within(form.dialog).queryByRole('checkbox', { name: 'Cleared' })).not.toBeInTheDocument();
    await fillExpense(form, 'Lunch', '9.5', 'Food');
    await form.submit();
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledWith('created'));
    expect(create.mock.calls[0]?.[0]).not.toHaveProperty('accountId');
    expect(create.mock.calls[0]?.[0]).not.toHaveProperty('cleared');
  });

  test('with several, Add offers the open ones, starts in the last one used and sends the one chosen', async () => {
    jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(anAccountList([aMoneyAccount(), card, oldCash]));
    localStorage.setItem(`moneta-last-account:${TEST_USER._id}`, card._id);
    const create = jest.spyOn(transactionsApi, 'create').mockResolvedValue(aTransaction());
    const form = await openForm();
    const account = await within(form.dialog).findByLabelText('Account');
    await waitFor(() => expect(within(form.dialog).getByTitle('Visa card')).toBeInTheDocument());
    await form.user.click(account);
    await waitFor(() => expect(openOptions()).toEqual(['Main', 'Visa card']));
    await choose(form.user, account, 'Main');
    await fillExpense(form, 'Lunch', '9.5', 'Food');
    const cleared = within(form.dialog).getByRole('checkbox', { name: 'Cleared' });
    expect(cleared).not.toBeChecked();
    await form.user.click(cleared);
    await form.submit();
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledWith('created'));
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      description: 'Lunch',
      accountId: TEST_ACCOUNT_ID,
      cleared: true,
    });
    // The next new transaction starts where this one went.
    expect(localStorage.getItem(`moneta-last-account:${TEST_USER._id}`)).toBe(TEST_ACCOUNT_ID);
  });

  test('with several and none used yet on this device, Add starts in the first open one', async () => {
    jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(anAccountList([aMoneyAccount(), card]));
    const form = await openForm();
    await within(form.dialog).findByLabelText('Account');
    await waitFor(() => expect(within(form.dialog).getByTitle('Main')).toBeInTheDocument());
  });

  test('Edit keeps a transaction in its closed account, named as closed', async () => {
    jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(anAccountList([aMoneyAccount(), card, oldCash]));
    const transaction = aTransaction({ accountId: oldCash._id });
    const update = jest.spyOn(transactionsApi, 'update').mockResolvedValue(transaction);
    const form = await openForm(transaction);
    await within(form.dialog).findByLabelText('Account');
    await waitFor(() => expect(within(form.dialog).getByTitle('Old cash (closed)')).toBeInTheDocument());
    await form.submit();
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledWith('updated'));
    expect(update.mock.calls[0]?.[1]).toMatchObject({ accountId: oldCash._id });
  });
});

test("changing the type clears the category and offers that type's categories", async () => {
  const { user, dialog, field } = await openForm();
  await choose(user, field('Category'), 'Rent');
  expect(within(dialog).getByTitle('Rent')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('radio', { name: 'Income' }));
  await waitFor(() => expect(within(dialog).queryByTitle('Rent')).not.toBeInTheDocument());
  await user.click(field('Category'));
  await waitFor(() =>
    expect(openOptions()).toEqual([
      'Salary',
      'Freelance',
      'Bonus',
      'Investment',
      'Other Income',
      'Split across categories',
    ]),
  );
});

test('Edit shows the transaction with its absolute amount and saves it through update', async () => {
  const transaction = aTransaction({
    description: 'Train pass',
    amount: -89.9,
    category: 'Transportation',
    date: '2025-02-03',
    notes: 'Monthly',
    tags: ['Commute'],
  });
  const update = jest.spyOn(transactionsApi, 'update').mockResolvedValue(transaction);
  const { user, dialog, submit, field, onSaved } = await openForm(transaction);
  expect(field('Title')).toHaveValue('Train pass');
  expect(field('Amount')).toHaveValue('89.90');
  expect(await within(dialog).findByTitle('Transportation')).toBeInTheDocument();
  expect(field('Date')).toHaveValue('2025-02-03');
  expect(field('Description')).toHaveValue('Monthly');
  expect(within(dialog).getByTitle('Commute')).toBeInTheDocument();
  expect(within(dialog).getByRole('radio', { name: 'Expense' })).toBeChecked();

  await user.clear(field('Title'));
  await enter(user, field('Title'), 'Rail pass');
  await submit();
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith('updated'));
  // Made from the version the form opened with: a newer one saved elsewhere is not overwritten.
  expect(update).toHaveBeenCalledWith(
    transaction._id,
    {
      type: 'Expense',
      description: 'Rail pass',
      amount: 89.9,
      category: 'Transportation',
      date: '2025-02-03',
      notes: 'Monthly',
      tags: ['Commute'],
    },
    transaction.updatedAt,
  );
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
  const { dialog, submit, field, onSaved } = await openForm(aTransaction());

  await submit();
  expect(await within(dialog).findByText('Validation failed. Please check your input.')).toBeInTheDocument();
  // antd sets the field's error a render after the banner: wait for it rather than read it at once.
  expect(await within(dialog).findByText('Amount must be less than 1,000,000,000,000.')).toBeInTheDocument();
  await waitFor(() => expect(field('Amount')).toHaveAttribute('aria-invalid', 'true'));

  await submit();
  expect(await within(dialog).findByText('Failed to save transaction')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Edit Transaction' })).toBeInTheDocument();
  expect(onSaved).not.toHaveBeenCalled();
});

test('"Make this recurring" sets the rule after the transaction is created', async () => {
  const created = aTransaction({ description: 'Gym' });
  jest.spyOn(transactionsApi, 'create').mockResolvedValue(created);
  const setRecurring = jest.spyOn(transactionsApi, 'setRecurring').mockResolvedValue({
    recurring: { id: 'rule-1', frequency: 'weekly', endDate: null, nextDate: '2025-03-21' },
    createdCount: 0,
  });
  const form = await openForm();
  await fillExpense(form, 'Gym', '30', 'Healthcare');
  await form.user.click(within(form.dialog).getByRole('checkbox', { name: 'Make this recurring' }));
  await choose(form.user, await within(form.dialog).findByLabelText('Frequency'), 'Weekly');
  await form.submit();

  await waitFor(() => expect(form.onSaved).toHaveBeenCalledWith('created'));
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
  const form = await openForm();
  await fillExpense(form, 'Gym', '30', 'Healthcare');
  await form.user.click(within(form.dialog).getByRole('checkbox', { name: 'Make this recurring' }));
  await form.submit();
  expect(await within(form.dialog).findByText('Internal server error')).toBeInTheDocument();
  expect(form.onSaved).not.toHaveBeenCalled();

  await form.submit();
  await waitFor(() => expect(form.onSaved).toHaveBeenCalledWith('created'));
  expect(create).toHaveBeenCalledTimes(1);
  expect(update).toHaveBeenCalledWith(
    created._id,
    expect.objectContaining({ description: 'Gym' }),
    created.updatedAt,
  );
});

test('editing a recurring transaction shows its rule and can stop it', async () => {
  const transaction = aTransaction({
    description: 'Rent',
    category: 'Rent',
    recurring: { id: 'rule-1', frequency: 'monthly', endDate: '2025-12-01', nextDate: '2025-04-01' },
  });
  const stop = jest.spyOn(transactionsApi, 'stopRecurring').mockResolvedValue();
  const { user, dialog } = await openForm(transaction);
  expect(within(dialog).getByText('Monthly')).toBeInTheDocument();
  expect(within(dialog).getByText('Apr 1, 2025')).toBeInTheDocument();
  expect(within(dialog).getByText('Dec 1, 2025')).toBeInTheDocument();
  expect(within(dialog).queryByRole('checkbox', { name: 'Make this recurring' })).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Stop recurring' }));
  expect(await screen.findByText('The recurring transaction was stopped.')).toBeInTheDocument();
  expect(stop).toHaveBeenCalledWith(transaction._id);
  expect(await within(dialog).findByRole('checkbox', { name: 'Make this recurring' })).toBeInTheDocument();
});

test('Cancel closes the form without saving', async () => {
  const create = jest.spyOn(transactionsApi, 'create');
  const { user, dialog, onSaved } = await openForm();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(create).not.toHaveBeenCalled();
  expect(onSaved).not.toHaveBeenCalled();
});

test('a form never opened renders nothing', () => {
  renderPage(
    <TransactionFormModal
      open={false}
      transaction={null}
      onCancel={() => undefined}
      afterClose={() => undefined}
      onSaved={() => undefined}
    />,
    { path: '/dashboard' },
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.querySelector('form')).toBeNull();
});

test('an edit refused as the transaction changed elsewhere shows both versions; keeping mine saves it over theirs', async () => {
  const transaction = aTransaction({
    description: 'Groceries',
    amount: -42.5,
    type: 'Expense',
    category: 'Food',
    date: '2026-11-20',
    updatedAt: '2026-11-20T09:00:00.000Z',
  });
  const theirs = {
    ...transaction,
    description: 'Groceries at the market',
    updatedAt: '2026-11-21T10:00:00.000Z',
  };
  const update = jest
    .spyOn(transactionsApi, 'update')
    .mockRejectedValueOnce(
      apiError(412, { message: 'This was changed elsewhere since you opened it.', current: theirs }),
    )
    .mockResolvedValue({ ...theirs, description: 'Weekly groceries' });
  const { user, dialog, submit, field, onSaved } = await openForm(transaction);
  await user.clear(field('Title'));
  await enter(user, field('Title'), 'Weekly groceries');
  await submit();

  const choice = await within(dialog).findByRole('group', { name: 'This transaction was changed elsewhere' });
  expect(onSaved).not.toHaveBeenCalled();
  expect(
    within(within(choice).getByRole('group', { name: 'Saved elsewhere' })).getByText(
      'Groceries at the market',
    ),
  ).toBeInTheDocument();
  expect(
    within(within(choice).getByRole('group', { name: 'Your change' })).getByText('Weekly groceries'),
  ).toBeInTheDocument();
  // What both versions agree on reads the same on both sides.
  expect(within(choice).getAllByText('Food')).toHaveLength(2);

  await user.click(within(choice).getByRole('button', { name: 'Keep my change' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith('updated'));
  expect(update).toHaveBeenLastCalledWith(
    transaction._id,
    expect.objectContaining({ description: 'Weekly groceries' }),
    theirs.updatedAt,
  );
});

test('keeping the saved version closes the form without saving mine', async () => {
  const transaction = aTransaction({ description: 'Groceries', updatedAt: '2026-11-20T09:00:00.000Z' });
  const theirs = {
    ...transaction,
    description: 'Groceries at the market',
    updatedAt: '2026-11-21T10:00:00.000Z',
  };
  const update = jest
    .spyOn(transactionsApi, 'update')
    .mockRejectedValue(
      apiError(412, { message: 'This was changed elsewhere since you opened it.', current: theirs }),
    );
  const { user, dialog, submit, onSaved } = await openForm(transaction);
  await submit();
  const choice = await within(dialog).findByRole('group', { name: 'This transaction was changed elsewhere' });
  await user.click(within(choice).getByRole('button', { name: 'Keep saved version' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(update).toHaveBeenCalledTimes(1);
  expect(onSaved).not.toHaveBeenCalled();
});

describe('splits', () => {
  test('a split spreads the amount over parts, shows what is left to assign, and saves each part', async () => {
    const create = jest.spyOn(transactionsApi, 'create').mockResolvedValue(aTransaction());
    const form = await openForm();
    await enter(form.user, form.field('Title'), 'Supermarket');
    await enter(form.user, form.field('Amount'), '150.75');
    await choose(form.user, form.field('Category'), 'Split across categories');

    // The whole amount starts in the first part; the second is to fill in.
    expect(await within(form.dialog).findByRole('group', { name: 'Parts' })).toBeInTheDocument();
    expect(form.field('Amount of part 1')).toHaveValue('150.75');
    expect(within(form.dialog).getByRole('status')).toHaveTextContent('All assigned');
    await form.user.clear(form.field('Amount of part 1'));
    await enter(form.user, form.field('Amount of part 1'), '100.5');
    await waitFor(() =>
      expect(within(form.dialog).getByRole('status')).toHaveTextContent('€50.25 left to assign'),
    );
    await choose(form.user, form.field('Category of part 1'), 'Food');
    await enter(form.user, form.field('Notes of part 1'), 'Groceries');
    await enter(form.user, form.field('Tags of part 1'), 'Weekly,');
    await choose(form.user, form.field('Category of part 2'), 'Shopping');
    await enter(form.user, form.field('Amount of part 2'), '50.25');
    await waitFor(() => expect(within(form.dialog).getByRole('status')).toHaveTextContent('All assigned'));
    await form.submit();

    await waitFor(() => expect(form.onSaved).toHaveBeenCalledWith('created'));
    expect(create).toHaveBeenCalledWith(
      {
        type: 'Expense',
        description: 'Supermarket',
        amount: 150.75,
        category: 'Split',
        date: dayjs().format('YYYY-MM-DD'),
        notes: '',
        tags: [],
        splits: [
          { category: 'Food', amount: 100.5, notes: 'Groceries', tags: ['Weekly'] },
          { category: 'Shopping', amount: 50.25, notes: '', tags: [] },
        ],
      },
      expect.any(String),
    );
  });

  test('parts that miss the amount, or repeat a category, are refused with the reason and nothing is sent', async () => {
    const create = jest.spyOn(transactionsApi, 'create');
    const form = await openForm();
    await enter(form.user, form.field('Title'), 'Supermarket');
    await enter(form.user, form.field('Amount'), '100');
    await choose(form.user, form.field('Category'), 'Split across categories');
    await choose(form.user, await waitFor(() => form.field('Category of part 1')), 'Food');
    await choose(form.user, form.field('Category of part 2'), 'Food');
    await enter(form.user, form.field('Amount of part 2'), '20');
    await form.submit();

    expect(await within(form.dialog).findByText('The parts must add up to the amount.')).toBeInTheDocument();
    expect(within(form.dialog).getByText('Each part needs a category of its own.')).toBeInTheDocument();
    expect(within(form.dialog).getByRole('status')).toHaveTextContent('€20.00 over the amount');
    expect(create).not.toHaveBeenCalled();

    // A third part can be added and removed again; two parts cannot be removed.
    await form.user.click(within(form.dialog).getByRole('button', { name: 'Add part' }));
    expect(form.field('Category of part 3')).toBeInTheDocument();
    await form.user.click(within(form.dialog).getByRole('button', { name: 'Remove part 3' }));
    expect(within(form.dialog).queryByLabelText('Category of part 3')).not.toBeInTheDocument();
    expect(within(form.dialog).getByRole('button', { name: 'Remove part 2' })).toBeDisabled();
  });

  test('editing a split shows its parts, and choosing one category again drops them', async () => {
    const update = jest.spyOn(transactionsApi, 'update').mockResolvedValue(aTransaction());
    const split = aTransaction({
      amount: -90,
      category: 'Split',
      splits: [
        { category: 'Food', amount: -60, notes: 'Bread', tags: [] },
        { category: 'Healthcare', amount: -30, notes: '', tags: [] },
      ],
    });
    const form = await openForm(split);
    expect(form.field('Amount of part 1')).toHaveValue('60.00');
    expect(form.field('Notes of part 1')).toHaveValue('Bread');
    expect(within(form.dialog).getByRole('status')).toHaveTextContent('All assigned');

    await choose(form.user, form.field('Category'), 'Shopping');
    await waitFor(() =>
      expect(within(form.dialog).queryByRole('group', { name: 'Parts' })).not.toBeInTheDocument(),
    );
    await form.submit();
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledWith('updated'));
    expect(update).toHaveBeenCalledWith(
      split._id,
      expect.not.objectContaining({ splits: expect.anything() }),
      split.updatedAt,
    );
    expect(update.mock.calls[0]?.[1]).toMatchObject({ category: 'Shopping', amount: 90 });
  });
});

describe('tags', () => {
  test("offers the person's tags, takes a new one typed, and saves them with the transaction", async () => {
    jest
      .spyOn(transactionsApi, 'tags')
      .mockResolvedValue({ tags: [{ name: 'Holiday 2026', transactionCount: 4 }] });
    const create = jest.spyOn(transactionsApi, 'create').mockResolvedValue(aTransaction());
    const form = await openForm();
    await fillExpense(form, 'Hotel', '300', 'Travel');
    await choose(form.user, form.field('Tags'), 'Holiday 2026');
    await enter(form.user, form.field('Tags'), 'Lisbon,');
    expect(within(form.dialog).getByTitle('Lisbon')).toBeInTheDocument();
    await form.submit();

    await waitFor(() => expect(form.onSaved).toHaveBeenCalledWith('created'));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Hotel', tags: ['Holiday 2026', 'Lisbon'] }),
      expect.any(String),
    );
  });

  test('a tag with quotes is refused under the field, and nothing is sent', async () => {
    jest.spyOn(transactionsApi, 'tags').mockResolvedValue({ tags: [] });
    const create = jest.spyOn(transactionsApi, 'create');
    const form = await openForm();
    await fillExpense(form, 'Hotel', '300', 'Travel');
    await form.user.click(form.field('Tags'));
    await form.user.keyboard('"Best" trip{Enter}');
    await form.submit();
    await waitFor(() =>
      expect(form.field('Tags')).toHaveAccessibleDescription('A tag cannot hold quotes or commas.'),
    );
    expect(create).not.toHaveBeenCalled();
  });
});

describe("the person's categories", () => {
  const pets = aCategory({ name: 'Pets', icon: 'heart', color: '#db2777' });
  const bets = aCategory({ name: 'Bets', hidden: true });
  const tips = aCategory({ type: 'Income', name: 'Tips' });
  const withOwn = () =>
    jest.spyOn(categoriesApi, 'list').mockResolvedValue(aCategoryList([pets, bets, tips]));

  test('the picker offers their own categories of the type with their icon, never a hidden one', async () => {
    withOwn();
    const create = jest.spyOn(transactionsApi, 'create').mockResolvedValue(aTransaction());
    const form = await openForm();
    await form.user.click(form.field('Category'));
    await waitFor(() => expect(openOptions()).toContain('Pets'));
    expect(openOptions()).not.toContain('Bets');
    expect(openOptions()).not.toContain('Tips');
    expect(openOptions().at(-1)).toBe('Split across categories');
    const option = screen.getAllByTitle('Pets').at(-1)!;
    await waitFor(() =>
      expect(option.querySelector('[data-icon="heart"]')).toHaveStyle({ color: '#db2777' }),
    );
    await form.user.click(option);

    await enter(form.user, form.field('Title'), 'Vet');
    await enter(form.user, form.field('Amount'), '45');
    await form.submit();
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledWith('created'));
    expect(create.mock.calls[0]?.[0]).toMatchObject({ category: 'Pets', type: 'Expense' });
  });

  test('editing a transaction whose category is hidden keeps showing it, and still offers it', async () => {
    withOwn();
    const update = jest.spyOn(transactionsApi, 'update').mockResolvedValue(aTransaction());
    const transaction = aTransaction({ description: 'Poker night', category: 'Bets', amount: -20 });
    const form = await openForm(transaction);
    expect(await within(form.dialog).findByTitle('Bets')).toBeInTheDocument();
    await form.user.click(form.field('Category'));
    await waitFor(() => expect(openOptions()).toEqual(expect.arrayContaining(['Bets', 'Pets'])));
    await form.user.click(screen.getAllByTitle('Bets').at(-1)!);
    await form.submit();
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledWith('updated'));
    expect(update.mock.calls[0]?.[1]).toMatchObject({ category: 'Bets' });
  });

  test("a split's parts offer their own categories too", async () => {
    withOwn();
    const form = await openForm();
    await enter(form.user, form.field('Amount'), '50');
    await choose(form.user, form.field('Category'), 'Split across categories');
    await form.user.click(await within(form.dialog).findByLabelText('Category of part 1'));
    await waitFor(() => expect(openOptions()).toContain('Pets'));
    expect(openOptions()).not.toContain('Bets');
    expect(openOptions()).not.toContain('Split across categories');
  });

  test('while the categories load, the picker says so rather than offering nothing', async () => {
    const pending = deferred<ReturnType<typeof aCategoryList>>();
    jest.spyOn(categoriesApi, 'list').mockReturnValue(pending.promise);
    const form = await openForm();
    await form.user.click(form.field('Category'));
    expect(await screen.findByText('Loading categories...')).toBeInTheDocument();
    expect(openOptions()).toEqual([]);
    pending.resolve(aCategoryList([pets]));
    await waitFor(() => expect(openOptions()).toContain('Pets'));
  });
});
