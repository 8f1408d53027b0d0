import { screen, waitFor, within } from '@testing-library/react';
import { BACKUP_FORMAT, preferencesAtom, store } from '@moneta/shared';
import { apiError, deferred, enter, renderPage, signedInEachTest } from '@moneta/shared/testing';
import { RestoreDataButton } from './RestoreDataButton';
import { authApi, settingsApi } from '@moneta/shared/account';
import { transactionsKeys } from '@moneta/shared/transactions';

const BACKUP = {
  format: BACKUP_FORMAT,
  version: 1,
  preferences: { currency: 'USD', language: 'en', theme: 'dark' },
  transactions: Array.from({ length: 12 }, (_, index) => ({ id: String(index) })),
  recurringRules: [{ id: 'r' }],
  imports: [],
  goals: [{ id: 'g1' }, { id: 'g2' }],
  goalContributions: [{ id: 'c1' }, { id: 'c2' }, { id: 'c3' }],
  budgets: [],
  reminders: [{ id: 'm1' }],
  reminderPreferences: { emails: true },
};
const COUNTS = {
  transactions: 12,
  recurringRules: 1,
  goals: 2,
  goalContributions: 3,
  budgets: 0,
  reminders: 1,
};

const jsonFile = (text: string, name = 'moneta-export-2026-05-01.json') =>
  new File([text], name, { type: 'application/json' });

function renderButton() {
  const view = renderPage(<RestoreDataButton />, { path: '/dashboard/settings' });
  const choose = (file: File) =>
    view.user.upload(view.container.querySelector('input[type="file"]') as HTMLInputElement, file);
  return { ...view, choose };
}

signedInEachTest({ currency: 'INR', language: 'en', theme: 'light' });

test('a backup shows what it holds, and Restore sends it, applies its preferences and refreshes the screens', async () => {
  const pending = deferred<Awaited<ReturnType<typeof settingsApi.restoreData>>>();
  const restoreData = jest.spyOn(settingsApi, 'restoreData').mockReturnValue(pending.promise);
  const { user, choose, queryClient } = renderButton();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  const text = JSON.stringify(BACKUP);

  expect(screen.getByRole('button', { name: 'Restore from a backup' })).toBeInTheDocument();
  await choose(jsonFile(text));
  const dialog = await screen.findByRole('dialog', { name: 'Restore from a backup?' });
  expect(dialog).toHaveTextContent(
    'This replaces your transactions, goals, budgets, reminders and preferences with those in moneta-export-2026-05-01.json.',
  );
  const held = within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(held).toEqual([
    '12 transactions',
    '1 recurring transaction',
    '2 goals',
    '3 contributions to goals',
    '0 budgets',
    '1 reminder',
  ]);

  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
  expect(restoreData).toHaveBeenCalledWith(text);
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: /Restore/ })).toHaveClass('ant-btn-loading'),
  );
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

  pending.resolve({ preferences: { currency: 'USD', language: 'en', theme: 'dark' }, counts: COUNTS });
  expect(await screen.findByText('Your data has been restored from the backup.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(store.get(preferencesAtom)).toMatchObject({ currency: 'USD', theme: 'dark' });
  expect(invalidate).toHaveBeenCalledWith({ queryKey: transactionsKeys.all });
});

test.each([
  ['not JSON', '{"format": "moneta-backup", '],
  ['JSON but no backup', '{"transactions": []}'],
])('a file that is %s is refused before anything is sent', async (_name, text) => {
  const restoreData = jest.spyOn(settingsApi, 'restoreData');
  const { choose } = renderButton();

  await choose(jsonFile(text, 'notes.json'));
  expect(
    await screen.findByText('This file is not a Moneta backup. Choose the file that Download my data saved.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(restoreData).not.toHaveBeenCalled();
});

test("the server's refusal shows in the dialog, and nothing is applied", async () => {
  jest
    .spyOn(settingsApi, 'restoreData')
    .mockRejectedValue(
      apiError(422, { message: 'Some records of the backup are not valid, so nothing was restored.' }),
    );
  const { user, choose } = renderButton();

  await choose(jsonFile(JSON.stringify(BACKUP)));
  const dialog = await screen.findByRole('dialog', { name: 'Restore from a backup?' });
  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
  expect(
    await within(dialog).findByText('Some records of the backup are not valid, so nothing was restored.'),
  ).toBeInTheDocument();
  expect(store.get(preferencesAtom)).toMatchObject({ currency: 'INR', theme: 'light' });

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('asks for the password when the server wants a fresh proof, then restores', async () => {
  const restoreData = jest
    .spyOn(settingsApi, 'restoreData')
    .mockRejectedValueOnce(apiError(403, { message: 'Please confirm your password to continue.' }))
    .mockResolvedValueOnce({
      preferences: { currency: 'USD', language: 'en', theme: 'dark' },
      counts: COUNTS,
    });
  const reauthenticate = jest.spyOn(authApi, 'reauthenticate').mockResolvedValue(undefined);
  const { user, choose } = renderButton();

  await choose(jsonFile(JSON.stringify(BACKUP)));
  const restoreDialog = await screen.findByRole('dialog', { name: 'Restore from a backup?' });
  await user.click(within(restoreDialog).getByRole('button', { name: 'Restore' }));
  // Under jsdom antd labels every dialog with the same id: the password's is found by its text.
  const passwordDialog = (
    await screen.findByText('For your security, enter your password again to make this change.')
  ).closest('[role="dialog"]') as HTMLElement;
  expect(passwordDialog).toHaveTextContent('Confirm your password');
  await enter(user, within(passwordDialog).getByLabelText('Password'), 'Secret1!');
  await user.click(within(passwordDialog).getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByText('Your data has been restored from the backup.')).toBeInTheDocument();
  expect(reauthenticate).toHaveBeenCalledWith({ password: 'Secret1!' });
  expect(restoreData).toHaveBeenCalledTimes(2);
});
