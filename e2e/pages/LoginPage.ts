// The login screen.
import { expect, type Locator, type Page } from '@playwright/test';
import type { TestUser } from '../support/users';
import { DASHBOARD_HOME } from '../support/registry';

export class LoginPage {
  readonly content: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly signUpLink: Locator;
  readonly resetLink: Locator;

  constructor(readonly page: Page) {
    this.content = page.getByRole('main').first();
    this.email = this.content.getByLabel('Email', { exact: true });
    this.password = this.content.getByLabel('Password', { exact: true });
    this.submit = this.content.getByRole('button', { name: 'Login', exact: true });
    this.signUpLink = this.content.getByRole('link', { name: /sign ?up/i });
    this.resetLink = this.content.getByRole('link', { name: /(forgot|reset).*password/i });
  }

  async open(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.email).toBeVisible();
  }

  alert(text: string): Locator {
    return this.content.getByRole('alert').filter({ hasText: text });
  }

  async fill(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  async login(email: string, password: string): Promise<void> {
    await this.fill(email, password);
    await this.submit.click();
  }
}

/** Logs in through the login screen, as a person does, and waits for the dashboard. */
export async function loginThroughUi(page: Page, user: TestUser): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.login(user.email, user.password);
  await expect(page).toHaveURL(DASHBOARD_HOME);
}
