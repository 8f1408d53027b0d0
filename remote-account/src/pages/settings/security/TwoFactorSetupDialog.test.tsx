import { screen, waitFor, within } from '@testing-library/react';
import { readText, type TwoFactorSetup } from '@moneta/shared';
import { authApi } from '@moneta/shared/account';
import { securityApi } from '@moneta/shared/security';
import { apiError, enter, renderPage, signedInEachTest } from '@moneta/shared/testing';
import { SecurityCard } from './SecurityCard';
import { anOverview, anOverviewWithTwoFactor, TEN_CODES } from './testing';

const SETUP: TwoFactorSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Moneta:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Moneta',
};
const WRONG_CODE = 'That code is not valid. Codes change every 30 seconds, and each works once.';
const SAVE_TEXT = 'Save these codes somewhere safe. Each works once, if you lose your phone.';

/** What the Download button saved: the link's file name and the file. */
let saved: { fileName: string; blob: Blob }[] = [];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs, and a click on a download link would navigate.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => blobs.delete(url),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
});

signedInEachTest();

async function startSetup() {
  const view = renderPage(<SecurityCard />, { path: '/dashboard/settings' });
  const card = await screen.findByRole('region', { name: 'Sign-in and security' });
  await view.user.click(await within(card).findByRole('button', { name: 'Set up' }));
  const dialog = (await screen.findByText('Set up two-factor authentication')).closest(
    '[role="dialog"]',
  ) as HTMLElement;
  const turnOn = (code: string) =>
    enter(view.user, within(dialog).getByLabelText('6-digit code'), code).then(() =>
      view.user.click(within(dialog).getByRole('button', { name: 'Turn on' })),
    );
  return { ...view, card, dialog, turnOn };
}

test('sets up the app: QR code and key, a wrong code refused, the recovery codes saved, then on', async () => {
  const overview = jest
    .spyOn(securityApi, 'overview')
    .mockResolvedValueOnce(anOverview())
    .mockResolvedValue(anOverviewWithTwoFactor());
  const setup = jest.spyOn(securityApi, 'setupTwoFactor').mockResolvedValue(SETUP);
  const confirm = jest
    .spyOn(securityApi, 'confirmTwoFactor')
    .mockRejectedValueOnce(apiError(400, { errors: [{ field: 'code', message: WRONG_CODE }] }))
    .mockResolvedValue({ codes: TEN_CODES });
  const { user, card, dialog, turnOn } = await startSetup();

  expect(setup).toHaveBeenCalledTimes(1);
  const qr = within(dialog).getByRole('img', { name: 'QR code for your authenticator app' });
  expect(qr.tagName).toBe('svg');
  expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
  expect(await navigator.clipboard.readText()).toBe(SETUP.secret);
  expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();

  const field = within(dialog).getByLabelText('6-digit code');
  expect(field).toHaveAttribute('inputmode', 'numeric');
  expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await turnOn('12345');
  expect(
    await within(dialog).findByText('Enter the 6-digit code from your authenticator app.'),
  ).toBeInTheDocument();
  expect(confirm).not.toHaveBeenCalled();

  await user.clear(field);
  await turnOn('123 456');
  expect(await within(dialog).findByText(WRONG_CODE)).toBeInTheDocument();
  expect(confirm).toHaveBeenLastCalledWith({ code: '123456' });
  expect(field).toHaveAttribute('aria-invalid', 'true');

  await user.clear(field);
  await turnOn('654321');
  const codes = await within(dialog).findByRole('list', { name: 'Recovery codes' });
  expect(
    within(codes)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(TEN_CODES);
  expect(dialog).toHaveTextContent('Save your recovery codes');
  expect(within(dialog).getByText(SAVE_TEXT)).toHaveFocus();
  expect(
    await screen.findByText('Two-factor authentication is on. Keep your recovery codes somewhere safe.'),
  ).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Download' }));
  expect(saved).toHaveLength(1);
  expect(saved[0]!.fileName).toBe('moneta-recovery-codes.txt');
  const lines = (await readText(saved[0]!.blob)).trimEnd().split('\n');
  expect(lines).toEqual(['Moneta recovery codes. Each works once.', ...TEN_CODES]);

  await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
  expect(await navigator.clipboard.readText()).toBe(TEN_CODES.join('\n'));

  // Shown once: neither a close button nor Escape loses them, only Done.
  expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(within(dialog).getByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByText(SAVE_TEXT)).not.toBeInTheDocument());

  // The button that started the setup, now Turn off, has the focus back.
  await waitFor(() => expect(within(card).getByRole('button', { name: 'Turn off' })).toHaveFocus());
  expect(within(card).getByText('10 of 10 left')).toBeInTheDocument();
  expect(overview).toHaveBeenCalledTimes(2);
  expect(confirm).toHaveBeenCalledTimes(2);
});

test('asks for the password first when the server wants it; an expired setup says so; Cancel leaves it off', async () => {
  jest.spyOn(securityApi, 'overview').mockResolvedValue(anOverview());
  const setup = jest
    .spyOn(securityApi, 'setupTwoFactor')
    .mockRejectedValueOnce(apiError(403, { message: 'Please confirm your password to continue.' }))
    .mockResolvedValue(SETUP);
  const reauthenticate = jest.spyOn(authApi, 'reauthenticate').mockResolvedValue(undefined);
  jest
    .spyOn(securityApi, 'confirmTwoFactor')
    .mockRejectedValue(apiError(400, { message: 'Start the setup again: the QR code has expired.' }));
  const view = renderPage(<SecurityCard />, { path: '/dashboard/settings' });
  const { user } = view;

  await user.click(await screen.findByRole('button', { name: 'Set up' }));
  const password = (
    await screen.findByText('For your security, enter your password again to make this change.')
  ).closest('[role="dialog"]') as HTMLElement;
  await enter(user, within(password).getByLabelText('Password'), 'Secret1!');
  await user.click(within(password).getByRole('button', { name: 'Confirm' }));
  const dialog = (await screen.findByText('Set up two-factor authentication')).closest(
    '[role="dialog"]',
  ) as HTMLElement;
  expect(reauthenticate).toHaveBeenCalledWith({ password: 'Secret1!' });
  expect(setup).toHaveBeenCalledTimes(2);

  await enter(user, within(dialog).getByLabelText('6-digit code'), '123456');
  await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
  expect(
    await within(dialog).findByText('Start the setup again: the QR code has expired.'),
  ).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText('Set up two-factor authentication')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Set up' })).toHaveFocus());
});
