// The page footer: Quick Links and Support.
import type { Locator, Page } from '@playwright/test';

export class Footer {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('contentinfo');
  }

  link(name: string): Locator {
    return this.root.getByRole('link', { name, exact: true });
  }
}
