// The test object of the suite: a console guard on every page, and a fresh registered user on demand.
import { test as base, expect } from '@playwright/test';
import { ConsoleGuard } from './console-guard';
import { BASE_URL } from './env';
import { registerUser, signInThroughApi, uniqueUser, type TestUser } from './users';

export function remoteErrors(folder: string): RegExp {
  return new RegExp(`${folder}|${folder.replace('-', '_')}`);
}

interface Fixtures {
  consoleGuard: ConsoleGuard;
  /** A freshly registered account with no open session. */
  user: TestUser;
  /** `user`, with the default page's context signed in through the API (no page loaded yet). */
  signedInUser: TestUser;
}

export const test = base.extend<Fixtures>({
  consoleGuard: [
    async ({ page }, use) => {
      const guard = new ConsoleGuard();
      guard.watch(page);
      await use(guard);
      expect(guard.unexpected(), 'console errors and page errors').toEqual([]);
    },
    { auto: true },
  ],
  user: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    const user = await registerUser(request, uniqueUser());
    await request.dispose();
    await use(user);
  },
  signedInUser: async ({ page, user }, use) => {
    await signInThroughApi(page, user);
    await use(user);
  },
});

export { expect };
