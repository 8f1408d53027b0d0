// Profile.
import { expectDialogOpen } from '../pages/antdControls';
import { LoginPage, loginThroughUi } from '../pages/LoginPage';
import { textName } from '../pages/names';
import { Navbar } from '../pages/Navbar';
import { ProfilePage } from '../pages/ProfilePage';
import { failedRequest } from '../support/console-guard';
import { expect, test } from '../support/fixtures';
import { decodedBody, mailTo } from '../support/mailbox';
import { OTHER_PASSWORD } from '../support/users';

test('an edited username shows in the navbar at once; Cancel discards an edit', async ({
  page,
  signedInUser,
}) => {
  const profile = new ProfilePage(page);
  const navbar = new Navbar(page);
  await profile.open();
  await expect(profile.content.getByText(signedInUser.email).first()).toBeVisible();

  await profile.edit.click();
  await expect(profile.username).toHaveValue(signedInUser.username);
  await profile.username.fill('Renamed Person');
  await profile.save.click();
  await expect(navbar.welcome('Renamed Person')).toBeVisible();
  await expect(profile.username).toHaveCount(0);
  await expect(profile.content.getByText('Renamed Person').first()).toBeVisible();

  await profile.edit.click();
  await profile.username.fill('Discarded Name');
  await profile.cancel.click();
  await expect(profile.username).toHaveCount(0);
  await expect(profile.content.getByText('Discarded Name')).toHaveCount(0);
  await expect(navbar.welcome('Renamed Person')).toBeVisible();

  await page.reload();
  await expect(navbar.welcome('Renamed Person')).toBeVisible();
});

test("a new e-mail address asks for the password, waits for its link, then is the account's", async ({
  page,
  signedInUser,
  consoleGuard,
}) => {
  // The first try is refused for want of a fresh proof, which is what makes the screen ask for the password.
  consoleGuard.expectError(failedRequest(403, '/api/auth/profile'));
  const profile = new ProfilePage(page);
  await profile.open();
  const newAddress = signedInUser.email.replace('@', '.moved@');
  await profile.edit.click();
  await profile.email.fill(newAddress);
  await profile.save.click();

  const proof = page.getByRole('dialog', { name: 'Confirm your password' });
  await expectDialogOpen(proof);
  await proof.getByLabel('Password').fill(signedInUser.password);
  await proof.getByRole('button', { name: textName('Confirm') }).click();
  await expect(
    page.getByText('Check your new address: we sent it a link to confirm the change.', { exact: true }),
  ).toBeVisible();
  await expect(profile.content.getByText(`Waiting for verification: ${newAddress}`)).toBeVisible();

  let link = '';
  await expect
    .poll(async () => {
      const bodies = (await mailTo(newAddress)).map((mail) => decodedBody(mail.raw));
      link = /\/api\/auth\/verify-email\?token=[A-Za-z0-9_-]+/.exec(bodies.join('\n'))?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await expect(profile.content.getByText('Your e-mail address is verified.')).toBeVisible();
  await expect(profile.content.getByText(newAddress).first()).toBeVisible();
  await expect(profile.content.getByText(/Waiting for verification/)).toHaveCount(0);
});

test('the profile form validates the username and e-mail', async ({ page, signedInUser: _user }) => {
  const profile = new ProfilePage(page);
  await profile.open();
  await profile.edit.click();
  await profile.username.fill('X1');
  await profile.email.fill('broken');
  await profile.save.click();
  await expect(
    profile.message('Username should be at least 3 characters and contain only letters.'),
  ).toBeVisible();
  await expect(profile.message('Invalid email format.')).toBeVisible();
});

test('a password change needs the current password, then signs out', async ({ page, user, consoleGuard }) => {
  consoleGuard.expectError(failedRequest(400, '/api/auth/updatePassword'));
  consoleGuard.expectError(failedRequest(401, '/api/auth/login'));
  await loginThroughUi(page, user);
  const profile = new ProfilePage(page);
  await profile.open();

  await profile.currentPassword.fill('Wrong@Pass1');
  await profile.newPassword.fill(OTHER_PASSWORD);
  await profile.confirmPassword.fill(OTHER_PASSWORD);
  await profile.changePassword.click();
  await expect(profile.message('Current password is incorrect').first()).toBeVisible();
  await expect(page).toHaveURL('/dashboard/profile');

  await profile.currentPassword.fill(user.password);
  await profile.changePassword.click();
  await expect(page).toHaveURL('/');
  await new Navbar(page).expectSignedOut();

  const login = new LoginPage(page);
  await login.open();
  await login.login(user.email, user.password);
  await expect(login.alert('Invalid email or password')).toBeVisible();
  await loginThroughUi(page, { ...user, password: OTHER_PASSWORD });
});

test('the account is deleted after the password and DELETE are given', async ({
  page,
  signedInUser,
  consoleGuard,
}) => {
  consoleGuard.expectError(failedRequest(401, '/api/auth/login'));
  const profile = new ProfilePage(page);
  await profile.open();
  await profile.openDeleteDialog();
  const dialog = profile.deleteDialog;
  const confirmDelete = dialog.getByRole('button', { name: textName('Delete Account') });

  await confirmDelete.click();
  await expect(dialog.getByText('Password is required to delete account.')).toBeVisible();
  await expect(dialog.getByText('Please type "DELETE" to confirm.')).toBeVisible();

  await dialog.getByLabel('Password', { exact: true }).fill(signedInUser.password);
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await confirmDelete.click();
  await expect(dialog.getByText('Please type "DELETE" to confirm.')).toBeVisible();

  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirmDelete.click();
  await expect(page).toHaveURL('/');
  await new Navbar(page).expectSignedOut();

  const login = new LoginPage(page);
  await login.open();
  await login.login(signedInUser.email, signedInUser.password);
  await expect(login.alert('Invalid email or password')).toBeVisible();
});
