import { act, screen, waitFor, within } from '@testing-library/react';
import { resetApi, type OtpVerified, type SendOtpResult } from '@moneta/shared';
import { deferred, enter, renderPage, type RenderPageOptions, apiError } from '@moneta/shared/testing';
import ResetPasswordPage from './ResetPasswordPage';

const SENT: SendOtpResult = { email: 'ada@example.com', expiresInSeconds: 600, resendAfterSeconds: 60 };
const VERIFIED: OtpVerified = { email: 'ada@example.com', verified: true, twoFactor: false };
const SUCCESS = 'Password reset successfully! You can now login with your new password.';

function renderReset(options?: Omit<RenderPageOptions, 'path'>) {
  return renderPage(<ResetPasswordPage />, { path: '/resetpassword', ...options });
}
type User = ReturnType<typeof renderReset>['user'];

const emailField = () => screen.getByLabelText('Email');
const sendButton = () => screen.getByRole('button', { name: 'Send OTP' });
const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`);
const heading = (name: string) => screen.findByRole('heading', { name });
/** The message shown under a form field, inside the field's own form item. */
const fieldMessage = (field: HTMLElement, text: string) =>
  within(field.closest('.ant-form-item') as HTMLElement).findByText(text);

async function toStepTwo(user: User) {
  jest.spyOn(resetApi, 'sendOtp').mockResolvedValue(SENT);
  await enter(user, emailField(), 'ada@example.com');
  await user.click(sendButton());
  await heading('Verify OTP');
}

async function toStepThree(user: User, verified: OtpVerified = VERIFIED) {
  await toStepTwo(user);
  jest.spyOn(resetApi, 'verifyOtp').mockResolvedValue(verified);
  // The step's boxes load apart from its heading.
  await user.click(await screen.findByLabelText('Digit 1 of 6'));
  await user.paste('123456');
  await heading('Set New Password');
}

beforeEach(() => jest.restoreAllMocks());
afterEach(() => jest.useRealTimers());

describe('step 1, Forgot Password', () => {
  test("'Send OTP' is disabled while the email is empty", async () => {
    const { user } = renderReset();
    expect(await heading('Forgot Password')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Step 1 of 3' })).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await enter(user, emailField(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(emailField(), 'a');
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Reset Flow' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  test('shows the validation messages under the email field and clears them on edit', async () => {
    const spy = jest.spyOn(resetApi, 'sendOtp');
    const { user } = renderReset();
    await user.click(emailField());
    await user.tab();
    expect(await fieldMessage(emailField(), 'Email is required')).toBeInTheDocument();
    await enter(user, emailField(), 'ada@example');
    await user.click(sendButton());
    expect(await fieldMessage(emailField(), 'Please enter a valid email address')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    await user.type(emailField(), '.com');
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument(),
    );
  });

  test("reads 'Sending...' while sending, and shows a failure under the email field", async () => {
    const answer = deferred<SendOtpResult>();
    jest.spyOn(resetApi, 'sendOtp').mockReturnValue(answer.promise);
    const { user } = renderReset();
    await enter(user, emailField(), 'ada@example.com');
    await user.click(sendButton());
    expect(await screen.findByRole('button', { name: /Sending\.\.\./ })).toBeInTheDocument();
    await act(async () => answer.reject({}));
    expect(await fieldMessage(emailField(), 'Failed to send password reset email')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
  });

  test("shows the server's message under the email field", async () => {
    jest
      .spyOn(resetApi, 'sendOtp')
      .mockRejectedValue(apiError(429, { message: 'Please wait before requesting a new code.' }));
    const { user } = renderReset();
    await enter(user, emailField(), 'ada@example.com');
    await user.click(sendButton());
    expect(await fieldMessage(emailField(), 'Please wait before requesting a new code.')).toBeInTheDocument();
  });
});

describe('step 2, Verify OTP', () => {
  test('a sent code leads to the six boxes; a complete code is verified once, with the boxes cleared and disabled meanwhile', async () => {
    const { user } = renderReset();
    await toStepTwo(user);
    expect(resetApi.sendOtp).toHaveBeenCalledWith('ada@example.com');
    expect(screen.getByRole('group', { name: 'Step 2 of 3' })).toBeInTheDocument();
    expect(await screen.findByText(/ada@example\.com/)).toBeInTheDocument();

    const answer = deferred<OtpVerified>();
    const verify = jest.spyOn(resetApi, 'verifyOtp').mockReturnValue(answer.promise);
    await user.click(box(1));
    await user.keyboard('12345');
    expect(verify).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith('ada@example.com', '123456');
    for (let n = 1; n <= 6; n += 1) {
      expect(box(n)).toBeDisabled();
      expect(box(n)).toHaveValue('');
    }
    await act(async () => answer.resolve(VERIFIED));
    expect(await heading('Set New Password')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(1);
  });

  test('a refused code shows a red alert, re-enables the boxes, and the alert clears on edit', async () => {
    const { user } = renderReset();
    await toStepTwo(user);
    jest
      .spyOn(resetApi, 'verifyOtp')
      .mockRejectedValue(apiError(400, { message: 'Invalid or expired code' }));
    await user.click(box(1));
    await user.paste('000000');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid or expired code');
    expect(alert.closest('.ant-alert')).toHaveClass('ant-alert-error');
    await waitFor(() => expect(box(1)).toBeEnabled());
    expect(box(1)).toHaveFocus();
    await user.keyboard('1');
    expect(screen.queryByText('Invalid or expired code')).not.toBeInTheDocument();
  });

  test("falls back to 'Failed to verify reset code'", async () => {
    const { user } = renderReset();
    await toStepTwo(user);
    jest.spyOn(resetApi, 'verifyOtp').mockRejectedValue({});
    await user.click(box(1));
    await user.paste('000000');
    expect(await screen.findByText('Failed to verify reset code')).toBeInTheDocument();
  });

  test("'Clear OTP' empties the boxes", async () => {
    const { user } = renderReset();
    await toStepTwo(user);
    await user.click(box(1));
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Clear OTP' }));
    for (let n = 1; n <= 6; n += 1) expect(box(n)).toHaveValue('');
    expect(box(1)).toHaveFocus();
  });

  test("'Change email' goes back to step 1 with the e-mail kept", async () => {
    const { user } = renderReset();
    await toStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await heading('Forgot Password')).toBeInTheDocument();
    expect(emailField()).toHaveValue('ada@example.com');
  });

  test('the resend countdown runs 60 seconds; a resend is disallowed while pending and allowed after a failure', async () => {
    jest.useFakeTimers();
    const { user } = renderReset({ advanceTimers: jest.advanceTimersByTime });
    await toStepTwo(user);

    expect(screen.getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 59s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(58_000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 1s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();

    const answer = deferred<SendOtpResult>();
    jest.spyOn(resetApi, 'sendOtp').mockReturnValue(answer.promise);
    await user.click(resend);
    expect(resetApi.sendOtp).toHaveBeenCalledWith('ada@example.com');
    expect(screen.getByRole('button', { name: /Resend OTP/ })).toBeDisabled();
    await act(async () =>
      answer.reject(apiError(429, { message: 'Please wait before requesting a new code.' })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait before requesting a new code.');
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();

    jest.spyOn(resetApi, 'sendOtp').mockResolvedValue(SENT);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
  });
});

describe('step 3, Set New Password', () => {
  test('shows the required messages', async () => {
    const setSpy = jest.spyOn(resetApi, 'setNewPassword');
    const { user } = renderReset();
    await toStepThree(user);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('New password is required')).toBeInTheDocument();
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
    expect(setSpy).not.toHaveBeenCalled();
  });

  test('shows the strength, the unmet requirements and whether the passwords match', async () => {
    const { user } = renderReset();
    await toStepThree(user);
    const newPassword = screen.getByLabelText('New Password');
    const requirements = () => screen.getByRole('list', { name: 'Your password needs:' });

    await enter(user, newPassword, 'abc');
    expect(await screen.findByText('Weak')).toBeInTheDocument();
    expect(
      within(requirements())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['At least 8 characters', 'An uppercase letter', 'A number', 'A special character']);
    await user.type(newPassword, 'defgh');
    expect(await screen.findByText('Medium')).toBeInTheDocument();
    await user.type(newPassword, 'A1');
    expect(await screen.findByText('Strong')).toBeInTheDocument();
    expect(within(requirements()).getByText('A special character')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password does not meet requirements')).toBeInTheDocument();
    await user.type(newPassword, '!');
    await waitFor(() =>
      expect(screen.queryByText('Password does not meet requirements')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('list', { name: 'Your password needs:' })).not.toBeInTheDocument();

    const confirm = screen.getByLabelText('Confirm Password');
    await enter(user, confirm, 'abcdefghA1');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.type(confirm, '!');
    expect(await screen.findByText('Passwords match')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument());
  });

  test("accepts 'Passw0rd#', as sign-up and password change do: Strong, nothing unmet, and sent", async () => {
    const { user } = renderReset();
    await toStepThree(user);
    const setSpy = jest.spyOn(resetApi, 'setNewPassword').mockRejectedValue({});
    await enter(user, screen.getByLabelText('New Password'), 'Passw0rd#');
    await enter(user, screen.getByLabelText('Confirm Password'), 'Passw0rd#');
    expect(await screen.findByText('Strong')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your password needs:' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    // The form let it through: the call is made (and answered with a failure, which keeps the step open).
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password');
    expect(setSpy).toHaveBeenCalledWith({ newPassword: 'Passw0rd#' });
    expect(screen.queryByText('Password does not meet requirements')).not.toBeInTheDocument();
  });

  test("'Back' returns to step 2", async () => {
    const { user } = renderReset();
    await toStepThree(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Verify OTP')).toBeInTheDocument();
  });

  test("a failure shows a general alert, with the fallback 'Failed to reset password'", async () => {
    const { user } = renderReset();
    await toStepThree(user);
    jest.spyOn(resetApi, 'setNewPassword').mockRejectedValue({});
    await enter(user, screen.getByLabelText('New Password'), 'Secret1!');
    await enter(user, screen.getByLabelText('Confirm Password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password');
  });

  test('the current password, refused by the server, shows its message and another can be sent', async () => {
    const { user } = renderReset();
    await toStepThree(user);
    const message = 'The new password must be different from your current password.';
    const setSpy = jest
      .spyOn(resetApi, 'setNewPassword')
      .mockRejectedValueOnce(apiError(422, { message, errors: [{ field: 'newPassword', message }] }))
      .mockResolvedValueOnce(undefined);
    const newPassword = screen.getByLabelText('New Password');
    const confirm = screen.getByLabelText('Confirm Password');
    await enter(user, newPassword, 'Secret1!');
    await enter(user, confirm, 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();

    await user.clear(newPassword);
    await enter(user, newPassword, 'Secret2!');
    await user.clear(confirm);
    await enter(user, confirm, 'Secret2!');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(setSpy).toHaveBeenLastCalledWith({ newPassword: 'Secret2!' });
  });

  test("success reads 'Resetting...', shows the success alert, and one second later the flow starts over", async () => {
    jest.useFakeTimers();
    const { user } = renderReset({ advanceTimers: jest.advanceTimersByTime });
    await toStepThree(user);
    const answer = deferred<void>();
    const setSpy = jest.spyOn(resetApi, 'setNewPassword').mockReturnValue(answer.promise);
    await enter(user, screen.getByLabelText('New Password'), 'Secret1!');
    await enter(user, screen.getByLabelText('Confirm Password'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: /Resetting\.\.\./ })).toBeInTheDocument();
    expect(setSpy).toHaveBeenCalledWith({ newPassword: 'Secret1!' });

    await act(async () => answer.resolve());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(await heading('Forgot Password')).toBeInTheDocument();
    expect(emailField()).toHaveValue('');
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');

    await user.type(emailField(), 'a');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });
});

describe('step 3 and two-factor', () => {
  const TWO_FACTOR: OtpVerified = { ...VERIFIED, twoFactor: true };
  const WRONG = 'That code is not valid. Codes change every 30 seconds, and each works once.';
  const codeField = () => screen.getByLabelText('Authentication code');

  async function fillPasswords(user: User) {
    await enter(user, screen.getByLabelText('New Password'), 'Secret1!');
    await enter(user, screen.getByLabelText('Confirm Password'), 'Secret1!');
  }

  test('without two-factor no code is asked for', async () => {
    const { user } = renderReset();
    await toStepThree(user);
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });

  test('asks for the code of the authenticator or a recovery code, requires it, and sends it with the new password', async () => {
    const { user } = renderReset();
    await toStepThree(user, TWO_FACTOR);
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAccessibleDescription(
      'The code from your authenticator app, or a recovery code.',
    );

    const setSpy = jest.spyOn(resetApi, 'setNewPassword').mockResolvedValue(undefined);
    await fillPasswords(user);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await fieldMessage(
        codeField(),
        'Enter the 6-digit code from your authenticator app or a recovery code.',
      ),
    ).toBeInTheDocument();
    expect(setSpy).not.toHaveBeenCalled();

    await enter(user, codeField(), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(setSpy).toHaveBeenCalledWith({ newPassword: 'Secret1!', code: 'abcde-fghjk' });
  });

  test('a refused code shows under its field, not as the alert, and another can be sent', async () => {
    const { user } = renderReset();
    await toStepThree(user, TWO_FACTOR);
    const setSpy = jest
      .spyOn(resetApi, 'setNewPassword')
      .mockRejectedValueOnce(apiError(400, { message: WRONG, errors: [{ field: 'code', message: WRONG }] }))
      .mockResolvedValueOnce(undefined);
    await fillPasswords(user);
    await enter(user, codeField(), '000000');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await fieldMessage(codeField(), WRONG)).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('.ant-alert')).not.toBeInTheDocument();

    await user.clear(codeField());
    await enter(user, codeField(), '123456');
    await waitFor(() => expect(screen.queryByText(WRONG)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(setSpy).toHaveBeenLastCalledWith({ newPassword: 'Secret1!', code: '123456' });
  });
});

test("'Reset Flow' restarts the whole flow from steps 2 and 3", async () => {
  const { user } = renderReset();
  await toStepThree(user);
  await user.click(screen.getByRole('button', { name: 'Reset Flow' }));
  expect(await heading('Forgot Password')).toBeInTheDocument();
  expect(emailField()).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Reset Flow' })).not.toBeInTheDocument();

  await toStepTwo(user);
  await user.click(screen.getByRole('button', { name: 'Reset Flow' }));
  expect(await heading('Forgot Password')).toBeInTheDocument();
  expect(emailField()).toHaveValue('');
});
