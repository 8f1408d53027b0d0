import { useMoneyAccounts } from '@moneta/shared/transactions';

/**
 * The person's accounts as the list shows them: nothing until they have more than one, then each account's name
 * by id (closed ones too: their transactions stay listed) and the filter's options. `canTransfer`: two open
 * accounts at least, between which money can move.
 */
export function useAccountNames() {
  const accounts = useMoneyAccounts().data?.accounts ?? [];
  const several = accounts.length > 1;
  return {
    names: several ? new Map(accounts.map((account) => [account._id, account.name])) : null,
    options: several ? accounts.map((account) => ({ value: account._id, label: account.name })) : [],
    canTransfer: accounts.filter((account) => !account.closed).length > 1,
  };
}

export type AccountNames = ReturnType<typeof useAccountNames>;
