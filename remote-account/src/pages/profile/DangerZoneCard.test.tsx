import { screen, waitFor, within } from '@testing-library/react';
import { isAuthenticatedAtom, store } from '@moneta/shared';
import { apiError, enter, MARKERS, renderPage, signedInEachTest, TEST_USER } from '@moneta/shared/testing';
import ProfilePage from './ProfilePage';
import { authApi } from '@moneta/shared/account';

async function openModal() {
  const view = renderPage(<ProfilePage />, { path: '/dashboard/profile', guarded: true });
  await view.user.click(await screen.findByRole('button', { name: 'Delete My Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete My Account' });
  const confirm = () => view.user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
  return { ...view, dialog, confirm };
}

signedInEachTest();

beforeEach(() => {
  jest.spyOn(authApi, 'getProfile').mockResolvedValue(TEST_USER);
});

test('the Danger Zone opens a modal that asks for the password and the word DELETE', async () => {
  const deleteAccount = jest.spyOn(authApi, 'deleteAccount');
  const { user, dialog, confirm } = await openModal();

  expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Type DELETE to confirm')).toBeInTheDocument();
  await confirm();
  expect(await within(dialog).findByText('Password is required to delete account.')).toBeInTheDocument();
  expect(await within(dialog).findByText('Please type "DELETE" to confirm.')).toBeInTheDocument();

  await enter(user, within(dialog).getByLabelText('Password'), 'secret');
  await enter(user, within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
  await confirm();
  expect(await within(dialog).findByText('Please type "DELETE" to confirm.')).toBeInTheDocument();
  expect(deleteAccount).not.toHaveBeenCalled();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('success deletes the account, logs out locally and goes to /', async () => {
  const deleteAccount = jest.spyOn(authApi, 'deleteAccount').mockResolvedValue();
  const { user, dialog, confirm } = await openModal();
  await enter(user, within(dialog).getByLabelText('Password'), 'MyPass1!');
  await enter(user, within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
  await confirm();

  expect(await screen.findByText(MARKERS['/'])).toBeInTheDocument();
  expect(deleteAccount).toHaveBeenCalledWith({ password: 'MyPass1!', confirmDeletion: 'DELETE' });
  expect(store.get(isAuthenticatedAtom)).toBe(false);
});

test("a failure shows the server message, else the form's messages, inside the modal", async () => {
  jest
    .spyOn(authApi, 'deleteAccount')
    .mockRejectedValueOnce(
      apiError(400, {
        message: 'Password is incorrect',
        errors: [{ field: 'password', message: 'Password is incorrect' }],
      }),
    )
    .mockRejectedValueOnce({});
  const { user, dialog, confirm } = await openModal();
  await enter(user, within(dialog).getByLabelText('Password'), 'Wrong1!x');
  await enter(user, within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');

  await confirm();
  expect(await within(dialog).findByText('Password is incorrect')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

  await confirm();
  expect(await within(dialog).findByText('Account deletion failed. Please try again.')).toBeInTheDocument();
  expect(store.get(isAuthenticatedAtom)).toBe(true);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});
