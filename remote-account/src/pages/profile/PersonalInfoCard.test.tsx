import { screen, waitFor, within } from '@testing-library/react';
import { store, userAtom } from '@moneta/shared';
import { apiError, enter, renderPage, signedInEachTest, TEST_USER } from '@moneta/shared/testing';
import ProfilePage from './ProfilePage';
import { authApi } from '@moneta/shared/account';

async function renderProfile() {
  const view = renderPage(<ProfilePage />, { path: '/dashboard/profile' });
  const card = (await screen.findByText('Personal Information')).closest('.ant-card') as HTMLElement;
  return { ...view, card };
}

signedInEachTest();

beforeEach(() => {
  jest.spyOn(authApi, 'getProfile').mockResolvedValue(TEST_USER);
});

test('fetches the profile on mount and shows it read-only', async () => {
  jest.spyOn(authApi, 'getProfile').mockResolvedValue({ ...TEST_USER, username: 'Ada King' });
  const { card } = await renderProfile();

  expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  expect(await within(card).findByText('Ada King')).toBeInTheDocument();
  expect(within(card).getByText(TEST_USER.email)).toBeInTheDocument();
  expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  expect(store.get(userAtom)?.username).toBe('Ada King');
});

test('Edit, then Save updates the profile and userAtom and returns to the read-only view', async () => {
  const updated = { ...TEST_USER, username: 'Grace Hopper', email: 'grace@example.com' };
  const fetch = jest.spyOn(authApi, 'getProfile');
  const update = jest.spyOn(authApi, 'updateProfile').mockImplementation(async () => {
    fetch.mockResolvedValue(updated);
    return updated;
  });
  const { user, card } = await renderProfile();
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  const username = within(card).getByLabelText('Username');
  expect(username).toHaveValue(TEST_USER.username);
  await user.clear(username);
  await enter(user, username, 'Grace Hopper');
  await user.clear(within(card).getByLabelText('Email'));
  await enter(user, within(card).getByLabelText('Email'), 'grace@example.com');
  await user.click(within(card).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  expect(update).toHaveBeenCalledWith({ username: 'Grace Hopper', email: 'grace@example.com' });
  expect(store.get(userAtom)).toMatchObject({ username: 'Grace Hopper', email: 'grace@example.com' });
  expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  expect(within(card).getByText('Grace Hopper')).toBeInTheDocument();
  // The update makes the cached profile stale: it is fetched again.
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  expect(within(card).getByText('Grace Hopper')).toBeInTheDocument();
});

test('a failed profile fetch shows the fallback text in a dismissible banner', async () => {
  jest.spyOn(authApi, 'getProfile').mockRejectedValue({});
  const { user, card } = await renderProfile();
  const alert = await within(card).findByRole('alert');
  expect(alert).toHaveTextContent('Failed to fetch profile');
  await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
});

test('Cancel discards the edits', async () => {
  const update = jest.spyOn(authApi, 'updateProfile');
  const { user, card } = await renderProfile();

  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  await enter(user, within(card).getByLabelText('Username'), ' Byron');
  await user.click(within(card).getByRole('button', { name: 'Cancel' }));

  expect(within(card).getByText(TEST_USER.username)).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  expect(within(card).getByLabelText('Username')).toHaveValue(TEST_USER.username);
  expect(update).not.toHaveBeenCalled();
});

test('shows the profile validation messages', async () => {
  const update = jest.spyOn(authApi, 'updateProfile');
  const { user, card } = await renderProfile();
  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  const username = within(card).getByLabelText('Username');
  const email = within(card).getByLabelText('Email');

  await user.clear(username);
  await user.clear(email);
  await user.click(within(card).getByRole('button', { name: 'Save' }));
  expect(await within(card).findByText('Username is required.')).toBeInTheDocument();
  expect(await within(card).findByText('Email is required.')).toBeInTheDocument();

  await enter(user, username, 'A1');
  await enter(user, email, 'not-an-email');
  expect(
    await within(card).findByText('Username should be at least 3 characters and contain only letters.'),
  ).toBeInTheDocument();
  expect(await within(card).findByText('Invalid email format.')).toBeInTheDocument();
  expect(update).not.toHaveBeenCalled();
});

test('a new address asks for the password when the server wants a fresh proof, then saves it as pending', async () => {
  const pending = { ...TEST_USER, pendingEmail: 'grace@example.com' };
  const update = jest
    .spyOn(authApi, 'updateProfile')
    .mockRejectedValueOnce(apiError(403, { message: 'Please confirm your password to continue.' }))
    .mockResolvedValueOnce(pending);
  const reauthenticate = jest
    .spyOn(authApi, 'reauthenticate')
    .mockRejectedValueOnce(
      apiError(400, {
        message: 'Password is incorrect',
        errors: [{ field: 'password', message: 'Password is incorrect' }],
      }),
    )
    .mockResolvedValueOnce(undefined);
  const { user, card } = await renderProfile();
  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  await user.clear(within(card).getByLabelText('Email'));
  await enter(user, within(card).getByLabelText('Email'), 'grace@example.com');
  await user.click(within(card).getByRole('button', { name: 'Save' }));

  const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
  await enter(user, within(dialog).getByLabelText('Password'), 'Wrong1!x');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(dialog).findByText('Password is incorrect')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('Password'));
  await enter(user, within(dialog).getByLabelText('Password'), 'Secret1!');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  expect(
    await screen.findByText('Check your new address: we sent it a link to confirm the change.'),
  ).toBeInTheDocument();
  expect(reauthenticate).toHaveBeenLastCalledWith({ password: 'Secret1!' });
  expect(update).toHaveBeenCalledTimes(2);
  expect(update).toHaveBeenLastCalledWith({ username: TEST_USER.username, email: 'grace@example.com' });
});

test('cancelling the password leaves the change unsaved, with the reason', async () => {
  jest
    .spyOn(authApi, 'updateProfile')
    .mockRejectedValue(apiError(403, { message: 'Please confirm your password to continue.' }));
  const { user, card } = await renderProfile();
  await user.click(within(card).getByRole('button', { name: 'Edit' }));
  await user.click(within(card).getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(await within(card).findByText('Please confirm your password to continue.')).toBeInTheDocument();
  expect(within(card).getByLabelText('Email')).toBeInTheDocument();
});

test('says what waits for verification and mails the link again', async () => {
  jest.spyOn(authApi, 'getProfile').mockResolvedValue({ ...TEST_USER, emailVerified: false });
  const resend = jest.spyOn(authApi, 'resendVerification').mockResolvedValue(undefined);
  const { user, card } = await renderProfile();
  expect(await within(card).findByText('Your e-mail address is not verified.')).toBeInTheDocument();
  expect(
    within(card).getByText('Reminder e-mails wait until you open the link we sent to your address.'),
  ).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Send the link again' }));
  expect(await screen.findByText('We sent you a link to verify your e-mail address.')).toBeInTheDocument();
  expect(resend).toHaveBeenCalledTimes(1);
});

test('shows a pending address, and the outcome of a verification link', async () => {
  jest.spyOn(authApi, 'getProfile').mockResolvedValue({ ...TEST_USER, pendingEmail: 'new@example.com' });
  renderPage(<ProfilePage />, { path: '/dashboard/profile?emailVerified=0' });
  expect(await screen.findByText('Waiting for verification: new@example.com')).toBeInTheDocument();
  expect(
    screen.getByText('This verification link is not valid: it has expired or was already used.'),
  ).toBeInTheDocument();
});

test('a failed save shows the server message, else the fallback text, and stays in edit mode', async () => {
  jest
    .spyOn(authApi, 'updateProfile')
    .mockRejectedValueOnce(apiError(422, { message: 'Invalid email format.' }))
    .mockRejectedValueOnce({});
  const { user, card } = await renderProfile();
  await user.click(within(card).getByRole('button', { name: 'Edit' }));

  await user.click(within(card).getByRole('button', { name: 'Save' }));
  expect(await within(card).findByText('Invalid email format.')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Save' }));
  expect(await within(card).findByText('Failed to update profile')).toBeInTheDocument();
  await waitFor(() => expect(within(card).getByLabelText('Username')).toBeInTheDocument());
  expect(store.get(userAtom)?.username).toBe(TEST_USER.username);
});
