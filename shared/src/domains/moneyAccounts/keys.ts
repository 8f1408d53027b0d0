// The money accounts' query keys, and what a change of an account makes stale.

export const moneyAccountsKeys = {
  all: ['moneyAccounts'] as const,
  list: () => ['moneyAccounts', 'list'] as const,
  reconciliation: (id: string, date: string) => ['moneyAccounts', 'reconciliation', id, date] as const,
};

/**
 * What a change of an account (a save, a close, a reopen) makes stale: the accounts with their balances, which
 * also name the transactions' accounts on screen.
 */
export const MONEY_ACCOUNT_CHANGES = [moneyAccountsKeys.all] as const;
