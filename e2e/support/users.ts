// Test accounts: unique per test, registered through the API for speed.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from './env';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/** Passwords that pass the password policy. */
export const PASSWORD = 'Moneta@2024';
export const OTHER_PASSWORD = 'Changed$2025';

/** Random lower-case letters: a name holds no digits. */
function letters(count: number): string {
  return Array.from(randomBytes(count), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

export function uniqueUser(label = 'user'): TestUser {
  const tag = letters(8);
  return {
    username: `Tester ${tag}`,
    email: `e2e-${label}-${tag}@example.com`,
    password: PASSWORD,
  };
}

/**
 * Registers the account, then signs that API session out again, so that the account has no session and a
 * test's browser logins are the only ones listed under Active Sessions.
 */
export async function registerUser(request: APIRequestContext, user = uniqueUser()): Promise<TestUser> {
  const registered = await request.post('/api/auth/register', {
    data: { username: user.username, email: user.email, password: user.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const loggedOut = await request.post('/api/auth/logout', { headers: { Origin: BASE_URL } });
  expect(loggedOut.status(), await loggedOut.text()).toBe(200);
  return user;
}

/**
 * Signs the browser context in without the login screen: the API login sets the refresh cookie in the
 * context's cookie jar, and the app's start-up refresh picks it up on the next page load.
 */
export async function signInThroughApi(page: Page, user: TestUser): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}
