// The rules dialog of the transactions screen: the list in the order the rules run, a rule's form, and "Apply to
// existing" with its preview and undo.
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, expectDialogOpen } from './antdControls';
import { textName } from './names';

export interface RuleFields {
  match?: 'Contains' | 'Starts with' | 'Equals' | 'Matches the pattern';
  text: string;
  category?: string;
  /** Each typed and ended with Enter. */
  tags?: string[];
  rename?: string;
}

export class RulesDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Rules' });
  }

  /** Rules, in the transactions screen's toolbar. */
  async open(): Promise<void> {
    await this.page
      .getByRole('main')
      .last()
      .getByRole('button', { name: textName('Rules') })
      .click();
    await expectDialogOpen(this.dialog);
  }

  /** The list's rules as their summaries read, top to bottom. */
  items(): Locator {
    return this.dialog.getByRole('list', { name: 'Rules' }).getByRole('listitem');
  }

  item(text: string): Locator {
    return this.items().filter({ hasText: text });
  }

  /** Add rule, the form filled and saved; back on the list once it is kept. */
  async add(fields: RuleFields): Promise<void> {
    await this.dialog.getByRole('button', { name: textName('Add rule') }).click();
    const form = this.page.getByRole('dialog', { name: 'Add rule' });
    await expectDialogOpen(form);
    if (fields.match) await chooseOption(form.getByLabel('When the title', { exact: true }), fields.match);
    await form.getByLabel('Text to match', { exact: true }).fill(fields.text);
    if (fields.category)
      await chooseOption(form.getByLabel('Set category', { exact: true }), fields.category);
    const tags = form.getByLabel('Add tags', { exact: true });
    for (const tag of fields.tags ?? []) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    if (fields.rename) await form.getByLabel('Rename to', { exact: true }).fill(fields.rename);
    await form.getByRole('button', { name: textName('Add rule') }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** Apply to existing on the rule whose summary holds `text`: the dialog of its preview. */
  async applyToExisting(text: string): Promise<Locator> {
    await this.item(text)
      .getByRole('button', { name: textName('Apply to existing') })
      .click();
    const applying = this.page.getByRole('dialog', { name: 'Apply to existing transactions' });
    await expectDialogOpen(applying);
    return applying;
  }

  async close(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await expect(this.page.getByRole('dialog')).toBeHidden();
  }
}
