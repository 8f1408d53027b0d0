// Passkeys: added in Settings and used to sign in without a password, in Chromium with a virtual authenticator
// (the DevTools WebAuthn domain) that stands for the device's platform authenticator, user verification included.
import { generateKeyPairSync } from 'node:crypto';
import type { CDPSession, Page } from '@playwright/test';
import { expectDialogOpen } from '../pages/antdControls';
import { LoginPage } from '../pages/LoginPage';
import { Navbar } from '../pages/Navbar';
import { SecurityCard } from '../pages/SecurityCard';
import { SettingsPage } from '../pages/SettingsPage';
import { failedRequest } from '../support/console-guard';
import { expect, test } from '../support/fixtures';
import { DASHBOARD_HOME } from '../support/registry';

/** A platform authenticator that holds discoverable credentials and verifies its user without asking. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('a person adds a passkey in Settings, signs in with it alone, then removes it', async ({
  page,
  signedInUser: user,
  consoleGuard,
}) => {
  consoleGuard.expectError(failedRequest(403, '/api/auth/passkeys/options'));
  consoleGuard.expectError(failedRequest(403, '/api/auth/passkeys/'));
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const settings = new SettingsPage(page);
  await settings.open();
  const security = new SecurityCard(page);
  await expect(
    security.card.getByText('Sign in without a password, with your fingerprint, face or screen lock.'),
  ).toBeVisible();

  await security.card.getByRole('button', { name: 'Add a passkey' }).click();
  await security.confirmPassword(user.password);
  const nameDialog = page.getByRole('dialog', { name: 'Name your passkey' });
  await expectDialogOpen(nameDialog);
  await nameDialog.getByLabel('Passkey name').fill('Test laptop');
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Passkey added. You can now sign in with it.')).toBeVisible();
  await expect(security.card.getByText('Test laptop', { exact: true })).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // Signed out, the passkey signs in without the e-mail or the password.
  const navbar = new Navbar(page);
  await navbar.logout();
  await navbar.expectSignedOut();
  const login = new LoginPage(page);
  await login.open();
  await login.content.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(DASHBOARD_HOME);
  await navbar.expectSignedIn(user.username);

  // Signed out again, the browser offers the passkey among the e-mail field's suggestions: picking it (the
  // virtual authenticator picks at once) signs in with nothing typed.
  await navbar.logout();
  await navbar.expectSignedOut();
  await login.open();
  await login.email.click();
  await expect(page).toHaveURL(DASHBOARD_HOME);

  await settings.open();
  await expect(security.card.getByText('Signed in with a passkey').first()).toBeVisible();
  await security.card.getByRole('button', { name: 'Remove Test laptop' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expectDialogOpen(removeDialog);
  await removeDialog.getByRole('button', { name: 'Remove' }).click();
  // Signed in with the passkey, the session has proved no password yet: removing asks for it.
  await security.confirmPassword(user.password);
  await expect(page.getByText('Passkey removed.')).toBeVisible();
  await expect(security.card.getByText('Test laptop', { exact: true })).toHaveCount(0);
});

test('a passkey the server does not know is refused with a message', async ({ page, user, consoleGuard }) => {
  consoleGuard.expectError(failedRequest(401, '/api/auth/passkey/login'));
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  // A credential of this site that no Moneta account holds (as after the account was deleted).
  const privateKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ format: 'der', type: 'pkcs8' })
    .toString('base64');
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: Buffer.from('stray-credential').toString('base64'),
      isResidentCredential: true,
      rpId: 'localhost',
      privateKey,
      userHandle: Buffer.from(user.email).toString('base64'),
      signCount: 0,
    },
  });
  const login = new LoginPage(page);
  await login.open();
  await login.content.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    login.alert('This passkey is not registered with Moneta. Sign in with your password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
