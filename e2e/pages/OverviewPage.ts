// The dashboard overview: the four cards, the recent
// transactions with their row menu, the category breakdown and the month's cards.
import { expect, type Locator, type Page } from '@playwright/test';

export class OverviewPage {
  readonly content: Locator;
  readonly heading: Locator;
  readonly loading: Locator;
  readonly recent: Locator;
  readonly categories: Locator;

  constructor(readonly page: Page) {
    this.content = page.getByRole('main').last();
    this.heading = this.content.getByRole('heading', { name: 'Dashboard Overview' });
    this.loading = this.content.getByText('Loading dashboard data...');
    this.recent = this.content.getByRole('region', { name: 'Recent Transactions' });
    this.categories = this.content.getByRole('region', { name: 'Spending by Category' });
  }

  async open(): Promise<void> {
    await this.page.goto('/dashboard');
    await expect(this.heading).toBeVisible();
  }

  /** One of the four cards (Net Balance, Monthly Income, Monthly Expenses, Savings Rate). */
  stat(title: string): Locator {
    return this.content.getByRole('group', { name: title, exact: true });
  }

  /** One of the month's cards (Savings Rate, Available to Spend, Goal Progress). */
  card(title: string): Locator {
    return this.content.getByRole('region', { name: title, exact: true });
  }

  /** A category of the breakdown. */
  category(name: string): Locator {
    return this.categories.getByRole('listitem', { name, exact: true });
  }

  /** The body rows of the recent transactions (antd's hidden measuring row is not a row to a person). */
  rows(): Locator {
    return this.recent.locator('tbody').getByRole('row');
  }

  row(title: string): Locator {
    return this.rows().filter({ has: this.page.getByText(title, { exact: true }) });
  }

  /** Opens the row menu of `title` and picks `item` (View Details, Edit, Delete). */
  async act(title: string, item: string): Promise<void> {
    await this.recent.getByRole('button', { name: `Actions for ${title}`, exact: true }).click();
    // The items' icons are hidden from their names: a screen reader hears 'Edit', not 'edit Edit'.
    await this.page.getByRole('menuitem', { name: item, exact: true }).filter({ visible: true }).click();
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
