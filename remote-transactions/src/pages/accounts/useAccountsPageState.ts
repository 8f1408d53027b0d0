import { useState } from 'react';
import type { Failure, MoneyAccount } from '@moneta/shared';
import { MESSAGES } from '@moneta/shared/ui';
import { useAnnounce, useDialog } from '@moneta/shared/ui/dashboard';
import { moneyAccountsApi, useMoneyAccountChange, useMoneyAccounts } from '@moneta/shared/transactions';
import type { AccountAction } from './AccountCard';
import { accountFailure } from './failure';
import { useAccountsT } from './i18n';

/**
 * The accounts screen's state: the list, its dialogs (add or edit, reconcile, close) and Reopen, which needs no
 * confirmation. A failed load shows as a dismissible banner; the list on screen stays while a refetch runs or
 * fails.
 */
export function useAccountsPageState() {
  const t = useAccountsT();
  const announce = useAnnounce();
  const accounts = useMoneyAccounts();
  const [dismissed, setDismissed] = useState<Error | null>(null);
  /** The account being edited, or null for a new one. */
  const editor = useDialog<MoneyAccount | null>();
  const closing = useDialog<MoneyAccount>();
  const reconciling = useDialog<MoneyAccount>();
  const [actionError, setActionError] = useState<Failure | null>(null);
  const reopen = useMoneyAccountChange({
    mutationFn: (account: MoneyAccount) => moneyAccountsApi.reopen(account._id),
    onMutate: () => setActionError(null),
    onSuccess: () => announce(t(MESSAGES.moneyAccountReopened)),
    onError: (error) => setActionError(accountFailure(error)),
  });

  const act = (action: AccountAction, account: MoneyAccount) => {
    if (action === 'edit') editor.show(account);
    else if (action === 'reconcile') reconciling.show(account);
    else if (action === 'close') closing.show(account);
    else reopen.mutate(account);
  };
  const loadError = accounts.error && accounts.error !== dismissed ? accountFailure(accounts.error) : null;

  return {
    list: accounts.data ?? null,
    /** The first load, before any list came. */
    loading: accounts.isPending && accounts.isFetching,
    loadError,
    dismissLoadError: () => setDismissed(accounts.error),
    retry: () => void accounts.refetch(),
    editor,
    closing,
    reconciling,
    act,
    reopeningId: (reopen.isPending && reopen.variables?._id) || null,
    actionError,
    dismissActionError: () => setActionError(null),
  };
}
