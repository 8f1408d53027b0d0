// The money accounts' hooks for the screens: the list with its balances, and the change hook that makes stale
// what a change of an account does.
import { changeOf, useQuery } from '@moneta/shared/query';
import { moneyAccountsApi } from './api';
import { MONEY_ACCOUNT_CHANGES, moneyAccountsKeys } from './keys';

/** The person's accounts, open ones first, with their balances and the net worth. */
export const useMoneyAccounts = () =>
  useQuery({ queryKey: moneyAccountsKeys.list(), queryFn: () => moneyAccountsApi.list() });

/** The cleared balance a statement of `date` (YYYY-MM-DD) should show; nothing is asked while `date` is null. */
export const useReconciliation = (id: string, date: string | null) =>
  useQuery({
    queryKey: moneyAccountsKeys.reconciliation(id, date ?? ''),
    queryFn: () => moneyAccountsApi.reconciliation(id, date ?? ''),
    enabled: date !== null,
  });

/** A change of an account (a save, a close, a reopen). */
export const useMoneyAccountChange = changeOf(MONEY_ACCOUNT_CHANGES);
