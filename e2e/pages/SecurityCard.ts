// Settings' "Sign-in and security" card, its two-factor setup dialog and the recovery codes it shows.
import { expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectDialogOpen } from './antdControls';

/** The authenticator's code for a secret, `steps` 30-second steps from now (an app a step ahead, or the next). */
export function authenticatorCode(secret: string, steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });
}

export class SecurityCard {
  readonly card: Locator;
  readonly setUp: Locator;
  readonly turnOff: Locator;
  /** The recovery codes, shown once after the setup. */
  readonly codesDialog: Locator;

  constructor(readonly page: Page) {
    this.card = page
      .getByRole('main')
      .first()
      .locator('.ant-card')
      .filter({
        has: page.getByRole('heading', { name: 'Sign-in and security' }),
      });
    this.setUp = this.card.getByRole('button', { name: 'Set up', exact: true });
    this.turnOff = this.card.getByRole('button', { name: 'Turn off', exact: true });
    this.codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
  }

  /** Confirms the password in the dialog the server's step-up asks for. */
  async confirmPassword(password: string): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: 'Confirm your password' });
    await expectDialogOpen(dialog);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }

  /**
   * Turns two-factor on as a person does: Set up, the password again, the key read off the screen into the
   * app, its code typed in. Answers the key and the recovery codes shown.
   */
  async turnOn(password: string): Promise<{ secret: string; codes: string[] }> {
    await this.setUp.click();
    await this.confirmPassword(password);
    const dialog = this.page.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await expectDialogOpen(dialog);
    await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const key = dialog.locator('code').filter({ hasText: /^[A-Z2-7 ]{16,}$/ });
    const secret = (await key.innerText()).replace(/\s/g, '');
    await dialog.getByLabel('6-digit code').fill(authenticatorCode(secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expectDialogOpen(this.codesDialog);
    const codes = this.codesDialog.getByRole('listitem');
    await expect(codes).toHaveCount(10);
    return { secret, codes: await codes.allInnerTexts() };
  }

  async done(): Promise<void> {
    await this.codesDialog.getByRole('button', { name: 'Done' }).click();
    await expect(this.codesDialog).toBeHidden();
  }
}
