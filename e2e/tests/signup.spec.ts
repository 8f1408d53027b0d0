// Sign-up: validation, success, a taken e-mail.
import { Navbar } from '../pages/Navbar';
import { ProfilePage } from '../pages/ProfilePage';
import { SignUpPage } from '../pages/SignUpPage';
import { failedRequest } from '../support/console-guard';
import { expect, test } from '../support/fixtures';
import { uniqueUser } from '../support/users';
import { DASHBOARD_HOME } from '../support/registry';

test('each field shows its validation message', async ({ page }) => {
  const signUp = new SignUpPage(page);
  await signUp.open();

  await signUp.submit.click();
  for (const message of [
    'Username is required.',
    'Email is required.',
    'Password is required.',
    'Please confirm your password.',
  ]) {
    await expect(signUp.message(message)).toBeVisible();
  }

  await signUp.username.fill('Al');
  await signUp.email.fill('not-an-email');
  await signUp.password.fill('weakpass');
  await signUp.confirmPassword.fill('different');
  await signUp.confirmPassword.blur();
  await expect(
    signUp.message('Username should be at least 3 characters and contain only letters.'),
  ).toBeVisible();
  await expect(signUp.message('Invalid email format.')).toBeVisible();
  await expect(
    signUp.message('Password must be 8+ chars, with uppercase, lowercase, digit & special char.'),
  ).toBeVisible();
  await expect(signUp.message('Passwords do not match.')).toBeVisible();

  // Digits are not letters.
  await signUp.username.fill('Al1ce');
  await signUp.username.blur();
  await expect(
    signUp.message('Username should be at least 3 characters and contain only letters.'),
  ).toBeVisible();

  // Corrected values clear their messages, and nothing was sent.
  const user = uniqueUser('signup');
  await signUp.fill(user);
  await signUp.confirmPassword.blur();
  await expect(signUp.content.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL('/signup');
});

test('a valid sign-up lands on the dashboard, welcomed by name', async ({ page }) => {
  const signUp = new SignUpPage(page);
  const user = uniqueUser('signup');
  await signUp.open();
  await signUp.fill(user);
  await signUp.submit.click();

  await expect(page).toHaveURL(DASHBOARD_HOME);
  await new Navbar(page).expectSignedIn(user.username);
});

test('a name of any language signs up, and the profile keeps another', async ({ page }) => {
  const signUp = new SignUpPage(page);
  const navbar = new Navbar(page);
  await signUp.open();
  await signUp.fill({ ...uniqueUser('names'), username: 'José Müller' });
  await signUp.submit.click();
  await expect(page).toHaveURL(DASHBOARD_HOME);
  await navbar.expectSignedIn('José Müller');

  const profile = new ProfilePage(page);
  await profile.open();
  for (const name of ['Dana Fischer-Weber', 'O’Brien', '李小龙']) {
    await profile.edit.click();
    await profile.username.fill(name);
    await profile.save.click();
    await expect(navbar.welcome(name)).toBeVisible();
    await expect(profile.username).toHaveCount(0);
  }
});

test("signing up with a taken e-mail shows the server's message", async ({ page, user, consoleGuard }) => {
  consoleGuard.expectError(failedRequest(409, '/api/auth/register'));
  const signUp = new SignUpPage(page);
  await signUp.open();
  await signUp.fill({ ...uniqueUser('taken'), email: user.email });
  await signUp.submit.click();

  await expect(signUp.alert('An account with this email already exists')).toBeVisible();
  await expect(page).toHaveURL('/signup');
});
