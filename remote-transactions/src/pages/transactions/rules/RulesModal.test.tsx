// The rules dialog of the transactions screen: rules added, refused, moved and applied to existing rows with a
// preview and an undo; and the rule offered when a person recategorises a transaction no rule files.
import { act, screen, waitFor, within } from '@testing-library/react';
import { flushOutbox } from '@moneta/shared/query';
import type { Rule } from '@moneta/shared';
import {
  aCategory,
  aCategoryList,
  choose,
  enter,
  openOptions,
  signedInEachTest,
} from '@moneta/shared/testing';
import { categoriesApi } from '@moneta/shared/categories';
import { rulesApi } from '@moneta/shared/rules';
import { transactionsApi } from '@moneta/shared/transactions';
import { mockListCalls } from '../../../testing/mockApi';
import { aList, aTransaction, renderPage } from '../../../testing/renderPage';
import TransactionsPage from '../TransactionsPage';

signedInEachTest({ currency: 'EUR', language: 'en', theme: 'light' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const QUEUED = "Saved on this device: it will be sent once you're back online.";

const aRule = (overrides: Partial<Rule> = {}): Rule => ({
  id: 'rule-1',
  position: 0,
  match: 'contains',
  text: 'tesco',
  type: null,
  minAmount: null,
  maxAmount: null,
  accountIds: [],
  category: 'Food',
  addTags: ['Groceries'],
  rename: null,
  ...overrides,
});

async function openRules(rules: Rule[] = []) {
  mockListCalls();
  const list = jest.spyOn(rulesApi, 'list').mockResolvedValue({ rules });
  const view = renderPage(<TransactionsPage />);
  await view.user.click(await screen.findByRole('button', { name: 'Rules' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rules' });
  return { ...view, list, dialog };
}

test('adds a rule from the form, refusing an unsafe pattern first with the contract’s words', async () => {
  const create = jest.spyOn(rulesApi, 'create').mockResolvedValue(aRule());
  const { user, list, dialog } = await openRules();
  expect(await within(dialog).findByText('No rules yet')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
  const form = await screen.findByRole('dialog', { name: 'Add rule' });

  await choose(user, within(form).getByLabelText('When the title'), 'Matches the pattern');
  await enter(user, within(form).getByLabelText('Text to match'), 'a*b*c*d*');
  await choose(user, within(form).getByLabelText('Set category'), 'Food');
  await user.click(within(form).getByRole('button', { name: 'Add rule' }));
  await waitFor(() =>
    expect(within(form).getByLabelText('Text to match')).toHaveAccessibleDescription(
      'A pattern can repeat at most 3 times (*, +, ?, {n}), never a group in brackets, and cannot refer back to a group.',
    ),
  );
  expect(create).not.toHaveBeenCalled();

  await choose(user, within(form).getByLabelText('When the title'), 'Contains');
  await user.clear(within(form).getByLabelText('Text to match'));
  await enter(user, within(form).getByLabelText('Text to match'), 'tesco');
  list.mockResolvedValue({ rules: [aRule()] });
  await user.click(within(form).getByRole('button', { name: 'Add rule' }));

  await waitFor(() =>
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        match: 'contains',
        text: 'tesco',
        category: 'Food',
        type: null,
        rename: null,
      }),
      expect.stringMatching(UUID),
    ),
  );
  const back = await screen.findByRole('dialog', { name: 'Rules' });
  expect(await within(back).findByText('Title contains “tesco”')).toBeInTheDocument();
  expect(within(back).getByText('→ Category: Food · Tags: Groceries')).toBeInTheDocument();
});

test("the rule's category is one of the person's, of its type; a hidden one only on the rule that has it", async () => {
  jest
    .spyOn(categoriesApi, 'list')
    .mockResolvedValue(
      aCategoryList([
        aCategory({ name: 'Pets' }),
        aCategory({ name: 'Bets', hidden: true }),
        aCategory({ type: 'Income', name: 'Tips' }),
      ]),
    );
  const update = jest.spyOn(rulesApi, 'update').mockResolvedValue(aRule({ category: 'Bets' }));
  const { user, dialog } = await openRules([aRule({ text: 'poker', category: 'Bets', addTags: [] })]);
  await user.click(await within(dialog).findByRole('button', { name: 'Edit' }));
  const form = await screen.findByRole('dialog', { name: 'Edit rule' });
  expect(await within(form).findByTitle('Bets')).toBeInTheDocument();
  await user.click(within(form).getByLabelText('Set category'));
  await waitFor(() => expect(openOptions()).toEqual(expect.arrayContaining(['Tips', 'Pets', 'Bets'])));

  await choose(user, within(form).getByLabelText('Type'), 'Expense');
  await user.click(within(form).getByLabelText('Set category'));
  await waitFor(() => expect(openOptions()).not.toContain('Tips'));
  expect(openOptions()).toEqual(expect.arrayContaining(['Pets', 'Bets']));
  await user.click(within(form).getByRole('button', { name: 'Save rule' }));
  await waitFor(() =>
    expect(update).toHaveBeenCalledWith(
      'rule-1',
      expect.objectContaining({ type: 'Expense', category: 'Bets' }),
    ),
  );
});

test('a new rule is not offered a hidden category', async () => {
  jest
    .spyOn(categoriesApi, 'list')
    .mockResolvedValue(
      aCategoryList([aCategory({ name: 'Pets' }), aCategory({ name: 'Bets', hidden: true })]),
    );
  const { user, dialog } = await openRules();
  await user.click(await within(dialog).findByRole('button', { name: 'Add rule' }));
  const form = await screen.findByRole('dialog', { name: 'Add rule' });
  await user.click(within(form).getByLabelText('Set category'));
  await waitFor(() => expect(openOptions()).toContain('Pets'));
  expect(openOptions()).not.toContain('Bets');
});

test('moves a rule up: the new order is sent whole', async () => {
  const reorder = jest.spyOn(rulesApi, 'reorder').mockResolvedValue({ rules: [] });
  const { user, dialog } = await openRules([aRule(), aRule({ id: 'rule-2', position: 1, text: 'uber' })]);
  await user.click(await within(dialog).findByRole('button', { name: 'Move rule 2 up' }));
  await waitFor(() => expect(reorder).toHaveBeenCalledWith(['rule-2', 'rule-1']));
  expect(within(dialog).getByRole('button', { name: 'Move rule 1 up' })).toBeDisabled();
});

test('applies a rule to existing transactions after a preview, then undoes it', async () => {
  jest.spyOn(rulesApi, 'preview').mockResolvedValue({
    total: 2,
    changes: [
      {
        id: 't1',
        date: '2025-03-09',
        amount: -12.5,
        before: { description: 'tesco.com', category: 'Shopping', tags: [] },
        after: { description: 'tesco.com', category: 'Food', tags: ['Groceries'] },
      },
      {
        id: 't2',
        date: '2025-03-02',
        amount: -4,
        before: { description: 'Tesco Metro', category: 'Other Expense', tags: [] },
        after: { description: 'Tesco Metro', category: 'Food', tags: ['Groceries'] },
      },
    ],
  });
  const apply = jest
    .spyOn(rulesApi, 'apply')
    .mockResolvedValue({ id: 'app-1', ruleId: 'rule-1', changed: 2, appliedAt: '2025-03-10T10:00:00.000Z' });
  const undo = jest.spyOn(rulesApi, 'undo').mockResolvedValue({ restored: 1, keptEdited: 1 });
  const { user, dialog } = await openRules([aRule()]);
  await user.click(await within(dialog).findByRole('button', { name: 'Apply to existing' }));
  const applying = await screen.findByRole('dialog', { name: 'Apply to existing transactions' });

  expect(await within(applying).findByText('2 transactions will change.')).toBeInTheDocument();
  const rows = within(applying).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('tesco.com');
  expect(rows[1]).toHaveTextContent('Shopping → Food');
  expect(rows[2]).toHaveTextContent('Other Expense → Food');

  await user.click(within(applying).getByRole('button', { name: 'Apply to 2 transactions' }));
  expect(await within(applying).findByText('Rule applied to 2 transactions.')).toBeInTheDocument();
  expect(apply).toHaveBeenCalledWith('rule-1');
  await user.click(within(applying).getByRole('button', { name: 'Undo' }));
  expect(await within(applying).findByText('Put back 1 transaction.')).toBeInTheDocument();
  expect(within(applying).getByText('1 edited since was left as it is.')).toBeInTheDocument();
  expect(undo).toHaveBeenCalledWith('app-1');
});

test('recategorising a transaction no rule files offers a rule, made only on its click', async () => {
  const transaction = aTransaction({ description: 'Corner Deli', category: 'Shopping', amount: -9 });
  mockListCalls(aList([transaction]));
  jest.spyOn(transactionsApi, 'update').mockResolvedValue({ ...transaction, category: 'Food' });
  jest.spyOn(rulesApi, 'list').mockResolvedValue({ rules: [aRule()] });
  const create = jest.spyOn(rulesApi, 'create').mockResolvedValue(aRule({ text: 'Corner Deli' }));
  const { user } = renderPage(<TransactionsPage />);
  await user.click(await screen.findByRole('button', { name: 'Edit Corner Deli' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' });
  await choose(user, within(dialog).getByLabelText('Category'), 'Food');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByText('File “Corner Deli” as Food from now on?')).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Create rule' }));
  await waitFor(() =>
    expect(create).toHaveBeenCalledWith(
      { match: 'contains', text: 'Corner Deli', category: 'Food' },
      expect.stringMatching(UUID),
    ),
  );
  expect(await screen.findByText('Rule created')).toBeInTheDocument();
});

test('no rule is offered when a rule already files the transaction', async () => {
  const transaction = aTransaction({ description: 'TESCO Metro', category: 'Food', amount: -9 });
  mockListCalls(aList([transaction]));
  const update = jest
    .spyOn(transactionsApi, 'update')
    .mockResolvedValue({ ...transaction, category: 'Shopping' });
  jest.spyOn(rulesApi, 'list').mockResolvedValue({ rules: [aRule()] });
  const { user } = renderPage(<TransactionsPage />);
  await user.click(await screen.findByRole('button', { name: 'Edit TESCO Metro' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' });
  await choose(user, within(dialog).getByLabelText('Category'), 'Shopping');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Transaction updated')).toBeInTheDocument();
  expect(update).toHaveBeenCalled();
  await waitFor(() => expect(rulesApi.list).toHaveBeenCalled());
  expect(screen.queryByText(/from now on\?/)).not.toBeInTheDocument();
});

test('offline, a new rule is kept on the device, listed as not sent yet, and made once back online with its key', async () => {
  let online = false;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  const create = jest.spyOn(rulesApi, 'create').mockResolvedValue(aRule());
  const { user, dialog } = await openRules();
  await user.click(await within(dialog).findByRole('button', { name: 'Add rule' }));
  const form = await screen.findByRole('dialog', { name: 'Add rule' });
  await enter(user, within(form).getByLabelText('Text to match'), 'tesco');
  await choose(user, within(form).getByLabelText('Set category'), 'Food');
  await user.click(within(form).getByRole('button', { name: 'Add rule' }));

  expect(await screen.findByText(QUEUED)).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();
  const pending = await screen.findByRole('group', { name: 'New rule' });
  expect(pending).toHaveTextContent('tesco');

  await act(() => {
    online = true;
    return flushOutbox();
  });
  await waitFor(() =>
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'tesco', category: 'Food' }),
      expect.stringMatching(UUID),
    ),
  );
  await waitFor(() => expect(screen.queryByRole('group', { name: 'New rule' })).not.toBeInTheDocument());
});
