// The transactions' query keys, and what a change of a transaction makes stale.
import type { TransactionFilters } from '../../contract/transactionValidators';
import { analyticsKeys } from '../analytics/keys';
import { budgetsKeys } from '../budgets/keys';
import { moneyAccountsKeys } from '../moneyAccounts/keys';

export const transactionsKeys = {
  all: ['transactions'] as const,
  list: (filters: TransactionFilters, page: number) => ['transactions', 'list', filters, page] as const,
  imports: () => ['transactions', 'imports'] as const,
  tags: () => ['transactions', 'tags'] as const,
};

/**
 * What a change of transactions (a save, a delete, an import) makes stale: every transaction list, the
 * analytics computed from them, what each budget's month has spent and the accounts' balances.
 */
export const TRANSACTION_CHANGES = [
  transactionsKeys.all,
  analyticsKeys.all,
  budgetsKeys.all,
  moneyAccountsKeys.all,
] as const;
