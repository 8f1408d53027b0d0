// Two-factor sign-in: turned on in Settings with the key read off the screen into an authenticator (computed
// here), then sign-in with its code, with a recovery code when the phone is lost, and a reset by e-mail that still
// asks for the second factor.
import { LoginPage } from '../pages/LoginPage';
import { Navbar } from '../pages/Navbar';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { authenticatorCode, SecurityCard } from '../pages/SecurityCard';
import { SettingsPage } from '../pages/SettingsPage';
import { failedRequest } from '../support/console-guard';
import { DASHBOARD_HOME } from '../support/registry';
import { expect, test } from '../support/fixtures';
import { latestCode } from '../support/mailbox';
import { OTHER_PASSWORD } from '../support/users';

test('a person turns two-factor on, signs in with a code, and with a recovery code once the phone is lost', async ({
  page,
  signedInUser: user,
  consoleGuard,
}) => {
  consoleGuard.expectError(failedRequest(403, '/api/auth/two-factor/setup'));
  consoleGuard.expectError(failedRequest(400, '/api/auth/login/two-factor'));
  const settings = new SettingsPage(page);
  await settings.open();
  const security = new SecurityCard(page);
  await expect(security.card.getByText('Off', { exact: true })).toBeVisible();

  const { secret, codes } = await security.turnOn(user.password);
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  const download = page.waitForEvent('download');
  await security.codesDialog.getByRole('button', { name: 'Download', exact: true }).click();
  expect((await download).suggestedFilename()).toBe('moneta-recovery-codes.txt');
  await security.done();
  await expect(security.turnOff).toBeVisible();
  await expect(security.card.getByText('10 of 10 left')).toBeVisible();

  // Signing in now asks for the app's code after the password; a wrong one is refused where it was typed.
  const navbar = new Navbar(page);
  await navbar.logout();
  await navbar.expectSignedOut();
  const login = new LoginPage(page);
  await login.open();
  await login.login(user.email, user.password);
  await expect(login.content.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  const codeField = login.content.getByLabel('Authentication code');
  await expect(codeField).toBeFocused();
  await codeField.fill('000000');
  await login.content.getByRole('button', { name: 'Verify' }).click();
  await expect(
    login.content.getByText('That code is not valid. Codes change every 30 seconds, and each works once.'),
  ).toBeVisible();
  // The setup used this step's code: the app's next one is the one to type.
  await codeField.fill(authenticatorCode(secret, 1));
  await login.content.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(DASHBOARD_HOME);

  // The phone is lost: a recovery code, typed in capitals, gets in once.
  await navbar.logout();
  await navbar.expectSignedOut();
  await login.open();
  await login.login(user.email, user.password);
  await login.content.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await login.content.getByLabel('Recovery code').fill((codes[0] ?? '').toUpperCase());
  await login.content.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(DASHBOARD_HOME);

  await settings.open();
  await expect(security.card.getByText('9 of 10 left')).toBeVisible();
  await expect(security.card.getByText('Signed in with a recovery code').first()).toBeVisible();
});

test('a reset by e-mail still asks for the second factor', async ({
  page,
  signedInUser: user,
  consoleGuard,
}) => {
  consoleGuard.expectError(failedRequest(403, '/api/auth/two-factor/setup'));
  const settings = new SettingsPage(page);
  await settings.open();
  const { codes } = await new SecurityCard(page).turnOn(user.password);
  await new SecurityCard(page).done();
  const navbar = new Navbar(page);
  await navbar.logout();
  await navbar.expectSignedOut();

  const reset = new ResetPasswordPage(page);
  await reset.open();
  await reset.email.fill(user.email);
  const sentAt = Date.now();
  await reset.sendOtp.click();
  await reset.enterCode(await latestCode(user.email, sentAt));
  await expect(reset.heading('Set New Password')).toBeVisible();
  await reset.newPassword.fill(OTHER_PASSWORD);
  await reset.confirmPassword.fill(OTHER_PASSWORD);
  await reset.content.getByLabel('Authentication code').fill(codes[1] ?? '');
  await reset.resetPassword.click();
  await expect(
    page.getByText('Password reset successfully! You can now login with your new password.'),
  ).toBeVisible();

  // The new password is the first step only.
  const login = new LoginPage(page);
  await login.open();
  await login.login(user.email, OTHER_PASSWORD);
  await expect(login.content.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
});
