// The settings screen: preferences, active sessions, current user, data export and
// restore.
import { expect, type Locator, type Page } from '@playwright/test';
import { textName } from './names';

export type PreferenceField = 'Currency' | 'Language' | 'Theme';

export class SettingsPage {
  readonly content: Locator;
  readonly preferencesTitle: Locator;
  readonly sessions: Locator;
  readonly signOutAll: Locator;
  readonly unsavedChanges: Locator;
  readonly savePreferences: Locator;
  readonly resetToDefault: Locator;
  readonly savedBanner: Locator;
  readonly downloadData: Locator;
  readonly restoreData: Locator;

  constructor(readonly page: Page) {
    this.content = page.getByRole('main').first();
    this.preferencesTitle = this.content.getByText('Application Preferences', { exact: true });
    this.sessions = this.content.getByRole('list', { name: 'Active Sessions' });
    this.signOutAll = this.content.getByRole('button', { name: textName('Sign Out All') });
    this.unsavedChanges = this.content.getByText('Unsaved Changes', { exact: true });
    this.savePreferences = this.content.getByRole('button', { name: textName('Save Preferences') });
    this.resetToDefault = this.content.getByRole('button', { name: textName('Reset to Default') });
    this.savedBanner = this.content.getByText('Preferences saved successfully!', { exact: true });
    this.downloadData = this.content.getByRole('button', { name: textName('Download my data') });
    this.restoreData = this.content.getByRole('button', { name: textName('Restore from a backup') });
  }

  async open(): Promise<void> {
    await this.page.goto('/dashboard/settings');
    await expect(this.savePreferences).toBeVisible();
  }

  /** Chooses a backup file through the restore control's file chooser, as a person does. */
  async chooseBackup(file: string): Promise<void> {
    const [chooser] = await Promise.all([this.page.waitForEvent('filechooser'), this.restoreData.click()]);
    await chooser.setFiles(file);
  }

  select(field: PreferenceField): Locator {
    return this.content.getByLabel(field, { exact: true });
  }

  /** The value a preference select shows: the text (with its title) next to the select's input. */
  async expectValue(field: PreferenceField, shown: string): Promise<void> {
    const select = this.select(field).locator('xpath=ancestor::*[.//*[@title]][1]');
    await expect(select.getByTitle(shown, { exact: true })).toBeVisible();
  }

  /** Opens a select and clicks the option that shows `option` (the open list is the last one in the page). */
  async choose(field: PreferenceField, option: string): Promise<void> {
    await this.select(field).click();
    await this.page.getByTitle(option, { exact: true }).filter({ visible: true }).last().click();
    await this.expectValue(field, option);
  }

  /** The session entries of the Active Sessions card. */
  sessionItems(): Locator {
    return this.sessions.getByRole('listitem');
  }

  /** The Sign Out buttons of the listed sessions (each named after its device). */
  signOutButtons(): Locator {
    return this.sessions.getByRole('button', { name: /^Sign Out / });
  }
}
