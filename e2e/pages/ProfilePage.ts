// The profile screen: personal information, change password, danger zone.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectDialogOpen } from './antdControls';
import { textName } from './names';

export class ProfilePage {
  readonly content: Locator;
  readonly edit: Locator;
  readonly save: Locator;
  readonly cancel: Locator;
  readonly username: Locator;
  readonly email: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly changePassword: Locator;
  readonly deleteAccount: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.content = page.getByRole('main').first();
    this.edit = this.content.getByRole('button', { name: textName('Edit') });
    this.save = this.content.getByRole('button', { name: textName('Save') });
    this.cancel = this.content.getByRole('button', { name: textName('Cancel') });
    this.username = this.content.getByLabel('Username', { exact: true });
    this.email = this.content.getByLabel('Email', { exact: true });
    this.currentPassword = this.content.getByLabel('Current Password', { exact: true });
    this.newPassword = this.content.getByLabel('New Password', { exact: true });
    this.confirmPassword = this.content.getByLabel('Confirm New Password', { exact: true });
    this.changePassword = this.content.getByRole('button', { name: textName('Change Password') });
    this.deleteAccount = this.content.getByRole('button', { name: textName('Delete My Account') });
    this.deleteDialog = page.getByRole('dialog');
  }

  async open(): Promise<void> {
    await this.page.goto('/dashboard/profile');
    await expect(this.edit).toBeVisible();
  }

  /** Opens the Delete My Account confirmation; resolves once it is shown in full. */
  async openDeleteDialog(): Promise<void> {
    await this.deleteAccount.click();
    await expectDialogOpen(this.deleteDialog);
  }

  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
