// The dashboard frame: the sidebar, the nested page, and the panel of a section whose remote failed to load.
import { expect, type Locator, type Page } from '@playwright/test';
import { DASHBOARD_HOME, SIDEBAR_LINKS } from '../support/registry';

export class DashboardLayout {
  readonly sidebar: Locator;
  readonly content: Locator;
  readonly retryButton: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    // The app's <main> holds the dashboard's own <main> (the nested page): the last one is the page's.
    this.content = page.getByRole('main').last();
    this.retryButton = this.content.getByRole('button', { name: 'Retry' });
  }

  /** A sidebar label of the registry of remotes, for example 'Settings'. */
  sidebarLink(name: string): Locator {
    return this.sidebar.getByRole('link', { name, exact: true });
  }

  async open(path = DASHBOARD_HOME): Promise<void> {
    await this.page.goto(path);
  }

  async navigate(name: string): Promise<void> {
    await this.sidebarLink(name).click();
    const path = SIDEBAR_LINKS.find(([label]) => label === name)?.[1] ?? DASHBOARD_HOME;
    await expect(this.page).toHaveURL(path);
  }

  unavailable(section: string): Locator {
    return this.content.getByText(`${section} is unavailable`);
  }
}
