import { screen, waitFor } from '@testing-library/react';
import { remindersApi } from '@moneta/shared/reminders';
import { apiError, deferred, renderPage, signedInEachTest } from '@moneta/shared/testing';
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
