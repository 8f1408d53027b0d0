// The categories dialog of the transactions screen: the person's categories listed by type and group, added,
// edited (a refusal kept on its field), hidden and merged into another after a confirmation.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Category } from '@moneta/shared';
import { MESSAGES } from '@moneta/shared/ui';
import { categoriesApi } from '@moneta/shared/categories';
import { flushOutbox } from '@moneta/shared/query';
import { aCategory, aCategoryList, apiError, choose, enter, signedInEachTest } from '@moneta/shared/testing';
import { mockListCalls } from '../../../testing/mockApi';
import { renderPage } from '../../../testing/renderPage';
import TransactionsPage from '../TransactionsPage';

signedInEachTest({ currency: 'EUR', language: 'en', theme: 'light' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const QUEUED = "Saved on this device: it will be sent once you're back online.";

const pets = aCategory({ name: 'Pets', icon: 'heart', color: '#db2777', group: 'Household' });
const garden = aCategory({ name: 'Garden', icon: 'home', group: 'Household' });
const lottery = aCategory({ type: 'Income', name: 'Lottery', icon: 'trophy', hidden: true });
const CATEGORIES = aCategoryList([pets, garden, lottery]).categories;
const named = (name: string) => CATEGORIES.find((category) => category.name === name)!;

async function openCategories(categories: Category[] = CATEGORIES) {
  mockListCalls();
  const list = jest.spyOn(categoriesApi, 'list').mockResolvedValue({ categories });
  const view = renderPage(<TransactionsPage />);
  await view.user.click(await screen.findByRole('button', { name: 'Categories' }));
  const dialog = await screen.findByRole('dialog', { name: 'Categories' });
  await within(dialog).findByRole('region', { name: 'Expenses' });
  return { ...view, list, dialog };
}

/** The list item of a category, by its name as shown. */
const itemOf = (dialog: HTMLElement, name: string) => {
  const item = within(dialog).getByText(name, { selector: 'span' }).closest('li');
  if (!item) throw new Error(`${name} is not listed`);
  return item;
};

test('lists the income and the expense categories, each group under its name, the hidden ones marked', async () => {
  const { dialog } = await openCategories();
  const income = within(dialog).getByRole('region', { name: 'Income' });
  const expenses = within(dialog).getByRole('region', { name: 'Expenses' });

  expect(
    within(income)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    expect.stringMatching(/^Salary/),
    expect.stringMatching(/^Freelance/),
    expect.stringMatching(/^Bonus/),
    expect.stringMatching(/^Investment/),
    expect.stringMatching(/^Other Income/),
    expect.stringMatching(/^LotteryHidden/),
  ]);
  expect(within(expenses).getAllByRole('listitem')).toHaveLength(13);
  expect(within(itemOf(dialog, 'Food')).queryByText('Hidden')).not.toBeInTheDocument();

  const household = within(expenses).getByRole('list', { name: 'Group: Household' });
  expect(
    within(household)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([expect.stringMatching(/^Pets/), expect.stringMatching(/^Garden/)]);
  // Each category shows its icon, in its colour; the icon is decorative, the name says it.
  const icon = await waitFor(() => {
    const drawn = itemOf(dialog, 'Pets').querySelector('[data-icon="heart"]');
    expect(drawn).not.toBeNull();
    return drawn as HTMLElement;
  });
  expect(icon).toHaveAttribute('aria-hidden', 'true');
  expect(icon).toHaveStyle({ color: '#db2777' });
  // The actions are told apart by the category they act on.
  expect(within(itemOf(dialog, 'Pets')).getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription(
    'Pets',
  );
});

test('adds a category with its type, colour, icon and group, sent once with its key', async () => {
  const create = jest.spyOn(categoriesApi, 'create').mockResolvedValue(aCategory({ name: 'Tutoring' }));
  const { user, dialog, list } = await openCategories();
  await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
  const form = await screen.findByRole('dialog', { name: 'Add category' });

  await user.click(within(form).getByRole('radio', { name: 'Income' }));
  await enter(user, within(form).getByLabelText('Name'), 'Tutoring');
  // The colours and icons are radio buttons named for a screen reader, in groups the arrow keys move through.
  expect(within(form).getByRole('radiogroup', { name: 'Colour' })).toBeInTheDocument();
  await user.click(within(form).getByRole('radio', { name: 'Orange' }));
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(within(form).getByRole('radio', { name: 'Green' })).toBeChecked();
  expect(within(form).getByRole('radio', { name: 'Green' })).toHaveFocus();
  await user.click(within(form).getByRole('radio', { name: 'Book' }));
  await enter(user, within(form).getByLabelText('Group (optional)'), 'Side jobs');
  list.mockResolvedValue(aCategoryList([pets, garden, lottery, aCategory({ name: 'Tutoring' })]));
  await user.click(within(form).getByRole('button', { name: 'Add category' }));

  await waitFor(() =>
    expect(create).toHaveBeenCalledWith(
      { type: 'Income', name: 'Tutoring', color: '#16a34a', icon: 'book', group: 'Side jobs' },
      expect.stringMatching(UUID),
    ),
  );
  expect(await screen.findByText('Category created')).toBeInTheDocument();
  expect(await screen.findByRole('dialog', { name: 'Categories' })).toBeInTheDocument();
});

test('a name the person already has is refused before anything is sent', async () => {
  const create = jest.spyOn(categoriesApi, 'create');
  const { user, dialog } = await openCategories();
  await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
  const form = await screen.findByRole('dialog', { name: 'Add category' });
  await enter(user, within(form).getByLabelText('Name'), 'food');
  await user.click(within(form).getByRole('button', { name: 'Add category' }));
  await waitFor(() =>
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(MESSAGES.categoryNameTaken),
  );
  expect(create).not.toHaveBeenCalled();
});

test('an edit the server refuses shows its words on the field, and keeps what was typed', async () => {
  const update = jest
    .spyOn(categoriesApi, 'update')
    .mockRejectedValueOnce(
      apiError(422, {
        message: MESSAGES.validationFailed,
        errors: [{ field: 'name', message: MESSAGES.categoryNameTaken }],
      }),
    )
    .mockResolvedValueOnce({ ...pets, name: 'Animals', color: '#0891b2' });
  const { user, dialog } = await openCategories();
  await user.click(within(itemOf(dialog, 'Pets')).getByRole('button', { name: 'Edit' }));
  const form = await screen.findByRole('dialog', { name: 'Edit category' });
  const name = within(form).getByLabelText('Name');
  expect(name).toHaveValue('Pets');
  // The type is for good: an edit does not ask for it.
  expect(within(form).queryByRole('radio', { name: 'Income' })).not.toBeInTheDocument();
  expect(within(form).getByRole('radio', { name: 'Pink' })).toBeChecked();

  await user.clear(name);
  await enter(user, name, 'Animals');
  await user.click(within(form).getByRole('radio', { name: 'Cyan' }));
  await user.click(within(form).getByRole('button', { name: 'Save category' }));

  await waitFor(() => expect(name).toHaveAccessibleDescription(MESSAGES.categoryNameTaken));
  expect(name).toHaveValue('Animals');
  expect(within(form).getByRole('radio', { name: 'Cyan' })).toBeChecked();
  expect(within(form).getByLabelText('Group (optional)')).toHaveValue('Household');

  await user.click(within(form).getByRole('button', { name: 'Save category' }));
  await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
  expect(update).toHaveBeenLastCalledWith(pets.id, {
    name: 'Animals',
    color: '#0891b2',
    icon: 'heart',
    group: 'Household',
    hidden: false,
  });
  expect(await screen.findByText('Category updated')).toBeInTheDocument();
});

test('hiding a category keeps its name; a default kept as shown keeps its own', async () => {
  const update = jest.spyOn(categoriesApi, 'update').mockImplementation(async (id, input) => ({
    ...pets,
    id,
    ...input,
  }));
  const { user, dialog } = await openCategories();
  await user.click(within(itemOf(dialog, 'Travel')).getByRole('button', { name: 'Edit' }));
  const form = await screen.findByRole('dialog', { name: 'Edit category' });
  const hidden = within(form).getByRole('switch', { name: 'Hidden' });
  expect(hidden).not.toBeChecked();
  await user.click(hidden);
  await user.click(within(form).getByRole('button', { name: 'Save category' }));

  const travel = named('Travel');
  await waitFor(() =>
    expect(update).toHaveBeenCalledWith(travel.id, {
      name: 'Travel',
      icon: travel.icon,
      color: travel.color,
      group: null,
      hidden: true,
    }),
  );
  expect(await screen.findByText('Category updated')).toBeInTheDocument();
});

test('merges a category into another of its type after a confirmation that says what moves', async () => {
  const merge = jest.spyOn(categoriesApi, 'merge').mockResolvedValue({
    category: { ...pets, name: 'Food' },
    moved: { transactions: 12, splits: 2, budgets: 1, rules: 3 },
  });
  const { user, dialog } = await openCategories();
  await user.click(within(itemOf(dialog, 'Pets')).getByRole('button', { name: 'Merge into…' }));
  const form = await screen.findByRole('dialog', { name: 'Merge category' });

  // Nothing chosen: the form says so, and nothing is asked or sent.
  await user.click(within(form).getByRole('button', { name: 'Merge…' }));
  expect(await within(form).findByText(MESSAGES.categoryMergeSelf)).toBeInTheDocument();

  // Only the other expense categories are offered.
  await user.click(within(form).getByLabelText('Merge into'));
  expect(screen.queryAllByTitle('Salary')).toHaveLength(0);
  expect(screen.queryAllByTitle('Pets')).toHaveLength(0);
  await choose(user, within(form).getByLabelText('Merge into'), 'Food');
  await user.click(within(form).getByRole('button', { name: 'Merge…' }));

  // The confirmation is a dialog of its own (found by its words: the test ids of antd's dialogs are all one).
  const warning = await screen.findByText(
    'Every transaction, split part, budget and rule filed under “Pets” moves to “Food”, and “Pets” is removed. This cannot be undone.',
  );
  const confirm = warning.closest<HTMLElement>('[role="dialog"]')!;
  expect(confirm).toHaveTextContent('Merge “Pets” into “Food”?');
  expect(merge).not.toHaveBeenCalled();
  await user.click(within(confirm).getByRole('button', { name: 'Merge' }));

  await waitFor(() => expect(merge).toHaveBeenCalledWith(pets.id, named('Food').id));
  const done = await screen.findByRole('dialog', { name: 'Categories' });
  expect(await within(done).findByText('Categories merged')).toBeInTheDocument();
  expect(within(done).getByText('“Pets” was merged into “Food”.')).toBeInTheDocument();
  expect(within(done).getByText('Transactions moved: 12')).toBeInTheDocument();
  expect(within(done).getByText('Split parts moved: 2')).toBeInTheDocument();
  expect(within(done).getByText('Budgets moved: 1')).toBeInTheDocument();
  expect(within(done).getByText('Rules moved: 3')).toBeInTheDocument();
});

test('a merge the server refuses says why on the field, and keeps the choice', async () => {
  jest.spyOn(categoriesApi, 'merge').mockRejectedValue(
    apiError(422, {
      message: MESSAGES.validationFailed,
      errors: [{ field: 'into', message: MESSAGES.categoryNotFound }],
    }),
  );
  const { user, dialog } = await openCategories();
  await user.click(within(itemOf(dialog, 'Garden')).getByRole('button', { name: 'Merge into…' }));
  const form = await screen.findByRole('dialog', { name: 'Merge category' });
  await choose(user, within(form).getByLabelText('Merge into'), 'Pets');
  await user.click(within(form).getByRole('button', { name: 'Merge…' }));
  const warning = await screen.findByText(/moves to “Pets”/);
  await user.click(
    within(warning.closest<HTMLElement>('[role="dialog"]')!).getByRole('button', { name: 'Merge' }),
  );

  await waitFor(() =>
    expect(within(form).getByLabelText('Merge into')).toHaveAccessibleDescription(MESSAGES.categoryNotFound),
  );
  expect(within(form).getByTitle('Pets')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Merge category' })).toBeInTheDocument();
});

/** Adds an income category named Tutoring, green, with the book icon. */
async function addTutoring(user: Awaited<ReturnType<typeof openCategories>>['user'], dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
  const form = await screen.findByRole('dialog', { name: 'Add category' });
  await user.click(within(form).getByRole('radio', { name: 'Income' }));
  await enter(user, within(form).getByLabelText('Name'), 'Tutoring');
  await user.click(within(form).getByRole('radio', { name: 'Green' }));
  await user.click(within(form).getByRole('radio', { name: 'Book' }));
  await user.click(within(form).getByRole('button', { name: 'Add category' }));
}

const TUTORING = { type: 'Income', name: 'Tutoring', color: '#16a34a', icon: 'book', group: null };

test('offline, a new category is kept on the device, listed as not sent yet, and added once back online with its key', async () => {
  let online = false;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  const create = jest.spyOn(categoriesApi, 'create').mockResolvedValue(aCategory({ name: 'Tutoring' }));
  const { user, dialog } = await openCategories();
  await addTutoring(user, dialog);

  expect(await screen.findByText(QUEUED)).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();
  const pending = await screen.findByRole('group', { name: 'New category' });
  expect(pending).toHaveTextContent('Tutoring');

  await act(() => {
    online = true;
    return flushOutbox();
  });
  await waitFor(() => expect(create).toHaveBeenCalledWith(TUTORING, expect.stringMatching(UUID)));
  await waitFor(() => expect(screen.queryByRole('group', { name: 'New category' })).not.toBeInTheDocument());
});

test('a new category refused once back online says why; Edit opens its form with its values, and a save replaces it', async () => {
  let online = false;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  const create = jest
    .spyOn(categoriesApi, 'create')
    .mockRejectedValueOnce(
      apiError(422, {
        message: MESSAGES.validationFailed,
        errors: [{ field: 'name', message: MESSAGES.categoryNameTaken }],
      }),
    )
    .mockResolvedValue(aCategory({ name: 'Tutoring lessons' }));
  const { user, dialog } = await openCategories();
  await addTutoring(user, dialog);
  await screen.findByRole('group', { name: 'New category' });
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await act(() => {
    online = true;
    return flushOutbox();
  });
  const refused = await screen.findByRole('group', { name: 'New category' });
  expect(await within(refused).findByText('Refused')).toBeInTheDocument();

  await user.click(within(refused).getByRole('button', { name: 'Edit' }));
  const form = await screen.findByRole('dialog', { name: 'Add category' });
  const name = within(form).getByLabelText('Name');
  expect(name).toHaveValue('Tutoring');
  expect(within(form).getByRole('radio', { name: 'Income' })).toBeChecked();
  expect(within(form).getByRole('radio', { name: 'Green' })).toBeChecked();
  expect(within(form).getByRole('radio', { name: 'Book' })).toBeChecked();
  await enter(user, name, ' lessons');
  await user.click(within(form).getByRole('button', { name: 'Add category' }));

  expect(await screen.findByText('Category created')).toBeInTheDocument();
  expect(create).toHaveBeenLastCalledWith(
    { ...TUTORING, name: 'Tutoring lessons' },
    expect.stringMatching(UUID),
  );
  const [[, firstKey] = [], [, secondKey] = []] = create.mock.calls;
  // The correction is a new request: the refused one's key stays with what it asked.
  expect(secondKey).not.toBe(firstKey);
  await waitFor(() => expect(screen.queryByLabelText('Changes not sent yet')).not.toBeInTheDocument());
});
