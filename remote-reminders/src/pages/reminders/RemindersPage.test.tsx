import { act, screen, waitFor, within } from '@testing-library/react';
import { remindersApi, type CalendarLinkStatus, type Reminder } from '@moneta/shared/reminders';
import {
  apiError,
  choose,
  deferred,
  enter,
  renderPage,
  signedInEachTest,
  signIn,
} from '@moneta/shared/testing';
import { createQueryClient } from '@moneta/shared/query';
import { aReminder, mockScreen, PAGE_PATH, TODAY } from '../../testing/reminders';
import RemindersPage from './RemindersPage';
import { withOffset } from './time';

signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' }, TODAY);

const show = () => renderPage(<RemindersPage />, { path: PAGE_PATH });
const at = (day: number, hour = 9, minute = 30) => new Date(2025, 5, day, hour, minute);
// FullCalendar keeps each event hidden until it has measured where it goes, which jsdom never lets it do, so an
// event has no accessible name here: it is found by its title (the e2e tests find it by role in a real browser).
const asEvent = (title: HTMLElement) => title.closest<HTMLElement>('[role="button"]')!;
const event = async (title: string) => asEvent(await screen.findByText(title));
const events = (title: RegExp, scope: Pick<typeof screen, 'queryAllByText'> = screen) =>
  scope.queryAllByText(title).map(asEvent);

async function openAdd(day = 'June 20, 2025') {
  const view = show();
  await view.user.click(await screen.findByRole('link', { name: `Add a reminder on ${day}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Reminder' });
  const save = () => view.user.click(within(dialog).getByRole('button', { name: 'Save Reminder' }));
  return { ...view, dialog, save };
}

/**
 * The Confirm Delete modal, over the details. Under test antd gives every modal the same title id, so the
 * second one open is named after the first: it is found by its question instead.
 */
const confirmDialog = async () =>
  (await screen.findByText('Are you sure you want to delete this reminder?')).closest<HTMLElement>(
    '[role="dialog"]',
  )!;

async function openDetails(reminder: Reminder) {
  const view = show();
  await view.user.click(await event(reminder.title));
  return { ...view, details: await screen.findByRole('dialog', { name: 'Reminder Details' }) };
}

test("shows the header and hint, 'Loading reminders...' while the month is asked for, then its reminders", async () => {
  const answer = deferred<Reminder[]>();
  const { list } = mockScreen();
  list.mockReturnValue(answer.promise);
  show();

  expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
  expect(
    screen.getByText('Click a date to add a reminder, click on an event to edit/delete'),
  ).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'June 2025' })).toBeInTheDocument();
  expect(await screen.findByText('Loading reminders...')).toBeInTheDocument();
  const calendar = screen.getByRole('table', { name: 'June 2025' }).closest('.ant-card');
  expect(calendar).toHaveAttribute('aria-busy', 'true');

  // Only the six weeks on show, from the Sunday before the 1st, with the browser's offset.
  expect(list).toHaveBeenCalledWith({
    from: withOffset(new Date(2025, 5, 1)),
    to: withOffset(new Date(2025, 6, 13)),
  });
  act(() => answer.resolve([aReminder({ title: 'Pay rent', date: at(20).toISOString() })]));
  expect(await event('Pay rent')).toHaveTextContent(/9:30\s?AM/);
  await waitFor(() => expect(screen.queryByText('Loading reminders...')).not.toBeInTheDocument());
  expect(calendar).toHaveAttribute('aria-busy', 'false');
});

test("shows the heading at once and the rest once the calendar link's state is known, so nothing moves", async () => {
  const answer = deferred<CalendarLinkStatus>();
  mockScreen().status.mockReturnValue(answer.promise);
  show();

  expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
  expect(screen.getByText('Loading reminders...')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Connect Google Calendar' })).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  act(() => answer.resolve({ configured: false, linked: false }));
  expect(await screen.findByText('Calendar integration is not set up on this server.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Connect Google Calendar' })).toBeDisabled();
  expect(screen.getByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
});

test('offline, the screen does not wait for the calendar link', async () => {
  const { status } = mockScreen();
  // A mounted client listens for the browser's offline event, as the app's always is.
  const listening = createQueryClient();
  listening.mount();
  act(() => void window.dispatchEvent(new Event('offline')));
  try {
    show();
    expect(await screen.findByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'June 2025' })).toBeInTheDocument();
    expect(status).not.toHaveBeenCalled();
  } finally {
    act(() => void window.dispatchEvent(new Event('online')));
    listening.unmount();
  }
});

test('moving to the next month asks for that window only', async () => {
  const { list } = mockScreen();
  const { user } = show();
  await user.click(await screen.findByRole('button', { name: 'Next Month' }));
  expect(await screen.findByRole('table', { name: 'July 2025' })).toBeInTheDocument();
  await waitFor(() =>
    expect(list).toHaveBeenLastCalledWith({
      from: withOffset(new Date(2025, 5, 29)),
      to: withOffset(new Date(2025, 7, 10)),
    }),
  );
});

test('a day shows at most 3 reminders, then a "+1 more" link opening a popover with all of them', async () => {
  mockScreen({
    reminders: [1, 2, 3, 4].map((n) => aReminder({ title: `Bill ${n}`, date: at(18, 8 + n).toISOString() })),
  });
  const { user } = show();
  expect(await event('Bill 1')).toBeInTheDocument();
  expect(events(/^Bill/)).toHaveLength(3);

  await user.click(screen.getByText('+1 more'));
  const popover = await screen.findByRole('dialog', { name: /June 18, 2025/ });
  expect(events(/^Bill/, within(popover))).toHaveLength(4);
});

/** A phone-sized screen for the rest of the test: antd's xs breakpoint matches. */
function onPhone() {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

test('a phone shows the month as a list, each reminder with its whole title, and can switch to the grid', async () => {
  onPhone();
  mockScreen({
    reminders: [
      aReminder({ title: 'Renew the car insurance policy', date: at(18, 9).toISOString() }),
      aReminder({ title: 'Pay rent', date: at(20).toISOString() }),
    ],
  });
  const { user } = show();
  const views = await screen.findByRole('tablist', { name: 'Change view' });
  expect(within(views).getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
  expect(within(views).getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'false');
  expect(await screen.findByText('Renew the car insurance policy')).toBeVisible();
  expect(screen.getByText('Pay rent')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'June 2025' })).not.toBeInTheDocument();

  // A reminder in the list opens its details, as on the grid.
  await user.click(screen.getByText('Pay rent'));
  expect(await screen.findByRole('dialog', { name: 'Reminder Details' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));

  await user.click(within(views).getByRole('tab', { name: 'Month' }));
  expect(await screen.findByRole('table', { name: 'June 2025' })).toBeInTheDocument();
  expect(within(views).getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
});

test("an empty month in the list says so in the user's language", async () => {
  onPhone();
  signIn({ currency: 'EUR', language: 'de', theme: 'light' });
  mockScreen();
  show();
  expect(await screen.findByText('Keine Erinnerungen in diesem Monat')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Liste' })).toHaveAttribute('aria-selected', 'true');
});

test('a wide screen starts on the month grid; a title cut short there shows whole on hover', async () => {
  mockScreen({
    reminders: [aReminder({ title: 'Renew the car insurance policy', date: at(18).toISOString() })],
  });
  show();
  expect(await screen.findByRole('table', { name: 'June 2025' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
  expect(await event('Renew the car insurance policy')).toHaveAttribute(
    'title',
    'Renew the car insurance policy',
  );
});

test('a repeating reminder shows on each of its dates in the month', async () => {
  mockScreen({
    reminders: [
      aReminder({ title: 'Gym fee', date: new Date(2025, 4, 7, 7).toISOString(), repeat: 'weekly' }),
    ],
  });
  show();
  await screen.findAllByText('Gym fee');
  const days = events(/^Gym fee$/).map((button) => button.closest('[data-date]')?.getAttribute('data-date'));
  expect(days).toEqual(['2025-06-04', '2025-06-11', '2025-06-18', '2025-06-25', '2025-07-02', '2025-07-09']);
});

test('clicking a date opens Add Reminder for it; saving sends the day and time with the offset', async () => {
  const { list } = mockScreen();
  const created = aReminder({ title: 'Pay electricity', date: at(20, 14, 5).toISOString() });
  const create = jest.spyOn(remindersApi, 'create').mockResolvedValue(created);
  const { user, dialog, save } = await openAdd();

  expect(within(dialog).getByText('For: Jun 20, 2025')).toBeInTheDocument();
  const title = within(dialog).getByLabelText('Reminder Title');
  expect(title).toHaveValue('');
  expect(title).toHaveAttribute('placeholder', 'e.g. Pay electricity bill');
  expect(within(dialog).getByLabelText('Hour')).toHaveDisplayValue('');
  expect(within(dialog).getByLabelText('Minute')).toHaveDisplayValue('');
  expect(within(dialog).getByTitle('AM')).toBeInTheDocument();
  expect(within(dialog).getByTitle('Does not repeat')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

  await enter(user, title, '  Pay electricity ');
  await enter(user, within(dialog).getByLabelText('Hour'), '2');
  await enter(user, within(dialog).getByLabelText('Minute'), '5');
  await choose(user, within(dialog).getByLabelText('AM/PM'), 'PM');
  await choose(user, within(dialog).getByLabelText('Repeat'), 'Monthly');
  list.mockResolvedValue([created]);
  await save();

  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Reminder' })).not.toBeInTheDocument());
  expect(create).toHaveBeenCalledWith(
    { title: 'Pay electricity', date: withOffset(at(20, 14, 5)), description: '', repeat: 'monthly' },
    expect.stringMatching(/^[0-9a-f-]{36}$/),
  );
  expect(await screen.findByText('Reminder created successfully')).toBeInTheDocument();
  expect(await event('Pay electricity')).toBeInTheDocument();
});

test("a click on a day's empty part adds a reminder on that day; one on a reminder opens the reminder", async () => {
  const gym = aReminder({ title: 'Gym fee', date: at(18).toISOString() });
  mockScreen().list.mockResolvedValue([gym]);
  const { user } = show();
  const reminder = await event('Gym fee');
  const day = reminder.closest<HTMLElement>('[role="cell"]')!;

  await user.click(reminder);
  expect(await screen.findByRole('dialog', { name: 'Reminder Details' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Add Reminder' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(day);
  const dialog = await screen.findByRole('dialog', { name: 'Add Reminder' });
  expect(within(dialog).getByText('For: Jun 18, 2025')).toBeInTheDocument();
});

test('without a time the reminder is at midnight; the save button is off while saving', async () => {
  mockScreen();
  const answer = deferred<Reminder>();
  const create = jest.spyOn(remindersApi, 'create').mockReturnValue(answer.promise);
  const { user, dialog, save } = await openAdd();
  await enter(user, within(dialog).getByLabelText('Reminder Title'), 'Renew insurance');
  await save();
  expect(create).toHaveBeenCalledWith(
    expect.objectContaining({ date: withOffset(at(20, 0, 0)) }),
    expect.any(String),
  );
  await waitFor(() => expect(within(dialog).getByRole('button', { name: /Save Reminder/ })).toBeDisabled());
  act(() => answer.resolve(aReminder()));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Reminder' })).not.toBeInTheDocument());
});

test('a blank title silently does nothing: no request, the modal stays', async () => {
  mockScreen();
  const create = jest.spyOn(remindersApi, 'create');
  const { user, dialog, save } = await openAdd();
  await enter(user, within(dialog).getByLabelText('Reminder Title'), '   ');
  await save();
  expect(create).not.toHaveBeenCalled();
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Add Reminder' })).toBeInTheDocument();
});

test('a failed save keeps the modal open with the reason; the retry sends the same Idempotency-Key', async () => {
  mockScreen();
  const create = jest
    .spyOn(remindersApi, 'create')
    .mockRejectedValueOnce(apiError(422, { message: 'Cannot set reminders for past dates.' }))
    .mockResolvedValue(aReminder());
  const { user, dialog, save } = await openAdd();
  await enter(user, within(dialog).getByLabelText('Reminder Title'), 'Pay rent');
  await save();
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Cannot set reminders for past dates.');
  await save();
  await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
  expect(create.mock.calls[1]![1]).toBe(create.mock.calls[0]![1]);
});

test("clicking a date before today shows 'Cannot set reminders for past dates.' and opens nothing", async () => {
  mockScreen();
  const { user } = show();
  await user.click(await screen.findByRole('link', { name: 'Add a reminder on June 14, 2025' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Cannot set reminders for past dates.');
  expect(screen.queryByRole('dialog', { name: 'Add Reminder' })).not.toBeInTheDocument();

  // Today itself is open; a save that starts clears the alert.
  jest.spyOn(remindersApi, 'create').mockResolvedValue(aReminder());
  await user.click(screen.getByRole('link', { name: 'Add a reminder on June 15, 2025' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Reminder' });
  await enter(user, within(dialog).getByLabelText('Reminder Title'), 'Pay rent');
  await user.click(within(dialog).getByRole('button', { name: 'Save Reminder' }));
  await waitFor(() =>
    expect(screen.queryByText('Cannot set reminders for past dates.')).not.toBeInTheDocument(),
  );
});

test('Cancel closes the modal and the next opening starts from an empty form', async () => {
  mockScreen();
  const { user, dialog } = await openAdd();
  await enter(user, within(dialog).getByLabelText('Reminder Title'), 'Half-typed');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Reminder' })).not.toBeInTheDocument());
  await user.click(screen.getByRole('link', { name: 'Add a reminder on June 21, 2025' }));
  const again = await screen.findByRole('dialog', { name: 'Add Reminder' });
  expect(within(again).getByText('For: Jun 21, 2025')).toBeInTheDocument();
  expect(within(again).getByLabelText('Reminder Title')).toHaveValue('');
});

test('clicking a reminder shows its details; Edit opens the form with the time in 12 hours', async () => {
  const reminder = aReminder({
    _id: 'r-1',
    title: 'Water bill',
    date: at(20, 18, 5).toISOString(),
    description: 'Account 42',
    repeat: 'monthly',
  });
  const { list } = mockScreen({ reminders: [reminder] });
  const update = jest.spyOn(remindersApi, 'update').mockResolvedValue(reminder);
  const { user, details } = await openDetails(reminder);

  expect(within(details).getByRole('heading', { name: 'Water bill' })).toBeInTheDocument();
  expect(within(details).getByText('Date').nextSibling).toHaveTextContent('Jun 20, 2025');
  expect(within(details).getByText('Time').nextSibling).toHaveTextContent('6:05 PM');
  expect(within(details).getByText('Monthly')).toBeInTheDocument();
  expect(within(details).getByText('Account 42')).toBeInTheDocument();
  expect(within(details).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  expect(within(details).getByRole('button', { name: 'Close' })).toBeInTheDocument();

  await user.click(within(details).getByRole('button', { name: 'Edit' }));
  const form = await screen.findByRole('dialog', { name: 'Edit Reminder' });
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Reminder Details' })).not.toBeInTheDocument(),
  );
  expect(within(form).getByText('For: Jun 20, 2025')).toBeInTheDocument();
  expect(within(form).getByLabelText('Reminder Title')).toHaveValue('Water bill');
  expect(within(form).getByLabelText('Hour')).toHaveDisplayValue('6');
  expect(within(form).getByLabelText('Minute')).toHaveDisplayValue('05');
  expect(within(form).getByTitle('PM')).toBeInTheDocument();
  expect(within(form).getByTitle('Monthly')).toBeInTheDocument();

  await enter(user, within(form).getByLabelText('Reminder Title'), ' (paid)');
  await user.click(within(form).getByRole('button', { name: 'Update Reminder' }));
  // Made from the version the form opened with: a newer one saved elsewhere is not overwritten.
  await waitFor(() =>
    expect(update).toHaveBeenCalledWith(
      'r-1',
      {
        title: 'Water bill (paid)',
        date: withOffset(at(20, 18, 5)),
        description: 'Account 42',
        repeat: 'monthly',
      },
      reminder.updatedAt,
    ),
  );
  expect(await screen.findByText('Reminder updated successfully')).toBeInTheDocument();
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

test('an edit refused as the reminder changed elsewhere shows both versions and can keep mine', async () => {
  const reminder = aReminder({ _id: 'r-2', title: 'Gas bill', date: withOffset(at(20, 18, 5)) });
  const theirs = { ...reminder, title: 'Gas bill (paid)', updatedAt: '2025-06-02T10:00:00.000Z' };
  mockScreen({ reminders: [reminder] });
  const update = jest
    .spyOn(remindersApi, 'update')
    .mockRejectedValueOnce(
      apiError(412, { message: 'This was changed elsewhere since you opened it.', current: theirs }),
    )
    .mockResolvedValue({ ...theirs, title: 'Gas bill (late)' });
  const { user, details } = await openDetails(reminder);
  await user.click(within(details).getByRole('button', { name: 'Edit' }));
  const form = await screen.findByRole('dialog', { name: 'Edit Reminder' });
  await enter(user, within(form).getByLabelText('Reminder Title'), ' (late)');
  await user.click(within(form).getByRole('button', { name: 'Update Reminder' }));

  const choice = await within(form).findByRole('group', { name: 'This reminder was changed elsewhere' });
  const saved = within(choice).getByRole('group', { name: 'Saved elsewhere' });
  expect(within(saved).getByText('Gas bill (paid)')).toBeInTheDocument();
  expect(
    within(within(choice).getByRole('group', { name: 'Your change' })).getByText('Gas bill (late)'),
  ).toBeInTheDocument();
  expect(within(form).queryByText('This was changed elsewhere since you opened it.')).not.toBeInTheDocument();

  await user.click(within(choice).getByRole('button', { name: 'Keep my change' }));
  expect(await screen.findByText('Reminder updated successfully')).toBeInTheDocument();
  expect(update).toHaveBeenLastCalledWith(
    'r-2',
    expect.objectContaining({ title: 'Gas bill (late)' }),
    theirs.updatedAt,
  );
});

test('editing a past reminder is allowed; midnight and noon show as 12 AM and 12 PM', async () => {
  const midnight = aReminder({ title: 'Midnight', date: at(3, 0, 0).toISOString() });
  const noon = aReminder({ title: 'Noon', date: at(4, 12, 0).toISOString() });
  mockScreen({ reminders: [midnight, noon] });
  const { user } = show();
  for (const [reminder, meridiem] of [
    [midnight, 'AM'],
    [noon, 'PM'],
  ] as const) {
    await user.click(await event(reminder.title));
    const details = await screen.findByRole('dialog', { name: 'Reminder Details' });
    await user.click(within(details).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Reminder' });
    expect(within(form).getByLabelText('Hour')).toHaveDisplayValue('12');
    expect(within(form).getByTitle(meridiem)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Reminder' })).not.toBeInTheDocument(),
    );
  }
});

test('Delete asks in a small Confirm Delete modal; confirming deletes and closes everything', async () => {
  const reminder = aReminder({ _id: 'r-9', title: 'Car tax', date: at(25, 10, 0).toISOString() });
  const { list } = mockScreen({ reminders: [reminder] });
  const remove = jest.spyOn(remindersApi, 'remove').mockResolvedValue();
  const { user, details } = await openDetails(reminder);

  await user.click(within(details).getByRole('button', { name: 'Delete' }));
  const confirm = await confirmDialog();
  expect(within(confirm).getByText('Confirm Delete')).toBeInTheDocument();
  expect(within(confirm).getByText('Are you sure you want to delete this reminder?')).toBeInTheDocument();
  expect(within(confirm).getByText('Car tax')).toBeInTheDocument();
  expect(within(confirm).getByText(/Jun 25, 2025, 10:00\sAM/)).toBeInTheDocument();
  expect(within(confirm).getByText('This action cannot be undone.')).toBeInTheDocument();

  // Cancel goes back to the details.
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
  expect(screen.getByRole('dialog', { name: 'Reminder Details' })).toBeInTheDocument();

  await user.click(within(details).getByRole('button', { name: 'Delete' }));
  list.mockResolvedValue([]);
  await user.click(within(await confirmDialog()).getByRole('button', { name: 'Delete Reminder' }));
  expect(remove).toHaveBeenCalledWith('r-9');
  expect(await screen.findByText('Reminder deleted successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(events(/^Car tax$/)).toHaveLength(0));
});

test("a failed load shows the red alert with the server's message, else the fallback; it can be dismissed", async () => {
  const { list } = mockScreen();
  list.mockRejectedValue(apiError(503, { message: 'Database unavailable' }));
  const { user } = show();
  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

  list.mockRejectedValue(new Error('Request failed with status code 500'));
  await user.click(screen.getByRole('button', { name: 'Next Month' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch reminders');
});

test("the calendar speaks the user's language, starts the week on its first day and takes the theme's colours", async () => {
  signIn({ currency: 'EUR', language: 'de', theme: 'dark' });
  mockScreen();
  const { container } = show();
  expect(await screen.findByRole('table', { name: 'Juni 2025' })).toBeInTheDocument();
  const weekdays = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(weekdays[0]).toMatch(/^Montag/);
  expect(screen.getByRole('button', { name: 'Heute' })).toBeInTheDocument();
  // FullCalendar's palette comes from antd's dark tokens, for the grid and for its popover.
  const rule = container.querySelector('.reminders-calendar > style')?.textContent ?? '';
  expect(rule).toMatch(/^\.reminders-calendar\{/);
  expect(rule).toContain('--fc-classic-background:#111827');
  expect(rule).toContain('--fc-classic-foreground:rgba(255,255,255,0.85)');
});
