import { screen, waitFor, within } from '@testing-library/react';
import { calendarLinkApi } from '@moneta/shared/reminders';
import { useLocation } from '@moneta/shared/router';
import { apiError, renderPage, signedInEachTest } from '@moneta/shared/testing';
import { mockScreen, PAGE_PATH, TODAY } from '../../testing/reminders';
import { leaveFor } from './navigation';
import RemindersPage from './RemindersPage';

// jsdom cannot leave the page: the navigation to the consent page is checked as a call.
jest.mock('./navigation');

signedInEachTest(undefined, TODAY);
afterEach(() => jest.mocked(leaveFor).mockReset());

/** The address bar, as the page leaves it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

const show = (path = PAGE_PATH) =>
  renderPage(
    <>
      <RemindersPage />
      <Address />
    </>,
    { path },
  );

test("Connect Google Calendar asks the server for the service's page and goes there", async () => {
  mockScreen();
  const start = jest
    .spyOn(calendarLinkApi, 'start')
    .mockResolvedValue({ url: 'https://accounts.example/auth?x=1' });
  const { user } = show();
  await user.click(await screen.findByRole('button', { name: 'Connect Google Calendar' }));
  expect(start).toHaveBeenCalled();
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://accounts.example/auth?x=1'));
});

test("a refused connect shows the server's reason in the red alert", async () => {
  mockScreen();
  jest
    .spyOn(calendarLinkApi, 'start')
    .mockRejectedValue(apiError(503, { message: 'Calendar integration is not set up on this server.' }));
  const { user } = show();
  await user.click(await screen.findByRole('button', { name: 'Connect Google Calendar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Calendar integration is not set up on this server.',
  );
  expect(leaveFor).not.toHaveBeenCalled();
});

test('without a calendar service on the server, the button is off and says why', async () => {
  mockScreen({ link: { configured: false, linked: false } });
  show();
  const button = await screen.findByRole('button', { name: 'Connect Google Calendar' });
  await waitFor(() => expect(button).toBeDisabled());
  expect(button).toHaveAccessibleDescription('Calendar integration is not set up on this server.');
});

test('linked: says so, and Disconnect (after a confirm) unlinks it', async () => {
  const { status } = mockScreen({ link: { configured: true, linked: true } });
  const unlink = jest.spyOn(calendarLinkApi, 'unlink').mockResolvedValue();
  const { user } = show();
  expect(await screen.findByText('Connected to Google Calendar')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Connect Google Calendar' })).not.toBeInTheDocument();

  status.mockResolvedValue({ configured: true, linked: false });
  await user.click(screen.getByRole('button', { name: 'Disconnect' }));
  const confirm = await screen.findByRole('tooltip');
  expect(within(confirm).getByText('Disconnect Google Calendar?')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
  expect(unlink).toHaveBeenCalled();
  expect(await screen.findByRole('button', { name: 'Connect Google Calendar' })).toBeInTheDocument();
});

test('back from the service with googleConnected=true: the success alert, once', async () => {
  mockScreen({ link: { configured: true, linked: true } });
  const { user } = show(`${PAGE_PATH}?googleConnected=true`);
  expect(await screen.findByText('Google Calendar connected successfully!')).toBeInTheDocument();
  // The parameter leaves the address, so a reload does not say it again.
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/dashboard\/reminders$/),
  );
  expect(screen.getByText('Google Calendar connected successfully!')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  await waitFor(() =>
    expect(screen.queryByText('Google Calendar connected successfully!')).not.toBeInTheDocument(),
  );
});

test('back from the service with googleConnected=false: the red alert', async () => {
  mockScreen();
  show(`${PAGE_PATH}?googleConnected=false&keep=1`);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to connect Google Calendar.');
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      /^\/dashboard\/reminders\?keep=1$/,
    ),
  );
  expect(screen.queryByText('Google Calendar connected successfully!')).not.toBeInTheDocument();
});
