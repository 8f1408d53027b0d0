// The categories dialog of the transactions screen: the person's categories by type and group, a category's
// form, and merging one into another.
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, expectDialogOpen } from './antdControls';
import { textName } from './names';

export interface CategoryFields {
  type?: 'Income' | 'Expense';
  name: string;
  /** A colour's name as the form says it, such as "Green". */
  color?: string;
  group?: string;
}

export class CategoriesDialog {
  /** The one dialog, whose name says what it shows: the list, a form or a merge. */
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', {
      name: /^(Categories|Add category|Edit category|Merge category)$/,
    });
  }

  /** Categories, in the transactions screen's toolbar. */
  async open(): Promise<void> {
    await this.page
      .getByRole('main')
      .last()
      .getByRole('button', { name: textName('Categories') })
      .click();
    await expectDialogOpen(this.dialog);
    await expect(this.page.getByRole('dialog', { name: 'Categories' })).toBeVisible();
  }

  /** The list's entry of a category, by its name as shown. */
  item(name: string): Locator {
    return this.dialog.getByRole('listitem').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** Add category, the form filled and saved; back on the list once it is kept. */
  async add(fields: CategoryFields): Promise<void> {
    await this.dialog.getByRole('button', { name: textName('Add category') }).click();
    const form = this.page.getByRole('dialog', { name: 'Add category' });
    await expect(form).toBeVisible();
    if (fields.type)
      await form
        .locator('label')
        .filter({ hasText: new RegExp(`^${fields.type}$`) })
        .click();
    await form.getByLabel('Name', { exact: true }).fill(fields.name);
    // A swatch is a radio button drawn over its input: a person clicks the swatch.
    if (fields.color) await form.getByTitle(fields.color, { exact: true }).click();
    if (fields.group) await form.getByLabel('Group (optional)', { exact: true }).fill(fields.group);
    await form.getByRole('button', { name: textName('Add category') }).click();
    await expect(this.page.getByRole('dialog', { name: 'Categories' })).toBeVisible();
  }

  /** Merges `from` into `into`, confirming; back on the list, which says what moved. */
  async merge(from: string, into: string): Promise<void> {
    await this.item(from)
      .getByRole('button', { name: textName('Merge into…') })
      .click();
    const form = this.page.getByRole('dialog', { name: 'Merge category' });
    await expect(form).toBeVisible();
    await chooseOption(form.getByLabel('Merge into', { exact: true }), into);
    await form.getByRole('button', { name: textName('Merge…') }).click();
    const confirm = this.page.getByRole('dialog', { name: `Merge “${from}” into “${into}”?` });
    await expectDialogOpen(confirm);
    await confirm.getByRole('button', { name: textName('Merge') }).click();
    await expect(this.page.getByRole('dialog', { name: 'Categories' })).toBeVisible();
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }
}
