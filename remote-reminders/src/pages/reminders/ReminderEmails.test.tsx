import { screen, waitFor } from '@testing-library/react';
import { authApi, store, userAtom } from '@moneta/shared';
import { remindersApi } from '@moneta/shared/reminders';
import { apiError, deferred, renderPage, signedInEachTest, TEST_USER } from '@moneta/shared/testing';
import { PAGE_PATH } from '../../testing/reminders';
import { ReminderEmails } from './ReminderEmails';

signedInEachTest();

const show = () => {
  const onError = jest.fn();
  const onStart = jest.fn();
  return {
    ...renderPage(<ReminderEmails onStart={onStart} onError={onError} />, { path: PAGE_PATH }),
    onError,
    onStart,
  };
};

test('the switch shows the saved choice and saves a change', async () => {
  jest.spyOn(remindersApi, 'preferences').mockResolvedValue({ emails: true });
  const answer = deferred<{ emails: boolean }>();
  const save = jest.spyOn(remindersApi, 'setPreferences').mockReturnValue(answer.promise);
  const { user, onStart } = show();
  const toggle = await screen.findByRole('switch', { name: 'Email me each reminder' });
  await waitFor(() => expect(toggle).toBeChecked());

  await user.click(toggle);
  expect(save).toHaveBeenCalledWith({ emails: false });
  expect(onStart).toHaveBeenCalled();
  expect(toggle).not.toBeChecked();
  answer.resolve({ emails: false });
  await waitFor(() => expect(toggle).not.toBeChecked());
  await waitFor(() => expect(toggle).toBeEnabled());
});

test('a failed change puts the saved choice back and reports the failure', async () => {
  jest.spyOn(remindersApi, 'preferences').mockResolvedValue({ emails: false });
  jest.spyOn(remindersApi, 'setPreferences').mockRejectedValue(apiError(500));
  const { user, onError } = show();
  const toggle = await screen.findByRole('switch', { name: 'Email me each reminder' });
  await waitFor(() => expect(toggle).toBeEnabled());
  await user.click(toggle);
  await waitFor(() => expect(onError).toHaveBeenCalledWith('Failed to update reminder e-mails'));
  expect(toggle).not.toBeChecked();
});

test('an unverified address: says reminder e-mails wait for it, and mails the link again', async () => {
  jest.spyOn(remindersApi, 'preferences').mockResolvedValue({ emails: true });
  const resend = jest.spyOn(authApi, 'resendVerification').mockResolvedValue(undefined);
  store.set(userAtom, { ...TEST_USER, emailVerified: false });
  const { user } = show();
  expect(
    await screen.findByText('Reminder e-mails wait until you verify your e-mail address.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send the link again' }));
  expect(await screen.findByText('We sent you a link to verify your e-mail address.')).toBeInTheDocument();
  expect(resend).toHaveBeenCalledTimes(1);
});

test('a verified address: nothing waits', async () => {
  jest.spyOn(remindersApi, 'preferences').mockResolvedValue({ emails: true });
  show();
  await screen.findByRole('switch', { name: 'Email me each reminder' });
  expect(screen.queryByText('Reminder e-mails wait until you verify your e-mail address.')).toBeNull();
});
