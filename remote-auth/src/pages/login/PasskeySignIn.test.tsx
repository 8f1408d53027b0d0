import { act, screen, waitFor } from '@testing-library/react';
import { authApi, type AuthPayload, type PasskeyCeremony, type PasskeyLoginInput } from '@moneta/shared';
import { getPasskey, passkeyAutofillSupported, securityApi } from '@moneta/shared/security';
import { apiError, deferred, enter, renderPage, signOut, TEST_AUTH_PAYLOAD } from '@moneta/shared/testing';
import LoginPage from './LoginPage';

// The browser's side of the ceremonies: jsdom has no WebAuthn.
jest.mock('@moneta/shared/security', () => ({
  ...jest.requireActual<object>('@moneta/shared/security'),
  getPasskey: jest.fn(),
  passkeyAutofillSupported: jest.fn(),
}));

const CEREMONY: PasskeyCeremony = { ceremony: 'ceremony-1', options: { challenge: 'abc' } };
const CREDENTIAL: PasskeyLoginInput['credential'] = {
  id: 'credential-1',
  rawId: 'credential-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'SZY', signature: 'MEU' },
  clientExtensionResults: {},
};
const UNKNOWN = 'This passkey is not registered with Moneta. Sign in with your password.';
/** What the browser throws when the person closes its dialog, or when a newer request aborts a waiting one. */
const browserError = (name: 'NotAllowedError' | 'AbortError') =>
  Object.assign(new Error('The operation was cancelled.'), { name });

const passkeyButton = () => screen.getByRole('button', { name: /Sign in with a passkey$/ });

function renderLogin() {
  return renderPage(<LoginPage />, { path: '/login' });
}

beforeEach(() => {
  signOut();
  jest.restoreAllMocks();
  jest.mocked(getPasskey).mockReset().mockResolvedValue(CREDENTIAL);
  jest.mocked(passkeyAutofillSupported).mockReset().mockResolvedValue(false);
  jest.spyOn(securityApi, 'passkeyLoginOptions').mockResolvedValue(CEREMONY);
});

test('the passkey button signs in through the browser dialog and goes to /dashboard', async () => {
  const answer = deferred<AuthPayload>();
  const login = jest.spyOn(securityApi, 'passkeyLogin').mockReturnValue(answer.promise);
  const { user } = renderLogin();

  await user.click(passkeyButton());
  await waitFor(() => expect(login).toHaveBeenCalledWith({ ceremony: 'ceremony-1', credential: CREDENTIAL }));
  expect(getPasskey).toHaveBeenCalledWith(CEREMONY, false);
  expect(passkeyButton()).toHaveClass('ant-btn-loading');
  expect(screen.getByLabelText('Email')).toBeDisabled();

  await act(async () => answer.resolve(TEST_AUTH_PAYLOAD));
  expect(await screen.findByText('Dashboard marker')).toBeInTheDocument();
});

test("a refused passkey shows the server's message in the alert; editing a field clears it", async () => {
  jest.spyOn(securityApi, 'passkeyLogin').mockRejectedValue(apiError(401, { message: UNKNOWN }));
  const { user } = renderLogin();

  await user.click(passkeyButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(UNKNOWN);
  await waitFor(() => expect(passkeyButton()).not.toHaveClass('ant-btn-loading'));
  expect(screen.getByLabelText('Email')).toBeEnabled();

  await user.type(screen.getByLabelText('Email'), 'a');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a failure without a known text reads as the fallback', async () => {
  jest.spyOn(securityApi, 'passkeyLoginOptions').mockRejectedValue({});
  const { user } = renderLogin();

  await user.click(passkeyButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in with a passkey');
  expect(getPasskey).not.toHaveBeenCalled();
});

test('pressing the button clears the last error; closing the browser dialog then shows nothing', async () => {
  jest.mocked(getPasskey).mockRejectedValue(browserError('NotAllowedError'));
  const login = jest.spyOn(securityApi, 'passkeyLogin');
  jest.spyOn(authApi, 'login').mockRejectedValue(apiError(401, { message: 'Invalid email or password' }));
  const { user } = renderLogin();
  await enter(user, screen.getByLabelText('Email'), 'ada@example.com');
  await enter(user, screen.getByLabelText('Password'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

  await user.click(passkeyButton());
  await waitFor(() => expect(getPasskey).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(passkeyButton()).not.toHaveClass('ant-btn-loading'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(login).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
});

test('the e-mail field offers passkeys once focused: where the browser can, a suggestion picked signs in', async () => {
  jest.mocked(passkeyAutofillSupported).mockResolvedValue(true);
  const picked = deferred<PasskeyLoginInput['credential']>();
  jest.mocked(getPasskey).mockReturnValue(picked.promise);
  const login = jest.spyOn(securityApi, 'passkeyLogin').mockResolvedValue(TEST_AUTH_PAYLOAD);
  const { user } = renderLogin();

  expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  // A visit that does not go to the field asks the server nothing.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(securityApi.passkeyLoginOptions).not.toHaveBeenCalled();
  await user.click(screen.getByLabelText('Email'));
  await waitFor(() => expect(getPasskey).toHaveBeenCalledWith(CEREMONY, true));
  await user.click(screen.getByLabelText('Password'));
  await user.click(screen.getByLabelText('Email'));
  expect(getPasskey).toHaveBeenCalledTimes(1);
  expect(login).not.toHaveBeenCalled();

  await act(async () => picked.resolve(CREDENTIAL));
  expect(await screen.findByText('Dashboard marker')).toBeInTheDocument();
  expect(login).toHaveBeenCalledWith({ ceremony: 'ceremony-1', credential: CREDENTIAL });
});

test('where the browser cannot offer them, nothing is asked until the button is pressed', async () => {
  const { user } = renderLogin();

  await user.click(screen.getByLabelText('Email'));
  await waitFor(() => expect(passkeyAutofillSupported).toHaveBeenCalled());
  // The facade's loading has run its course.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(securityApi.passkeyLoginOptions).not.toHaveBeenCalled();
  expect(getPasskey).not.toHaveBeenCalled();

  jest.spyOn(securityApi, 'passkeyLogin').mockResolvedValue(TEST_AUTH_PAYLOAD);
  await user.click(passkeyButton());
  expect(await screen.findByText('Dashboard marker')).toBeInTheDocument();
  expect(getPasskey).toHaveBeenCalledWith(CEREMONY, false);
});

test('the button takes over from the waiting suggestions, whose abort shows nothing; they wait again after', async () => {
  jest.mocked(passkeyAutofillSupported).mockResolvedValue(true);
  const waiting = deferred<PasskeyLoginInput['credential']>();
  jest
    .mocked(getPasskey)
    .mockReturnValueOnce(waiting.promise)
    .mockRejectedValueOnce(browserError('NotAllowedError'))
    .mockReturnValue(new Promise(() => {}));
  const login = jest.spyOn(securityApi, 'passkeyLogin');
  const { user } = renderLogin();
  await user.click(screen.getByLabelText('Email'));
  await waitFor(() => expect(getPasskey).toHaveBeenCalledWith(CEREMONY, true));

  await user.click(passkeyButton());
  await waitFor(() => expect(getPasskey).toHaveBeenNthCalledWith(2, CEREMONY, false));
  // @simplewebauthn/browser aborts the waiting request when a new one starts.
  await act(async () => waiting.reject(browserError('AbortError')));

  await waitFor(() => expect(getPasskey).toHaveBeenNthCalledWith(3, CEREMONY, true));
  expect(securityApi.passkeyLoginOptions).toHaveBeenCalledTimes(3);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(login).not.toHaveBeenCalled();
});

test('a suggestion picked after the page has gone does nothing', async () => {
  jest.mocked(passkeyAutofillSupported).mockResolvedValue(true);
  const picked = deferred<PasskeyLoginInput['credential']>();
  jest.mocked(getPasskey).mockReturnValue(picked.promise);
  const login = jest.spyOn(securityApi, 'passkeyLogin');
  const { user, unmount } = renderLogin();
  await user.click(screen.getByLabelText('Email'));
  await waitFor(() => expect(getPasskey).toHaveBeenCalledWith(CEREMONY, true));

  unmount();
  await act(async () => picked.resolve(CREDENTIAL));
  expect(login).not.toHaveBeenCalled();
});

test('a button request that ends after the page has gone starts no new one', async () => {
  jest.mocked(passkeyAutofillSupported).mockResolvedValue(true);
  const closed = deferred<PasskeyLoginInput['credential']>();
  jest.mocked(getPasskey).mockReturnValue(closed.promise);
  const { user, unmount } = renderLogin();
  await user.click(screen.getByLabelText('Email'));
  await waitFor(() => expect(getPasskey).toHaveBeenCalledWith(CEREMONY, true));

  await user.click(passkeyButton());
  await waitFor(() => expect(getPasskey).toHaveBeenCalledWith(CEREMONY, false));
  unmount();
  await act(async () => closed.reject(browserError('NotAllowedError')));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(securityApi.passkeyLoginOptions).toHaveBeenCalledTimes(2);
  expect(getPasskey).toHaveBeenCalledTimes(2);
});
