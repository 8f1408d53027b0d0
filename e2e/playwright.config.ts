// End-to-end tests in real Chromium against the production build served by api/.
import { defineConfig } from '@playwright/test';
import { BASE_URL } from './support/env';
import { CHROME_FLAGS, CHROME_PATH } from './chromium.mjs';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // The machine has two cores, shared with the API server and Chromium.
  workers: 2,
  // No retry, in CI either: a test that fails once is a race in the product or the test, found and fixed there.
  retries: 0,
  reporter: 'list',
  // A whole flow (a goal from creation to deletion) takes ~30 s alone and twice that on a busy machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // The service worker would answer requests that page.route() is meant to see; tests of the installed app
    // (pwa.spec.ts) allow it.
    serviceWorkers: 'block',
    // As a person who asked their system for less motion sees the app (critical.css): dialogs, menus and messages
    // appear and go at once. An action never lands on a dialog still zooming in, and no frames are drawn for
    // motion no test looks at.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        // Chromium's own user agent (the Active Sessions card names the device after it), desktop width.
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: CHROME_PATH, args: CHROME_FLAGS },
      },
    },
  ],
});
