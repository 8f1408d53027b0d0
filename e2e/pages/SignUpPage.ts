// The sign-up screen.
import { expect, type Locator, type Page } from '@playwright/test';
import type { TestUser } from '../support/users';

export class SignUpPage {
  readonly content: Locator;
  readonly username: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;
  readonly loginLink: Locator;

  constructor(readonly page: Page) {
    this.content = page.getByRole('main').first();
    this.username = this.content.getByLabel('Username', { exact: true });
    this.email = this.content.getByLabel('Email', { exact: true });
    this.password = this.content.getByLabel('Password', { exact: true });
    this.confirmPassword = this.content.getByLabel('Confirm Password', { exact: true });
    this.submit = this.content.getByRole('button', { name: /^Sign ?up$/i });
    this.loginLink = this.content.getByRole('link', { name: /log ?in/i });
  }

  async open(): Promise<void> {
    await this.page.goto('/signup');
    await expect(this.username).toBeVisible();
  }

  /** A validation or server message shown on the screen. */
  message(text: string): Locator {
    return this.content.getByText(text, { exact: true });
  }

  alert(text: string): Locator {
    return this.content.getByRole('alert').filter({ hasText: text });
  }

  async fill(user: TestUser, confirmation = user.password): Promise<void> {
    await this.username.fill(user.username);
    await this.email.fill(user.email);
    await this.password.fill(user.password);
    await this.confirmPassword.fill(confirmation);
  }
}
