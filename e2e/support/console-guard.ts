// Fails a test on any console error or uncaught page error, except the ones the test declares as expected.
import type { Page } from '@playwright/test';

export class ConsoleGuard {
  private readonly seen: string[] = [];
  private readonly expected: RegExp[] = [];

  /** Starts recording the errors of a page (the default page is watched already). */
  watch(page: Page): void {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      this.seen.push(`console.error: ${message.text()}${url ? ` (at ${url})` : ''}`);
    });
    page.on('pageerror', (error) => this.seen.push(`pageerror: ${error.message}`));
  }

  /** Declares an error the test provokes on purpose, matched against the recorded line. */
  expectError(pattern: RegExp): void {
    this.expected.push(pattern);
  }

  unexpected(): string[] {
    return this.seen.filter((line) => !this.expected.some((pattern) => pattern.test(line)));
  }
}

/** The console line Chromium prints for a fetch/XHR answered with an error status. */
export function failedRequest(status: number, path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`status of ${status} .*${escaped}`);
}
