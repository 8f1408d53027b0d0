// The Financial Goals screen: cards, the goal form, Add
// Funds, the Actions menu and the contribution history.
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, pickDate } from './antdControls';
import { textName } from './names';

export interface GoalFields {
  name?: string;
  targetAmount?: string;
  /** YYYY-MM-DD */
  targetDate?: string;
  priority?: 'Low' | 'Medium' | 'High';
  category?: string;
}

export class GoalsPage {
  readonly content: Locator;
  readonly addButton: Locator;
  readonly active: Locator;
  readonly completed: Locator;

  constructor(readonly page: Page) {
    this.content = page.getByRole('main').last();
    this.addButton = this.content.getByRole('button', { name: textName('Add Goal') });
    this.active = this.content.getByRole('region', { name: 'Active Goals' });
    this.completed = this.content.getByRole('region', { name: 'Completed Goals' });
  }

  async open(): Promise<void> {
    await this.page.goto('/dashboard/goals');
    await expect(this.content.getByRole('heading', { name: 'Financial Goals' })).toBeVisible();
    await expect(this.content.getByText('Loading Goals...')).toBeHidden();
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  card(name: string): Locator {
    return this.content.getByRole('article', { name, exact: true });
  }

  /** The figure of one of the four cards (Total Goals, Completed, Total Saved, Total Target). */
  stat(title: string): Locator {
    return this.content.getByRole('group', { name: title, exact: true });
  }

  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  async fill(dialog: Locator, fields: GoalFields): Promise<void> {
    if (fields.name !== undefined) await dialog.getByLabel('Goal Name', { exact: true }).fill(fields.name);
    if (fields.targetAmount !== undefined)
      await dialog.getByLabel('Target Amount', { exact: true }).fill(fields.targetAmount);
    if (fields.targetDate)
      await pickDate(dialog.getByLabel('Target Date', { exact: true }), fields.targetDate);
    if (fields.priority) await chooseOption(dialog.getByLabel('Priority', { exact: true }), fields.priority);
    if (fields.category) await chooseOption(dialog.getByLabel('Category', { exact: true }), fields.category);
  }

  /** Opens the goal's Actions menu and picks `item`. */
  async act(goal: string, item: string): Promise<void> {
    await this.card(goal)
      .getByRole('button', { name: textName('Actions') })
      .click();
    await this.page.getByRole('menuitem', { name: item, exact: true }).filter({ visible: true }).click();
  }

  async addFunds(goal: string, amount: string): Promise<void> {
    await this.act(goal, 'Add Funds');
    const dialog = this.dialog('Add Funds');
    await dialog.getByLabel('Amount', { exact: true }).fill(amount);
    await dialog.getByRole('button', { name: textName('Add Funds') }).click();
    await expect(dialog).toBeHidden();
  }
}
