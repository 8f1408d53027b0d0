// The accounts screen's test data: accounts and list answers as the API gives them. Only its tests import it.
import type { MoneyAccount, MoneyAccountList } from '@moneta/shared';

export const ACCOUNTS_PATH = '/dashboard/accounts';

let nextId = 1;

/** An open current account with nothing in it unless `overrides` say. */
export function anAccount(overrides: Partial<MoneyAccount> = {}): MoneyAccount {
  const id = `account-${nextId++}`;
  return {
    _id: id,
    name: `Account ${id}`,
    kind: 'Current',
    openingBalance: 0,
    openingDate: '2025-01-01',
    closed: false,
    closedAt: null,
    balance: 0,
    clearedBalance: 0,
    unclearedBalance: 0,
    transactionCount: 0,
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/accounts/'s answer: open accounts first, and the sum of every balance. */
export function anAccountList(accounts: MoneyAccount[]): MoneyAccountList {
  return {
    accounts: [...accounts.filter(({ closed }) => !closed), ...accounts.filter(({ closed }) => closed)],
    netWorth: accounts.reduce((sum, { balance }) => sum + balance, 0),
  };
}
