import { screen, waitFor, within } from '@testing-library/react';
import type { PasskeyCeremony, PasskeyRegistrationInput } from '@moneta/shared';
import { authApi } from '@moneta/shared/account';
import { createPasskey, passkeysSupported, securityApi } from '@moneta/shared/security';
import { apiError, enter, renderPage, signedInEachTest } from '@moneta/shared/testing';
import { SecurityCard } from './SecurityCard';
import { anEvent, anOverview, aPasskey } from './testing';

// The browser's side of the ceremonies: jsdom has no WebAuthn.
jest.mock('@moneta/shared/security', () => ({
  ...jest.requireActual<object>('@moneta/shared/security'),
  createPasskey: jest.fn(),
  passkeysSupported: jest.fn(),
}));

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const FRESH_PROOF = apiError(403, { message: 'Please confirm your password to continue.' });
const CEREMONY: PasskeyCeremony = { ceremony: 'ceremony-1', options: { challenge: 'abc' } };
const CREDENTIAL: PasskeyRegistrationInput['credential'] = {
  id: 'credential-1',
  rawId: 'credential-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2N' },
  clientExtensionResults: {},
};
/** What the browser throws when the person closes its passkey dialog. */
const closedByThePerson = () =>
  Object.assign(new Error('The operation was cancelled.'), { name: 'NotAllowedError' });

const WORK = aPasskey({ name: 'Work laptop', backedUp: true });
const KEY = aPasskey({ name: 'Security key', createdAt: '2025-02-01T08:00:00.000Z', lastUsedAt: null });

beforeEach(() => {
  jest.mocked(passkeysSupported).mockReset().mockResolvedValue(true);
  jest.mocked(createPasskey).mockReset().mockResolvedValue(CREDENTIAL);
});

signedInEachTest();

async function renderCard() {
  const view = renderPage(<SecurityCard />, { path: '/dashboard/settings' });
  const card = await screen.findByRole('region', { name: 'Sign-in and security' });
  const section = (await within(card).findByRole('heading', { level: 4, name: 'Passkeys' }))
    .parentElement as HTMLElement;
  return { ...view, card, section };
}

/** The dialog whose title is `title` (under jsdom antd labels every dialog with the same id). */
async function dialogTitled(title: string) {
  return (await screen.findByText(title)).closest('[role="dialog"]') as HTMLElement;
}

async function confirmPassword(user: ReturnType<typeof renderPage>['user']) {
  const dialog = (
    await screen.findByText('For your security, enter your password again to make this change.')
  ).closest('[role="dialog"]') as HTMLElement;
  await enter(user, within(dialog).getByLabelText('Password'), 'Secret1!');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

test('lists the passkeys with their dates, whether synced, and buttons named after each', async () => {
  jest.spyOn(securityApi, 'overview').mockResolvedValue(anOverview({ passkeys: [WORK, KEY] }));
  const { section } = await renderCard();

  const items = within(section).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    `Work laptopSyncedAdded ${dateTime(WORK.createdAt)}Last used ${dateTime(WORK.lastUsedAt!)}RenameRemove`,
    `Security keyAdded ${dateTime(KEY.createdAt)}Never usedRenameRemove`,
  ]);
  expect(within(items[0]!).getByRole('button', { name: 'Rename Work laptop' })).toBeEnabled();
  expect(within(items[0]!).getByRole('button', { name: 'Remove Work laptop' })).toBeEnabled();
  expect(within(items[1]!).getByRole('button', { name: 'Rename Security key' })).toBeEnabled();
  expect(within(section).getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  expect(
    within(section).queryByText('Sign in without a password, with your fingerprint, face or screen lock.'),
  ).not.toBeInTheDocument();
});

test('without passkeys says what they are for; the events name the passkey sign-ins', async () => {
  jest.spyOn(securityApi, 'overview').mockResolvedValue(
    anOverview({
      events: [
        anEvent({ kind: 'signInPasskey' }),
        anEvent({ kind: 'passkeyRemoved' }),
        anEvent({ kind: 'passkeyAdded' }),
      ],
    }),
  );
  const { card, section } = await renderCard();

  expect(
    within(section).getByText('Sign in without a password, with your fingerprint, face or screen lock.'),
  ).toBeInTheDocument();
  expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  const events = within(card).getByRole('heading', { name: 'Security events' })
    .nextElementSibling as HTMLElement;
  expect(within(events).getByText('Signed in with a passkey')).toBeInTheDocument();
  expect(within(events).getByText('Passkey removed')).toBeInTheDocument();
  expect(within(events).getByText('Passkey added')).toBeInTheDocument();
});

test('Add a passkey is disabled, with the reason, in a browser without passkeys and at the most allowed', async () => {
  jest.mocked(passkeysSupported).mockResolvedValue(false);
  const overview = jest.spyOn(securityApi, 'overview').mockResolvedValue(anOverview());
  const first = await renderCard();
  const add = () => within(first.section).getByRole('button', { name: 'Add a passkey' });
  await waitFor(() => expect(add()).toBeDisabled());
  expect(add()).toHaveAccessibleDescription('This browser cannot use passkeys.');
  first.unmount();

  jest.mocked(passkeysSupported).mockResolvedValue(true);
  const many = Array.from({ length: 20 }, (_, index) => aPasskey({ name: `Key ${index + 1}` }));
  overview.mockResolvedValue(anOverview({ passkeys: many }));
  const { section } = await renderCard();
  const full = within(section).getByRole('button', { name: 'Add a passkey' });
  expect(full).toBeDisabled();
  expect(full).toHaveAccessibleDescription(
    'You have 20 passkeys, the most allowed. Remove one to add another.',
  );
});

test('adds a passkey: the password when asked, the browser, then a name; the focus returns to Add', async () => {
  const added = aPasskey({ name: 'Phone' });
  const overview = jest
    .spyOn(securityApi, 'overview')
    .mockResolvedValueOnce(anOverview({ passkeys: [WORK] }))
    .mockResolvedValue(anOverview({ passkeys: [WORK, added] }));
  const options = jest
    .spyOn(securityApi, 'passkeyOptions')
    .mockRejectedValueOnce(FRESH_PROOF)
    .mockResolvedValue(CEREMONY);
  const reauthenticate = jest.spyOn(authApi, 'reauthenticate').mockResolvedValue(undefined);
  const addPasskey = jest.spyOn(securityApi, 'addPasskey').mockResolvedValue(added);
  const { user, section } = await renderCard();

  await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
  await confirmPassword(user);
  const dialog = await dialogTitled('Name your passkey');
  expect(reauthenticate).toHaveBeenCalledWith({ password: 'Secret1!' });
  expect(options).toHaveBeenCalledTimes(2);
  expect(createPasskey).toHaveBeenCalledWith(CEREMONY);

  // Added only once named: no way out but Save, which a refusal would change.
  expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  const name = within(dialog).getByLabelText('Passkey name');
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toHaveValue('Passkey 2');
  await user.clear(name);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Give the passkey a name.')).toBeInTheDocument();
  expect(addPasskey).not.toHaveBeenCalled();

  await user.type(name, '  Phone ');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Passkey added. You can now sign in with it.')).toBeInTheDocument();
  expect(addPasskey).toHaveBeenCalledWith({ ceremony: 'ceremony-1', name: 'Phone', credential: CREDENTIAL });
  await waitFor(() => expect(screen.queryByText('Name your passkey')).not.toBeInTheDocument());
  await waitFor(() => expect(within(section).getByRole('button', { name: 'Add a passkey' })).toHaveFocus());
  expect(await within(section).findByRole('button', { name: 'Rename Phone' })).toBeInTheDocument();
  expect(overview).toHaveBeenCalledTimes(2);
});

test('closing the browser dialog shows nothing; its refusal of a known authenticator says so', async () => {
  jest.spyOn(securityApi, 'overview').mockResolvedValue(anOverview({ passkeys: [WORK] }));
  jest.spyOn(securityApi, 'passkeyOptions').mockResolvedValue(CEREMONY);
  const addPasskey = jest.spyOn(securityApi, 'addPasskey');
  jest
    .mocked(createPasskey)
    .mockRejectedValueOnce(closedByThePerson())
    .mockRejectedValueOnce(Object.assign(new Error('Already registered'), { name: 'InvalidStateError' }));
  const { user, section } = await renderCard();
  const add = within(section).getByRole('button', { name: 'Add a passkey' });

  await user.click(add);
  await waitFor(() => expect(add).toBeEnabled());
  expect(createPasskey).toHaveBeenCalledTimes(1);
  expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(add);
  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'This passkey is already added to your account.',
  );
  expect(addPasskey).not.toHaveBeenCalled();
});

test("the server's refusals show: of the options in the card, of the passkey in its dialog, which may then close", async () => {
  jest.spyOn(securityApi, 'overview').mockResolvedValue(anOverview());
  jest
    .spyOn(securityApi, 'passkeyOptions')
    .mockRejectedValueOnce(apiError(409, { message: 'You can add at most 20 passkeys.' }))
    .mockResolvedValue(CEREMONY);
  jest
    .spyOn(securityApi, 'addPasskey')
    .mockRejectedValue(apiError(400, { message: 'This passkey request has expired. Please try again.' }));
  const { user, section } = await renderCard();
  const add = within(section).getByRole('button', { name: 'Add a passkey' });

  await user.click(add);
  const alert = await within(section).findByRole('alert');
  expect(alert).toHaveTextContent('You can add at most 20 passkeys.');
  expect(createPasskey).not.toHaveBeenCalled();

  await user.click(add);
  await waitFor(() => expect(within(section).queryByRole('alert')).not.toBeInTheDocument());
  const dialog = await dialogTitled('Name your passkey');
  expect(within(dialog).getByLabelText('Passkey name')).toHaveValue('Passkey 1');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText('This passkey request has expired. Please try again.'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText('Name your passkey')).not.toBeInTheDocument());
});

test('renames a passkey in its dialog; the focus returns to its Rename button', async () => {
  jest
    .spyOn(securityApi, 'overview')
    .mockResolvedValueOnce(anOverview({ passkeys: [WORK, KEY] }))
    .mockResolvedValue(anOverview({ passkeys: [{ ...WORK, name: 'Home laptop' }, KEY] }));
  const rename = jest.spyOn(securityApi, 'renamePasskey').mockResolvedValue({ ...WORK, name: 'Home laptop' });
  const { user, section } = await renderCard();

  await user.click(within(section).getByRole('button', { name: 'Rename Work laptop' }));
  const dialog = await dialogTitled('Rename passkey');
  const name = within(dialog).getByLabelText('Passkey name');
  expect(name).toHaveValue('Work laptop');
  expect(within(dialog).queryByText(/Your passkey is ready/)).not.toBeInTheDocument();
  await user.clear(name);
  await user.type(name, 'Home laptop');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Passkey renamed.')).toBeInTheDocument();
  expect(rename).toHaveBeenCalledWith(WORK.id, { name: 'Home laptop' });
  await waitFor(() => expect(screen.queryByText('Rename passkey')).not.toBeInTheDocument());
  await waitFor(() =>
    expect(within(section).getByRole('button', { name: 'Rename Home laptop' })).toHaveFocus(),
  );
});

test('a refused renaming shows in its dialog, and Cancel leaves the name', async () => {
  jest.spyOn(securityApi, 'overview').mockResolvedValue(anOverview({ passkeys: [WORK] }));
  jest.spyOn(securityApi, 'renamePasskey').mockRejectedValue({});
  const { user, section } = await renderCard();

  await user.click(within(section).getByRole('button', { name: 'Rename Work laptop' }));
  const dialog = await dialogTitled('Rename passkey');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Failed to rename the passkey')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText('Rename passkey')).not.toBeInTheDocument());
  expect(within(section).getByText('Work laptop')).toBeInTheDocument();
});

test('Remove asks first, then, with the password confirmed, removes it; the focus goes to the heading', async () => {
  const overview = jest
    .spyOn(securityApi, 'overview')
    .mockResolvedValueOnce(anOverview({ passkeys: [WORK, KEY] }))
    .mockResolvedValue(anOverview({ passkeys: [KEY] }));
  const remove = jest
    .spyOn(securityApi, 'removePasskey')
    .mockRejectedValueOnce(FRESH_PROOF)
    .mockResolvedValue();
  jest.spyOn(authApi, 'reauthenticate').mockResolvedValue(undefined);
  const { user, section } = await renderCard();

  await user.click(within(section).getByRole('button', { name: 'Remove Work laptop' }));
  let confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('Remove this passkey?');
  expect(confirm).toHaveTextContent('You will no longer be able to sign in with Work laptop.');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(remove).not.toHaveBeenCalled();

  await user.click(within(section).getByRole('button', { name: 'Remove Work laptop' }));
  confirm = await screen.findByRole('dialog');
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
  await confirmPassword(user);

  expect(await screen.findByText('Passkey removed.')).toBeInTheDocument();
  expect(remove).toHaveBeenCalledTimes(2);
  expect(remove).toHaveBeenLastCalledWith(WORK.id);
  await waitFor(() => expect(within(section).queryByText('Work laptop')).not.toBeInTheDocument());
  await waitFor(() => expect(within(section).getByRole('heading', { name: 'Passkeys' })).toHaveFocus());
  expect(overview).toHaveBeenCalledTimes(2);
});

test('a refused removal shows in the card, dismissible', async () => {
  jest.spyOn(securityApi, 'overview').mockResolvedValue(anOverview({ passkeys: [WORK] }));
  jest.spyOn(securityApi, 'removePasskey').mockRejectedValue(apiError(404, { message: 'Passkey not found' }));
  const { user, section } = await renderCard();

  await user.click(within(section).getByRole('button', { name: 'Remove Work laptop' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
  const alert = await within(section).findByRole('alert');
  expect(alert).toHaveTextContent('Passkey not found');
  await user.click(within(section).getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(within(section).queryByRole('alert')).not.toBeInTheDocument());
  expect(within(section).getByRole('button', { name: 'Remove Work laptop' })).toBeEnabled();
});
