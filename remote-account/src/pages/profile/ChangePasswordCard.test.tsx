import { act, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PREFERENCES, isAuthenticatedAtom, preferencesAtom, store, userAtom } from '@moneta/shared';
import { apiError, enter, MARKERS, renderPage, signedInEachTest, TEST_USER } from '@moneta/shared/testing';
import { PASSWORD_CHANGED_NOTICE_MS } from './ChangePasswordCard';
import ProfilePage from './ProfilePage';
import { authApi } from '@moneta/shared/account';

const CURRENT = 'OldPass1!';
const NEW = 'NewPass1!';

async function renderCard() {
  const view = renderPage(<ProfilePage />, { path: '/dashboard/profile', guarded: true });
  const card = (await screen.findByText('Change Password', { selector: '.ant-card-head-title' })).closest(
    '.ant-card',
  ) as HTMLElement;
  const fill = async (current: string, next: string, confirm: string) => {
    if (current) await enter(view.user, within(card).getByLabelText('Current Password'), current);
    if (next) await enter(view.user, within(card).getByLabelText('New Password'), next);
    if (confirm) await enter(view.user, within(card).getByLabelText('Confirm New Password'), confirm);
  };
  const submit = () => view.user.click(within(card).getByRole('button', { name: 'Change Password' }));
  return { ...view, card, fill, submit };
}

signedInEachTest({ currency: 'USD', language: 'en', theme: 'dark' });

beforeEach(() => {
  jest.spyOn(authApi, 'getProfile').mockResolvedValue(TEST_USER);
});

test('shows the required messages', async () => {
  const update = jest.spyOn(authApi, 'updatePassword');
  const { card, submit } = await renderCard();
  await submit();
  // antd validates each field on its own, so the three messages may show in different renders.
  expect(await within(card).findByText('Current password is required.')).toBeInTheDocument();
  expect(await within(card).findByText('New password is required.')).toBeInTheDocument();
  expect(await within(card).findByText('Please confirm your password.')).toBeInTheDocument();
  expect(update).not.toHaveBeenCalled();
});

test('shows the strength and match messages', async () => {
  const update = jest.spyOn(authApi, 'updatePassword');
  const { user, card, fill, submit } = await renderCard();
  await fill(CURRENT, 'weak', '');
  await submit();
  expect(
    await within(card).findByText(
      'Password must be 8+ chars, with uppercase, lowercase, digit & special char.',
    ),
  ).toBeInTheDocument();

  const next = within(card).getByLabelText('New Password');
  await user.clear(next);
  await enter(user, next, NEW);
  await enter(user, within(card).getByLabelText('Confirm New Password'), 'Different1!');
  expect(await within(card).findByText('Passwords do not match.')).toBeInTheDocument();
  await submit();
  expect(update).not.toHaveBeenCalled();
});

test('refuses the current password as the new one under its field, and sends nothing', async () => {
  const update = jest.spyOn(authApi, 'updatePassword');
  const { user, card, fill, submit } = await renderCard();
  await fill(CURRENT, CURRENT, CURRENT);
  await submit();
  const message = 'The new password must be different from your current password.';
  const next = within(card).getByLabelText('New Password');
  expect(await within(card).findByText(message)).toBeInTheDocument();
  expect(next).toHaveAttribute('aria-invalid', 'true');
  expect(update).not.toHaveBeenCalled();

  // Changing the current password instead clears the message from the new one.
  const current = within(card).getByLabelText('Current Password');
  await user.clear(current);
  await enter(user, current, 'OlderPass1!');
  await waitFor(() => expect(within(card).queryByText(message)).not.toBeInTheDocument());
});

test("accepts 'Passw0rd#' as the new password, as sign-up and reset do", async () => {
  const update = jest
    .spyOn(authApi, 'updatePassword')
    .mockRejectedValue(apiError(429, { message: 'Too many requests. Please wait before trying again.' }));
  const { card, fill, submit } = await renderCard();
  await fill(CURRENT, 'Passw0rd#', 'Passw0rd#');
  await submit();
  // The form let it through: the call is made (and answered with a failure, which keeps the user signed in).
  expect(
    await within(card).findByText('Too many requests. Please wait before trying again.'),
  ).toBeInTheDocument();
  expect(update).toHaveBeenCalledWith({
    currentPassword: CURRENT,
    newPassword: 'Passw0rd#',
    confirmPassword: 'Passw0rd#',
  });
  expect(
    within(card).queryByText('Password must be 8+ chars, with uppercase, lowercase, digit & special char.'),
  ).not.toBeInTheDocument();
});

test('success logs out locally, resets the preferences and goes to /', async () => {
  let finish: () => void = () => undefined;
  const update = jest
    .spyOn(authApi, 'updatePassword')
    .mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
  const { card, fill, submit } = await renderCard();
  await fill(CURRENT, NEW, NEW);
  await submit();

  expect(await within(card).findByRole('button', { name: /Changing\.\.\./ })).toBeInTheDocument();
  act(() => finish());
  expect(await screen.findByText('Password updated successfully. Please log in again.')).toBeInTheDocument();
  expect(
    await screen.findByText(MARKERS['/'], {}, { timeout: PASSWORD_CHANGED_NOTICE_MS + 2000 }),
  ).toBeInTheDocument();
  expect(update).toHaveBeenCalledWith({ currentPassword: CURRENT, newPassword: NEW, confirmPassword: NEW });
  expect(store.get(isAuthenticatedAtom)).toBe(false);
  expect(store.get(userAtom)).toBeNull();
  expect(store.get(preferencesAtom)).toEqual(DEFAULT_PREFERENCES);
});

test('a wrong current password shows on the Current Password field', async () => {
  jest.spyOn(authApi, 'updatePassword').mockRejectedValue(
    apiError(400, {
      message: 'Current password is incorrect',
      errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    }),
  );
  const { card, fill, submit } = await renderCard();
  await fill('Wrong1!x', NEW, NEW);
  await submit();

  const field = within(card).getByLabelText('Current Password');
  expect(await within(card).findByText('Current password is incorrect')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(within(card).getAllByText('Current password is incorrect')).toHaveLength(1);
  expect(store.get(isAuthenticatedAtom)).toBe(true);
});

test("other failures show the server message, else the form's messages", async () => {
  jest
    .spyOn(authApi, 'updatePassword')
    .mockRejectedValueOnce(apiError(429, { message: 'Too many requests. Please wait before trying again.' }))
    .mockRejectedValueOnce({});
  const { card, fill, submit } = await renderCard();
  await fill(CURRENT, NEW, NEW);
  await submit();
  expect(
    await within(card).findByText('Too many requests. Please wait before trying again.'),
  ).toBeInTheDocument();
  await submit();
  expect(await within(card).findByText('Password update failed. Please try again.')).toBeInTheDocument();
  expect(store.get(isAuthenticatedAtom)).toBe(true);
});
