// Transactions created through the API, for the tests that need many rows or a known set quickly.
import { expect, type APIRequestContext } from '@playwright/test';
import type { TestUser } from './users';

export interface SeedTransaction {
  description: string;
  amount: number;
  type: 'Income' | 'Expense';
  category: string;
  date: string;
  notes?: string;
}

/** An access token for the user, from a login of its own (a separate session, so the browser's is untouched). */
export async function accessToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { accessToken: string } };
  return body.data.accessToken;
}

export async function createTransactions(
  request: APIRequestContext,
  user: TestUser,
  transactions: SeedTransaction[],
): Promise<void> {
  const token = await accessToken(request, user);
  for (const transaction of transactions) {
    const response = await request.post('/api/transaction/', {
      headers: { Authorization: `Bearer ${token}` },
      data: { notes: '', ...transaction },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** `count` expenses a day apart, titled 'Row 01', 'Row 02', ... with growing amounts. */
export function numberedRows(count: number): SeedTransaction[] {
  return Array.from({ length: count }, (_, index) => ({
    description: `Row ${String(index + 1).padStart(2, '0')}`,
    amount: 10 + index,
    type: 'Expense' as const,
    category: 'Food',
    date: `2025-01-${String(index + 1).padStart(2, '0')}`,
  }));
}
