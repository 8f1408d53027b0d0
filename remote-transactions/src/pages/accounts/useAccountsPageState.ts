import { useState } from 'react';
import type { Failure, MoneyAccount, OutboxEntry } from '@moneta/shared';
import { QUEUED, sendOrQueue } from '@moneta/shared/query';
import { MESSAGES } from '@moneta/shared/ui';
import { useAnnounce, useDialog } from '@moneta/shared/ui/dashboard';
import { useMoneyAccountChange, useMoneyAccounts } from '@moneta/shared/transactions';
import type { AccountAction } from './AccountCard';
import { accountFailure } from './failure';
import { useAccountsT } from './i18n';

/** The add / edit form's subject: the account edited, or null to add one. */
export interface EditorTarget {
  account: MoneyAccount | null;
  /** A refused offline create being corrected. */
  draft?: OutboxEntry;
}

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
  const editor = useDialog<EditorTarget>();
  const closing = useDialog<MoneyAccount>();
  const reconciling = useDialog<MoneyAccount>();
  const [actionError, setActionError] = useState<Failure | null>(null);
  const reopen = useMoneyAccountChange({
    mutationFn: ({ _id, name }: MoneyAccount) =>
      sendOrQueue({ domain: 'moneyAccounts', action: 'reopen', id: _id, title: name }),
    onMutate: () => setActionError(null),
    onSuccess: (result) => announce(t(MESSAGES.moneyAccountReopened), result === QUEUED),
    onError: (error) => setActionError(accountFailure(error)),
  });

  const act = (action: AccountAction, account: MoneyAccount) => {
    if (action === 'edit') editor.show({ account });
    else if (action === 'reconcile') reconciling.show(account);
    else if (action === 'close') closing.show(account);
    else reopen.mutate(account);
  };
  /** A refused offline create opens the form, to be corrected. */
  const correct = (draft: OutboxEntry) => editor.show({ account: null, draft });
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
    correct,
    reopeningId: (reopen.isPending && reopen.variables?._id) || null,
    actionError,
    dismissActionError: () => setActionError(null),
  };
}
