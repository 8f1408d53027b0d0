// The public landing page.
import type { Locator, Page } from '@playwright/test';

export class LandingPage {
  readonly hero: Locator;
  readonly getStartedLinks: Locator;

  constructor(readonly page: Page) {
    this.hero = page.getByRole('heading', { level: 1 });
    this.getStartedLinks = page.getByRole('main').getByRole('link', { name: 'Get Started' });
  }

  async open(): Promise<void> {
    await this.page.goto('/');
  }
}
