// The three-step password reset with the code read from the real mail
// through its three steps and their messages.
import { LoginPage, loginThroughUi } from '../pages/LoginPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { failedRequest } from '../support/console-guard';
import { expect, test } from '../support/fixtures';
import { latestCode } from '../support/mailbox';
import { OTHER_PASSWORD, type TestUser } from '../support/users';

/** Step 1: asks for a code; answers the code from the mail. */
async function requestCode(reset: ResetPasswordPage, user: TestUser): Promise<string> {
  await reset.open();
  await expect(reset.heading('Forgot Password')).toBeVisible();
  await expect(reset.sendOtp).toBeDisabled();
  await reset.email.fill(user.email);
  await expect(reset.sendOtp).toBeEnabled();
  const sentAt = Date.now();
  await reset.sendOtp.click();
  await expect(reset.otpBoxes.first()).toBeVisible();
  return latestCode(user.email, sentAt);
}

test('a forgotten password is reset with the e-mailed code', async ({ page, user, consoleGuard }) => {
  consoleGuard.expectError(failedRequest(401, '/api/auth/login'));
  const reset = new ResetPasswordPage(page);
  const code = await requestCode(reset, user);
  await expect(reset.heading('Verify OTP')).toBeVisible();
  await expect(reset.otpBoxes).toHaveCount(6);

  await reset.enterCode(code);
  await expect(reset.heading('Set New Password')).toBeVisible();

  // The meter and the unmet requirements follow the typing.
  await reset.newPassword.fill('abc');
  await expect(reset.strength('Weak')).toBeVisible();
  for (const rule of ['At least 8 characters', 'An uppercase letter', 'A number', 'A special character']) {
    await expect(reset.requirement(rule)).toBeVisible();
  }
  await expect(reset.requirement('A lowercase letter')).toHaveCount(0);

  await reset.newPassword.fill('abcdefgh');
  await expect(reset.strength('Medium')).toBeVisible();
  await expect(reset.requirement('At least 8 characters')).toHaveCount(0);

  await reset.newPassword.fill(OTHER_PASSWORD);
  await expect(reset.strength('Strong')).toBeVisible();
  for (const rule of ['An uppercase letter', 'A number', 'A special character']) {
    await expect(reset.requirement(rule)).toHaveCount(0);
  }

  await reset.confirmPassword.fill(`${OTHER_PASSWORD}x`);
  await expect(reset.content.getByText('Passwords do not match', { exact: true })).toBeVisible();
  await reset.confirmPassword.fill(OTHER_PASSWORD);
  await expect(reset.content.getByText('Passwords match', { exact: true })).toBeVisible();

  await reset.resetPassword.click();
  await expect(
    page.getByText('Password reset successfully! You can now login with your new password.'),
  ).toBeVisible();
  // One second later the flow starts over.
  await expect(reset.email).toBeVisible();
  await expect(reset.email).toHaveValue('');

  // The old password is refused, the new one signs in.
  const login = new LoginPage(page);
  await login.open();
  await login.login(user.email, user.password);
  await expect(login.alert('Invalid email or password')).toBeVisible();
  await loginThroughUi(page, { ...user, password: OTHER_PASSWORD });
});

test('a wrong code shows the error in a red alert', async ({ page, user, consoleGuard }) => {
  consoleGuard.expectError(failedRequest(400, '/api/reset/verifyotp'));
  const reset = new ResetPasswordPage(page);
  const code = await requestCode(reset, user);
  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);

  await expect(reset.resend).toHaveText(/^Resend OTP in \d+s$/);
  await expect(reset.resend).toBeDisabled();

  await reset.enterCode(wrong);
  await expect(reset.alert('Invalid or expired code')).toBeVisible();
  await expect(reset.heading('Verify OTP')).toBeVisible();
  await expect(reset.otpBoxes.first()).toHaveValue('');

  // 'Reset Flow' starts over at step 1.
  await reset.resetFlow.click();
  await expect(reset.heading('Forgot Password')).toBeVisible();
  await expect(reset.sendOtp).toBeVisible();
});

test('step 1 validates the e-mail address', async ({ page }) => {
  const reset = new ResetPasswordPage(page);
  await reset.open();
  await reset.email.fill('not-an-email');
  await reset.sendOtp.click();
  await expect(reset.content.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(reset.otpBoxes).toHaveCount(0);
});
