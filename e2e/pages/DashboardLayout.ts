// The dashboard frame: the sidebar, the nested page, and the panel of a section whose remote failed to load.
import { expect, type Locator, type Page } from '@playwright/test';

export const SIDEBAR_LINKS = [
  ['Dashboard', '/dashboard'],
  ['Transactions', '/dashboard/transactions'],
  ['Analytics', '/dashboard/analytics'],
  ['Goals', '/dashboard/goals'],
  ['Reminders', '/dashboard/reminders'],
  ['Settings', '/dashboard/settings'],
  ['Profile', '/dashboard/profile'],
] as const;

export type SidebarLink = (typeof SIDEBAR_LINKS)[number][0];

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

  sidebarLink(name: SidebarLink): Locator {
    return this.sidebar.getByRole('link', { name, exact: true });
  }

  async open(path = '/dashboard'): Promise<void> {
    await this.page.goto(path);
  }

  async navigate(name: SidebarLink): Promise<void> {
    await this.sidebarLink(name).click();
    const path = SIDEBAR_LINKS.find(([label]) => label === name)?.[1] ?? '/dashboard';
    await expect(this.page).toHaveURL(path);
  }

  unavailable(section: string): Locator {
    return this.content.getByText(`${section} is unavailable`);
  }
}
