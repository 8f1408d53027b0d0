// The fixed top bar.
import { expect, type Locator, type Page } from '@playwright/test';

export class Navbar {
  readonly root: Locator;
  readonly brand: Locator;
  readonly dashboardLink: Locator;
  readonly loginLink: Locator;
  readonly signupLink: Locator;
  readonly logoutButton: Locator;
  readonly loggingOut: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('banner');
    this.brand = this.root.getByRole('link', { name: 'Moneta' });
    this.dashboardLink = this.root.getByRole('link', { name: 'Dashboard', exact: true });
    this.loginLink = this.root.getByRole('link', { name: 'Login', exact: true });
    this.signupLink = this.root.getByRole('link', { name: 'Signup', exact: true });
    this.logoutButton = this.root.getByRole('button', { name: 'Logout', exact: true });
    this.loggingOut = this.root.getByRole('button', { name: 'Logging out...' });
  }

  welcome(name: string): Locator {
    return this.root.getByText(`Welcome, ${name}`, { exact: true });
  }

  async expectSignedIn(name: string): Promise<void> {
    await expect(this.welcome(name)).toBeVisible();
    await expect(this.logoutButton).toBeVisible();
  }

  async expectSignedOut(): Promise<void> {
    await expect(this.loginLink).toBeVisible();
    await expect(this.signupLink).toBeVisible();
    await expect(this.root.getByText(/^Welcome, /)).toHaveCount(0);
  }

  async logout(): Promise<void> {
    await this.logoutButton.click();
  }
}
