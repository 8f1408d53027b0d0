// Money accounts opened through the API, for the tests that start from a person with more than "Main".
import { expect, type APIRequestContext } from '@playwright/test';
import { accessToken } from './transactions';
import type { TestUser } from './users';

export interface SeedAccount {
  name: string;
  /** One of the API's kinds: 'Current', 'Savings', 'Credit card'... */
  kind: string;
  openingBalance: number;
  /** YYYY-MM-DD */
  openingDate: string;
}

export async function createAccount(
  request: APIRequestContext,
  user: TestUser,
  account: SeedAccount,
): Promise<void> {
  const response = await request.post('/api/accounts/', {
    headers: { Authorization: `Bearer ${await accessToken(request, user)}` },
    data: account,
  });
  expect(response.status(), await response.text()).toBe(201);
}
