// The Accounts screen: the net worth, the open and closed accounts' cards, the account form, the reconcile
// dialog and the close confirmation.
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, expectDialogOpen, pickDate } from './antdControls';
import { textName } from './names';

export interface AccountFields {
  name?: string;
  kind?: string;
  openingBalance?: string;
  /** YYYY-MM-DD */
  openingDate?: string;
}

export class AccountsPage {
  readonly content: Locator;
  readonly addButton: Locator;
  readonly netWorth: Locator;
  readonly open: Locator;
  readonly closed: Locator;

  constructor(readonly page: Page) {
    this.content = page.getByRole('main').last();
    this.addButton = this.content.getByRole('button', { name: textName('Add account') });
    this.netWorth = this.content.getByRole('group', { name: 'Net worth', exact: true });
    this.open = this.content.getByRole('region', { name: 'Open accounts' });
    this.closed = this.content.getByRole('region', { name: 'Closed accounts' });
  }

  /** Waits until the screen shows its accounts. */
  async expectShown(): Promise<void> {
    await expect(this.content.getByRole('heading', { name: 'Accounts', exact: true })).toBeVisible();
    await expect(this.content.getByText('Loading accounts...')).toBeHidden();
    await expect(this.netWorth).toBeVisible();
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  card(name: string): Locator {
    return this.content.getByRole('article', { name, exact: true });
  }

  /** An announcement or a refusal shown on the screen. */
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  async fill(dialog: Locator, fields: AccountFields): Promise<void> {
    if (fields.name !== undefined) await dialog.getByLabel('Name', { exact: true }).fill(fields.name);
    if (fields.kind) await chooseOption(dialog.getByLabel('Kind', { exact: true }), fields.kind);
    if (fields.openingBalance !== undefined)
      await dialog.getByLabel('Opening balance', { exact: true }).fill(fields.openingBalance);
    if (fields.openingDate)
      await pickDate(dialog.getByLabel('Opening date', { exact: true }), fields.openingDate);
  }

  async add(fields: AccountFields): Promise<void> {
    await this.addButton.click();
    const dialog = this.dialog('Add account');
    await expectDialogOpen(dialog);
    await this.fill(dialog, fields);
    await dialog.getByRole('button', { name: textName('Add account') }).click();
    await expect(dialog).toBeHidden();
  }

  /** Opens the screen and adds one account, as a person starting with a second account does. */
  async openAndAdd(fields: AccountFields): Promise<void> {
    await this.page.goto('/dashboard/accounts');
    await this.expectShown();
    await this.add(fields);
    await expect(this.message('Account added')).toBeVisible();
  }

  async edit(account: string, fields: AccountFields): Promise<void> {
    await this.card(account)
      .getByRole('button', { name: textName('Edit') })
      .click();
    const dialog = this.dialog('Edit account');
    await expectDialogOpen(dialog);
    await this.fill(dialog, fields);
    await dialog.getByRole('button', { name: textName('Save changes') }).click();
    await expect(dialog).toBeHidden();
  }

  /** Close account on the card, then again in the confirmation, which is left open for a refusal to show. */
  async close(account: string): Promise<Locator> {
    await this.card(account)
      .getByRole('button', { name: textName('Close account') })
      .click();
    const dialog = this.dialog('Close this account?');
    await expectDialogOpen(dialog);
    await dialog.getByRole('button', { name: textName('Close account') }).click();
    return dialog;
  }

  /** Reconcile on the card; resolves with the dialog, shown in full. */
  async openReconcile(account: string): Promise<Locator> {
    await this.card(account)
      .getByRole('button', { name: textName('Reconcile') })
      .click();
    const dialog = this.dialog(`Reconcile ${account}`);
    await expectDialogOpen(dialog);
    return dialog;
  }

  /** The figure beside the label `label` matches in a card or a dialog. */
  figure(within: Locator, label: RegExp): Locator {
    return within.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  async reopen(account: string): Promise<void> {
    await this.card(account)
      .getByRole('button', { name: textName('Reopen') })
      .click();
  }
}
