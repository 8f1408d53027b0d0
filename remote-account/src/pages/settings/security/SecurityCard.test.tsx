import { act, screen, waitFor, within } from '@testing-library/react';
import { authApi } from '@moneta/shared/account';
import { securityApi } from '@moneta/shared/security';
import { apiError, enter, renderPage, showsLanguage, signedInEachTest, signIn } from '@moneta/shared/testing';
import french from '../../../locales/fr.json';
import { SecurityCard } from './SecurityCard';
import { anEvent, anOverview, anOverviewWithTwoFactor, TEN_CODES } from './testing';

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const FRESH_PROOF = apiError(403, { message: 'Please confirm your password to continue.' });

async function renderCard() {
  const view = renderPage(<SecurityCard />, { path: '/dashboard/settings' });
  const card = await screen.findByRole('region', { name: 'Sign-in and security' });
  const heading = await within(card).findByRole('heading', { level: 4, name: 'Sign-in methods' });
  const methods = within(heading.nextElementSibling as HTMLElement).getAllByRole('listitem');
  return { ...view, card, methods };
}

/** The password dialog of a fresh proof, answered. */
async function confirmPassword(user: ReturnType<typeof renderPage>['user']) {
  // Under jsdom antd labels every dialog with the same id: the password's is found by its text.
  const dialog = (
    await screen.findByText('For your security, enter your password again to make this change.')
  ).closest('[role="dialog"]') as HTMLElement;
  await enter(user, within(dialog).getByLabelText('Password'), 'Secret1!');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

signedInEachTest();

test('lists the methods with their last use, the codes left and the events, dates in the user locale', async () => {
  const overview = anOverviewWithTwoFactor(3);
  overview.events = [
    anEvent({ kind: 'signInTwoFactor', at: '2025-03-10T10:30:00.000Z', device: 'Firefox on Windows' }),
    anEvent({ kind: 'recoveryCodesNew', at: '2025-03-05T08:00:00.000Z' }),
    anEvent({ kind: 'twoFactorOn', at: '2025-03-01T09:00:00.000Z' }),
  ];
  jest.spyOn(securityApi, 'overview').mockResolvedValue(overview);
  const { card, methods } = await renderCard();

  expect(within(card).getByRole('heading', { level: 3, name: 'Sign-in and security' })).toBeInTheDocument();
  const [password, app, codes] = methods;
  expect(password).toHaveTextContent(`PasswordLast used: ${dateTime('2025-03-10T10:30:00.000Z')}`);
  expect(app).toHaveTextContent(`Authenticator appOn since ${dateTime('2025-03-01T09:00:00.000Z')}`);
  expect(within(app!).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Set up' })).not.toBeInTheDocument();
  expect(codes).toHaveTextContent('Recovery codes3 of 10 left');
  expect(within(codes!).getByRole('button', { name: 'Create new codes' })).toBeInTheDocument();

  const events = within(card).getByRole('heading', { level: 4, name: 'Security events' })
    .nextElementSibling as HTMLElement;
  const items = within(events).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    `Signed in with password and authenticator code${dateTime('2025-03-10T10:30:00.000Z')} · Firefox on Windows`,
    `New recovery codes created${dateTime('2025-03-05T08:00:00.000Z')} · Chrome on Linux`,
    `Two-factor authentication turned on${dateTime('2025-03-01T09:00:00.000Z')} · Chrome on Linux`,
  ]);
  expect(within(items[0]!).getByText(dateTime('2025-03-10T10:30:00.000Z'))).toHaveAttribute(
    'dateTime',
    '2025-03-10T10:30:00.000Z',
  );
});

test('with two-factor off: Off and Set up, no recovery codes; a password never used says so', async () => {
  jest
    .spyOn(securityApi, 'overview')
    .mockResolvedValue(anOverview({ password: { lastUsedAt: null }, events: [] }));
  const { card, methods } = await renderCard();

  expect(methods).toHaveLength(2);
  expect(methods[0]).toHaveTextContent('PasswordLast used: never');
  expect(methods[1]).toHaveTextContent('Authenticator appOff');
  expect(within(methods[1]!).getByRole('button', { name: 'Set up' })).toBeInTheDocument();
  expect(within(card).queryByText('Recovery codes')).not.toBeInTheDocument();
  expect(within(card).getByText('No security events yet.')).toBeInTheDocument();
});

test('counts the codes left with the plural forms of the language', async () => {
  signIn({ currency: 'EUR', language: 'fr', theme: 'auto' });
  await act(() => showsLanguage());
  jest
    .spyOn(securityApi, 'overview')
    .mockResolvedValueOnce(anOverviewWithTwoFactor(1))
    .mockResolvedValue(anOverviewWithTwoFactor(7));
  const { queryClient } = renderPage(<SecurityCard />, { path: '/dashboard/settings' });

  expect(await screen.findByText('1 sur 10 restant')).toBeInTheDocument();
  await act(() => queryClient.invalidateQueries());
  expect(await screen.findByText('7 sur 10 restants')).toBeInTheDocument();
  expect(screen.getByText(french['Recovery codes'])).toBeInTheDocument();
});

test('shows the five newest events, the rest on request', async () => {
  const events = [...'abcdefg'].map((letter) => anEvent({ device: `Device ${letter}` }));
  jest.spyOn(securityApi, 'overview').mockResolvedValue(anOverview({ events }));
  const { user, card } = await renderCard();
  const list = () =>
    within(card).getByRole('heading', { name: 'Security events' }).nextElementSibling as HTMLElement;

  expect(within(list()).getAllByRole('listitem')).toHaveLength(5);
  const more = within(card).getByRole('button', { name: 'Show all events' });
  expect(more).toHaveAttribute('aria-expanded', 'false');
  await user.click(more);
  expect(within(list()).getAllByRole('listitem')).toHaveLength(7);
  expect(within(list()).getByText(/Device g/)).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Show fewer events' }));
  expect(within(list()).getAllByRole('listitem')).toHaveLength(5);
});

test('a failed load shows the fallback text with Retry', async () => {
  const overview = jest
    .spyOn(securityApi, 'overview')
    .mockRejectedValueOnce({})
    .mockResolvedValue(anOverview());
  const { user } = renderPage(<SecurityCard />, { path: '/dashboard/settings' });

  expect(await screen.findByText('Failed to load your sign-in security')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Set up' })).toBeInTheDocument();
  expect(screen.queryByText('Failed to load your sign-in security')).not.toBeInTheDocument();
  expect(overview).toHaveBeenCalledTimes(2);
});

test('Turn off asks first, then, with the password confirmed, turns it off and reloads', async () => {
  const overview = jest
    .spyOn(securityApi, 'overview')
    .mockResolvedValueOnce(anOverviewWithTwoFactor())
    .mockResolvedValue(anOverview());
  const disable = jest
    .spyOn(securityApi, 'disableTwoFactor')
    .mockRejectedValueOnce(FRESH_PROOF)
    .mockResolvedValue();
  const reauthenticate = jest.spyOn(authApi, 'reauthenticate').mockResolvedValue(undefined);
  const { user, card } = await renderCard();

  await user.click(within(card).getByRole('button', { name: 'Turn off' }));
  let dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Turn off two-factor authentication?');
  expect(dialog).toHaveTextContent('Signing in will then only need your password.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(disable).not.toHaveBeenCalled();

  await user.click(within(card).getByRole('button', { name: 'Turn off' }));
  dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
  await confirmPassword(user);

  expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument();
  expect(reauthenticate).toHaveBeenCalledWith({ password: 'Secret1!' });
  expect(disable).toHaveBeenCalledTimes(2);
  await waitFor(() => expect(within(card).getByRole('button', { name: 'Set up' })).toHaveFocus());
  expect(overview).toHaveBeenCalledTimes(2);
});

test('Create new codes asks first, then shows the new codes until Done', async () => {
  const overview = jest
    .spyOn(securityApi, 'overview')
    .mockResolvedValueOnce(anOverviewWithTwoFactor(2))
    .mockResolvedValue(anOverviewWithTwoFactor(10));
  const newCodes = jest.spyOn(securityApi, 'newRecoveryCodes').mockResolvedValue({ codes: TEN_CODES });
  const { user, card } = await renderCard();

  await user.click(within(card).getByRole('button', { name: 'Create new codes' }));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('Create new recovery codes?');
  expect(confirm).toHaveTextContent('Your current codes will stop working.');
  await user.click(within(confirm).getByRole('button', { name: 'Create new codes' }));

  const shown = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(
    within(shown)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(TEN_CODES);
  expect(screen.getByText('New recovery codes created. The old ones no longer work.')).toBeInTheDocument();
  expect(newCodes).toHaveBeenCalledTimes(1);
  const dialog = shown.closest('[role="dialog"]') as HTMLElement;
  expect(dialog).toHaveTextContent('Your new recovery codes');
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  // Shown once: only Done closes it.
  expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument());
  expect(within(card).getByRole('button', { name: 'Create new codes' })).toHaveFocus();
  expect(await within(card).findByText('10 of 10 left')).toBeInTheDocument();
  expect(overview).toHaveBeenCalledTimes(2);
});

test("a refused change shows the server's message, and a cancelled password the reason", async () => {
  jest.spyOn(securityApi, 'overview').mockResolvedValue(anOverviewWithTwoFactor());
  jest
    .spyOn(securityApi, 'newRecoveryCodes')
    .mockRejectedValue(apiError(409, { message: 'Two-factor authentication is not on.' }));
  jest.spyOn(securityApi, 'disableTwoFactor').mockRejectedValue(FRESH_PROOF);
  const { user, card } = await renderCard();

  await user.click(within(card).getByRole('button', { name: 'Create new codes' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create new codes' }),
  );
  expect(await within(card).findByText('Two-factor authentication is not on.')).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Turn off' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn off' }));
  const password = (
    await screen.findByText('For your security, enter your password again to make this change.')
  ).closest('[role="dialog"]') as HTMLElement;
  await user.click(within(password).getByRole('button', { name: 'Cancel' }));
  expect(await within(card).findByText('Please confirm your password to continue.')).toBeInTheDocument();
  expect(within(card).queryByText('Two-factor authentication is not on.')).not.toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Turn off' })).toBeEnabled();
});
