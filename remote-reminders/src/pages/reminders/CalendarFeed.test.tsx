import { screen, waitFor, within } from '@testing-library/react';
import { remindersApi } from '@moneta/shared/reminders';
import { apiError, renderPage, signedInEachTest } from '@moneta/shared/testing';
import { PAGE_PATH } from '../../testing/reminders';
import { CalendarFeed } from './CalendarFeed';

signedInEachTest();

const FIRST = 'http://localhost/api/reminders/calendar.ics?token=first';
const SECOND = 'http://localhost/api/reminders/calendar.ics?token=second';

const show = () => {
  const onError = jest.fn();
  const view = renderPage(<CalendarFeed onStart={jest.fn()} onError={onError} />, { path: PAGE_PATH });
  return {
    ...view,
    onError,
    panel: screen.getByText('Subscribe in your calendar app').closest<HTMLElement>('.ant-card')!,
  };
};

async function confirm(user: ReturnType<typeof show>['user'], button: string, question: string) {
  await user.click(screen.getByRole('button', { name: button }));
  const popup = await screen.findByRole('tooltip');
  expect(within(popup).getByText(question)).toBeInTheDocument();
  await user.click(within(popup).getByRole('button', { name: button }));
}

test('off: one button turns it on and shows the address with a copy button', async () => {
  jest.spyOn(remindersApi, 'feed').mockResolvedValue({ url: null });
  const renew = jest.spyOn(remindersApi, 'renewFeed').mockResolvedValue({ url: FIRST });
  const { user, panel } = show();
  await user.click(await within(panel).findByRole('button', { name: 'Get the link' }));
  expect(renew).toHaveBeenCalled();
  expect(await within(panel).findByText(FIRST)).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
});

test('Regenerate, after saying the old link stops working, shows the new address', async () => {
  jest.spyOn(remindersApi, 'feed').mockResolvedValue({ url: FIRST });
  const renew = jest.spyOn(remindersApi, 'renewFeed').mockResolvedValue({ url: SECOND });
  const { user, panel } = show();
  expect(await within(panel).findByText(FIRST)).toBeInTheDocument();
  await confirm(user, 'Regenerate', 'The old link stops working.');
  expect(renew).toHaveBeenCalled();
  expect(await within(panel).findByText(SECOND)).toBeInTheDocument();
});

test('Turn off, after a confirm, removes the address', async () => {
  jest.spyOn(remindersApi, 'feed').mockResolvedValue({ url: FIRST });
  const remove = jest.spyOn(remindersApi, 'removeFeed').mockResolvedValue();
  const { user, panel } = show();
  await within(panel).findByText(FIRST);
  await confirm(user, 'Turn off', 'Calendar apps subscribed to it stop showing your reminders.');
  expect(remove).toHaveBeenCalled();
  expect(await within(panel).findByRole('button', { name: 'Get the link' })).toBeInTheDocument();
  expect(within(panel).queryByText(FIRST)).not.toBeInTheDocument();
});

test('a failure is reported to the screen', async () => {
  jest.spyOn(remindersApi, 'feed').mockResolvedValue({ url: null });
  jest.spyOn(remindersApi, 'renewFeed').mockRejectedValue(apiError(500));
  const { user, panel, onError } = show();
  await user.click(await within(panel).findByRole('button', { name: 'Get the link' }));
  await waitFor(() => expect(onError).toHaveBeenCalledWith('Failed to update the calendar feed'));
});
