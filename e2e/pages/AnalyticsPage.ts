// The Analytics Dashboard: the period selector, Export, Refresh,
// the tabs, and each chart's figures read from its accessible table.
import { expect, type Locator, type Page } from '@playwright/test';

export type AnalyticsTab = 'Overview' | 'Spending' | 'Income' | 'Goals' | 'Budgets';
export type AnalyticsPeriod = 'Last 30 Days' | 'Last 90 Days' | 'Last Year';

export class AnalyticsPage {
  readonly content: Locator;
  readonly exportButton: Locator;
  readonly refreshButton: Locator;
  readonly periods: Locator;

  constructor(readonly page: Page) {
    this.content = page.getByRole('main').last();
    // The buttons' icons are hidden from their names: a screen reader says 'Export', not 'download Export'.
    this.exportButton = this.content.getByRole('button', { name: 'Export', exact: true });
    this.refreshButton = this.content.getByRole('button', { name: 'Refresh', exact: true });
    this.periods = this.content.getByRole('radiogroup', { name: 'Period' });
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/dashboard/analytics${query}`);
    await expect(this.content.getByRole('heading', { name: 'Analytics Dashboard' })).toBeVisible();
  }

  async choosePeriod(period: AnalyticsPeriod): Promise<void> {
    // antd's Segmented hides its radio inputs behind their labels: a person clicks the label.
    await this.periods.getByText(period, { exact: true }).click();
    await expect(this.periods.getByRole('radio', { name: period })).toBeChecked();
  }

  async openTab(tab: AnalyticsTab): Promise<void> {
    await this.content.getByRole('tab', { name: tab }).click();
    await expect(this.content.getByRole('tab', { name: tab, selected: true })).toBeVisible();
  }

  /** A chart's card, named by its visible title. */
  chart(title: string): Locator {
    return this.content.getByRole('region', { name: title, exact: true });
  }

  /** One of the figure cards (Total Income, On Track, ...). */
  stat(title: string): Locator {
    return this.content.getByRole('group', { name: title, exact: true });
  }

  goal(name: string): Locator {
    return this.content.getByRole('article', { name, exact: true });
  }

  /** The cells of a chart's accessible table, row by row, header row first (read as a screen reader would). */
  async table(title: string): Promise<string[][]> {
    const table = this.chart(title).getByRole('table', { name: title });
    await expect(table).toBeAttached();
    return table
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '')),
      );
  }

  /** The failure banner. */
  get alert(): Locator {
    return this.content.getByRole('alert');
  }
}
