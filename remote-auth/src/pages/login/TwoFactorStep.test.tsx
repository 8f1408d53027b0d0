import { act, screen, waitFor, within } from '@testing-library/react';
import { authApi, type AuthPayload, type TwoFactorChallenge } from '@moneta/shared';
import { securityApi } from '@moneta/shared/security';
import { deferred, enter, renderPage, signOut, TEST_AUTH_PAYLOAD, apiError } from '@moneta/shared/testing';
import LoginPage from './LoginPage';

const CHALLENGE: TwoFactorChallenge = { twoFactorChallenge: 'challenge-1', expiresInSeconds: 300 };
const WRONG = 'That code is not valid. Codes change every 30 seconds, and each works once.';
const EXPIRED = 'Your sign-in has expired. Please enter your password again.';
const MALFORMED = 'Enter the 6-digit code from your authenticator app or a recovery code.';

function renderLogin() {
  return renderPage(<LoginPage />, { path: '/login' });
}
type User = ReturnType<typeof renderLogin>['user'];

const codeField = () => screen.getByLabelText('Authentication code');
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });
/** The message shown under a form field, inside the field's own form item. */
const fieldMessage = (field: HTMLElement, text: string) =>
  within(field.closest('.ant-form-item') as HTMLElement).findByText(text);

/** Signs in with the right password of an account with two-factor on, up to the code step. */
async function toCodeStep(user: User) {
  jest.spyOn(authApi, 'login').mockResolvedValue(CHALLENGE);
  await enter(user, screen.getByLabelText('Email'), 'ada@example.com');
  await enter(user, screen.getByLabelText('Password'), 'Secret1!');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
  // The step's form loads apart from its heading.
  await screen.findByLabelText('Authentication code');
}

beforeEach(() => {
  signOut();
  jest.restoreAllMocks();
});

test('a right password for a two-factor account asks for the code, focused; a wrong code shows under the field; the right one signs in', async () => {
  const { user } = renderLogin();
  await toCodeStep(user);
  expect(authApi.login).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'Secret1!' });
  expect(screen.queryByText('Dashboard marker')).not.toBeInTheDocument();

  const instruction = screen.getByText('Enter the 6-digit code from your authenticator app.');
  await waitFor(() => expect(codeField()).toHaveFocus());
  expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
  expect(codeField()).toHaveAttribute('inputmode', 'numeric');
  expect(codeField()).toHaveAccessibleDescription(instruction.textContent ?? '');

  const answer = deferred<AuthPayload>();
  const spy = jest
    .spyOn(securityApi, 'loginTwoFactor')
    .mockRejectedValueOnce(apiError(400, { message: WRONG, errors: [{ field: 'code', message: WRONG }] }))
    .mockReturnValueOnce(answer.promise);
  await user.keyboard('000000');
  await user.click(verifyButton());
  expect(await fieldMessage(codeField(), WRONG)).toBeInTheDocument();
  expect(codeField()).toHaveAttribute('aria-invalid', 'true');
  expect(document.querySelector('.ant-alert')).not.toBeInTheDocument();

  await user.clear(codeField());
  await waitFor(() => expect(screen.queryByText(WRONG)).not.toBeInTheDocument());
  await user.type(codeField(), '123456');
  await user.click(verifyButton());
  const busy = await screen.findByRole('button', { name: /Verifying\.\.\./ });
  expect(busy).toBeDisabled();
  expect(spy).toHaveBeenLastCalledWith({
    email: 'ada@example.com',
    challenge: 'challenge-1',
    code: '123456',
  });

  await act(async () => answer.resolve(TEST_AUTH_PAYLOAD));
  expect(await screen.findByText('Dashboard marker')).toBeInTheDocument();
});

test('an empty or malformed code is refused under the field, without a call', async () => {
  const { user } = renderLogin();
  await toCodeStep(user);
  const spy = jest.spyOn(securityApi, 'loginTwoFactor');
  await user.click(verifyButton());
  expect(await fieldMessage(codeField(), MALFORMED)).toBeInTheDocument();
  await user.type(codeField(), '12345');
  await waitFor(() => expect(screen.queryByText(MALFORMED)).not.toBeInTheDocument());
  await user.click(verifyButton());
  expect(await fieldMessage(codeField(), MALFORMED)).toBeInTheDocument();
  expect(spy).not.toHaveBeenCalled();
});

test('a recovery code: the switch relabels the field, keeps the focus in it, and the code is sent', async () => {
  const { user } = renderLogin();
  await toCodeStep(user);
  const spy = jest.spyOn(securityApi, 'loginTwoFactor').mockResolvedValue(TEST_AUTH_PAYLOAD);
  await user.type(codeField(), '12');
  await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));

  const field = screen.getByLabelText('Recovery code');
  expect(field).toHaveFocus();
  expect(field).toHaveValue('');
  expect(field).toHaveAttribute('inputmode', 'text');
  expect(field).toHaveAccessibleDescription('Enter one of your recovery codes.');
  expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Use your authenticator app instead' })).toBeInTheDocument();

  await user.keyboard('ABCDE-FGHJK');
  await user.click(verifyButton());
  expect(await screen.findByText('Dashboard marker')).toBeInTheDocument();
  // The code as the contract reads it: the server normalises it the same way.
  expect(spy).toHaveBeenCalledWith({
    email: 'ada@example.com',
    challenge: 'challenge-1',
    code: 'abcdefghjk',
  });
});

test("'Back' returns to the password step with the e-mail kept, the password cleared and focused", async () => {
  const { user } = renderLogin();
  await toCodeStep(user);
  await user.click(screen.getByRole('button', { name: 'Back' }));

  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  const password = screen.getByLabelText('Password');
  expect(password).toHaveValue('');
  await waitFor(() => expect(password).toHaveFocus());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.keyboard('Secret1!');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
  expect(authApi.login).toHaveBeenCalledTimes(2);
});

test('an expired challenge returns to the password step with its message, which clears on edit', async () => {
  const { user } = renderLogin();
  await toCodeStep(user);
  jest.spyOn(securityApi, 'loginTwoFactor').mockRejectedValue(apiError(401, { message: EXPIRED }));
  await user.type(codeField(), '123456');
  await user.click(verifyButton());

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(EXPIRED);
  expect(alert.closest('.ant-alert')).toHaveClass('ant-alert-error');
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('');
  await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());

  await user.keyboard('S');
  expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
});

test("too many attempts show in the step's alert, which clears when the code is edited", async () => {
  const { user } = renderLogin();
  await toCodeStep(user);
  const message = 'Too many requests. Please wait before trying again.';
  jest.spyOn(securityApi, 'loginTwoFactor').mockRejectedValue(apiError(429, { message }));
  await user.type(codeField(), '123456');
  await user.click(verifyButton());

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  expect(alert.closest('.ant-alert')).toHaveClass('ant-alert-error');
  expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
  expect(verifyButton()).toBeEnabled();

  await user.type(codeField(), '{Backspace}');
  expect(screen.queryByText(message)).not.toBeInTheDocument();
});
