// The transactions screen: filters, list, paging, the Add /
// Edit modal, delete and bulk delete, export, import and undo, and the transfer dialog.
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, expectDialogOpen, pickDate } from './antdControls';
import { textName } from './names';

export interface TransactionFields {
  type?: 'Income' | 'Expense';
  title?: string;
  amount?: string;
  category?: string;
  /** YYYY-MM-DD */
  date?: string;
  notes?: string;
  /** The money account, asked for once the person has more than one. */
  account?: string;
  /** A split's parts, with the category "Split across categories". */
  parts?: SplitPartFields[];
  /** Tags picked or typed, each ended with Enter. */
  tags?: string[];
}

export interface SplitPartFields {
  category: string;
  amount: string;
  notes?: string;
  tags?: string[];
}

/** A file as the import is given it, read from disk or made by the test. */
export interface StatementFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A transfer's dialog; each field left out keeps what the dialog shows. */
export interface TransferFields {
  from?: string;
  to?: string;
  amount?: string;
  title?: string;
}

export class TransactionsPage {
  readonly content: Locator;
  readonly heading: Locator;
  readonly search: Locator;
  readonly type: Locator;
  readonly category: Locator;
  readonly account: Locator;
  readonly tag: Locator;
  readonly startDate: Locator;
  readonly endDate: Locator;
  readonly clearFilters: Locator;
  readonly addButton: Locator;
  readonly transferButton: Locator;
  readonly importButton: Locator;
  readonly exportButton: Locator;
  readonly undoImportButton: Locator;
  readonly importDialog: Locator;
  readonly table: Locator;
  readonly pagingText: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.content = page.getByRole('main').last();
    this.heading = this.content.getByText(/^(All|Filtered) Transactions \(\d+\)$/);
    this.search = this.content.getByLabel('Search', { exact: true });
    this.type = this.content.getByLabel('Type', { exact: true });
    this.category = this.content.getByLabel('Category', { exact: true });
    this.account = this.content.getByLabel('Account', { exact: true });
    this.tag = this.content.getByLabel('Tag', { exact: true });
    this.startDate = this.content.getByLabel('Start Date', { exact: true });
    this.endDate = this.content.getByLabel('End Date', { exact: true });
    this.clearFilters = this.content.getByRole('button', { name: textName('Clear Filters') });
    this.addButton = this.content.getByRole('button', { name: textName('Add Transaction') });
    this.transferButton = this.content.getByRole('button', { name: textName('Transfer') });
    this.importButton = this.content.getByRole('button', { name: textName('Import CSV') });
    this.exportButton = this.content.getByRole('button', { name: textName('Export CSV') });
    this.undoImportButton = this.content.getByRole('button', { name: textName('Undo last import') });
    this.importDialog = page.getByRole('dialog', { name: 'Import CSV' });
    this.table = this.content.getByRole('table');
    this.pagingText = this.content.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
    this.previous = this.content.getByRole('button', { name: 'Previous', exact: true });
    this.next = this.content.getByRole('button', { name: 'Next', exact: true });
    this.dialog = page.getByRole('dialog');
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/dashboard/transactions${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** The list's title and count: 'Filtered Transactions (n)' while a filter or search narrows the list. */
  async expectCount(count: number, { filtered = false } = {}): Promise<void> {
    const title = `${filtered ? 'Filtered' : 'All'} Transactions (${count})`;
    await expect(this.content.getByText(title, { exact: true })).toBeVisible();
  }

  /** The body rows of the list (antd's hidden measuring row is not a row to a person). */
  rows(): Locator {
    return this.table.locator('tbody').getByRole('row');
  }

  row(title: string): Locator {
    return this.rows().filter({ has: this.page.getByText(title, { exact: true }) });
  }

  /** The titles of the rows, top to bottom, once the list shows exactly `expected`. */
  async expectTitles(expected: string[]): Promise<void> {
    await expect(this.rows().locator('td:nth-child(3)')).toHaveText(expected);
  }

  columnHeader(name: 'Date' | 'Title' | 'Account' | 'Amount'): Locator {
    return this.table.getByRole('columnheader', { name, exact: true });
  }

  choose(select: Locator, option: string): Promise<void> {
    return chooseOption(select, option);
  }

  pickDate(input: Locator, date: string): Promise<void> {
    return pickDate(input, date);
  }

  async fill(fields: TransactionFields): Promise<void> {
    const dialog = this.dialog;
    // antd draws the radio buttons over hidden inputs: a person clicks the visible label.
    if (fields.type)
      await dialog
        .locator('label')
        .filter({ hasText: new RegExp(`^${fields.type}$`) })
        .click();
    if (fields.title !== undefined) await dialog.getByLabel('Title', { exact: true }).fill(fields.title);
    if (fields.amount !== undefined) await dialog.getByLabel('Amount', { exact: true }).fill(fields.amount);
    if (fields.category) await this.choose(dialog.getByLabel('Category', { exact: true }), fields.category);
    for (const [index, part] of (fields.parts ?? []).entries()) {
      const number = index + 1;
      if (index >= 2) await dialog.getByRole('button', { name: 'Add part', exact: true }).click();
      await this.choose(dialog.getByLabel(`Category of part ${number}`, { exact: true }), part.category);
      await dialog.getByLabel(`Amount of part ${number}`, { exact: true }).fill(part.amount);
      if (part.notes !== undefined)
        await dialog.getByLabel(`Notes of part ${number}`, { exact: true }).fill(part.notes);
      await this.enterTags(dialog.getByLabel(`Tags of part ${number}`, { exact: true }), part.tags);
    }
    if (fields.account) await this.choose(dialog.getByLabel('Account', { exact: true }), fields.account);
    if (fields.date) await this.pickDate(dialog.getByLabel('Date', { exact: true }), fields.date);
    if (fields.notes !== undefined)
      await dialog.getByLabel('Description', { exact: true }).fill(fields.notes);
    await this.enterTags(dialog.getByLabel('Tags', { exact: true }), fields.tags);
  }

  /** Types each tag into a tags box and ends it with Enter, as a person does; each then shows as a chip. */
  private async enterTags(box: Locator, tags: readonly string[] = []): Promise<void> {
    for (const tag of tags) {
      await box.fill(tag);
      await box.press('Enter');
    }
  }

  /** Opens the Add Transaction modal; resolves with it once it is shown in full. */
  async openAdd(): Promise<Locator> {
    await this.addButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Add Transaction' });
    await expectDialogOpen(dialog);
    return dialog;
  }

  async add(fields: TransactionFields): Promise<void> {
    await this.openAdd();
    await this.fill(fields);
    await this.dialog.getByRole('button', { name: 'Add Transaction', exact: true }).click();
    // The last of the messages: two adds in a row show two.
    await expect(this.page.getByText('Transaction added', { exact: true }).last()).toBeVisible();
    await expect(this.dialog).toBeHidden();
  }

  editButton(title: string): Locator {
    return this.row(title).getByRole('button', { name: `Edit ${title}`, exact: true });
  }

  deleteButton(title: string): Locator {
    return this.row(title).getByRole('button', { name: `Delete ${title}`, exact: true });
  }

  unlockButton(title: string): Locator {
    return this.row(title).getByRole('button', { name: `Unlock ${title}`, exact: true });
  }

  selectBox(title: string): Locator {
    return this.row(title).getByRole('checkbox', { name: `Select ${title}`, exact: true });
  }

  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** One of the import preview's totals: 'Rows', 'Valid', 'Invalid' or 'Duplicates'. */
  importTotal(label: string): Locator {
    return this.importDialog
      .locator('.ant-statistic')
      .filter({ has: this.page.getByText(label, { exact: true }) });
  }

  /** Import CSV opened, `account` chosen and the bank statement given, as a person imports one into an account. */
  async chooseStatement(account: string, file: StatementFile): Promise<void> {
    await this.importButton.click();
    await expectDialogOpen(this.importDialog);
    await this.choose(this.importDialog.getByLabel('Account', { exact: true }), account);
    await this.importDialog.locator('input[type="file"]').setInputFiles(file);
  }

  /** A row of the transfer titled `title`: the one whose account column says `direction` ('To Savings'). */
  transferRow(title: string, direction: string): Locator {
    return this.row(title).filter({ hasText: direction });
  }

  async fillTransfer(dialog: Locator, fields: TransferFields): Promise<void> {
    if (fields.from) await this.choose(dialog.getByLabel('From account', { exact: true }), fields.from);
    if (fields.to) await this.choose(dialog.getByLabel('To account', { exact: true }), fields.to);
    if (fields.amount !== undefined) await dialog.getByLabel('Amount', { exact: true }).fill(fields.amount);
    if (fields.title !== undefined) await dialog.getByLabel('Title', { exact: true }).fill(fields.title);
  }

  /** Transfer in the toolbar, the dialog filled and sent. */
  async transfer(fields: TransferFields): Promise<void> {
    await this.transferButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'New transfer' });
    await expectDialogOpen(dialog);
    await this.fillTransfer(dialog, fields);
    await dialog.getByRole('button', { name: 'Make transfer', exact: true }).click();
    await expect(this.message('Transfer saved')).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  /** Edit on `row`, one of a transfer's rows: the transfer dialog, loaded with the transfer, changed and saved. */
  async editTransfer(row: Locator, title: string, fields: TransferFields): Promise<void> {
    await row.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Edit transfer' });
    await expectDialogOpen(dialog);
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title);
    await this.fillTransfer(dialog, fields);
    await dialog.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await expect(this.message('Transfer updated')).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  /** Delete on `row`, one of a transfer's rows, confirmed: both rows go. */
  async deleteTransfer(row: Locator, title: string): Promise<void> {
    await row.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete transfer' });
    await expectDialogOpen(dialog);
    await expect(dialog).toContainText('Delete this transfer? Both of its transactions will be deleted.');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(this.message('Transfer deleted')).toBeVisible();
    await expect(dialog).toBeHidden();
  }
}
