import { useMoneyAccounts } from '../domains/moneyAccounts/hooks';
import { useEditorT } from './i18n';

/**
 * The accounts a record can be put in, as a Select offers them: the open ones, and those of `current` (where the
 * record is now) even once closed, so that an edit keeps them as they are. `open`: the open ones, in order.
 */
export function useAccountOptions(current: readonly (string | undefined)[]) {
  const t = useEditorT();
  const { data } = useMoneyAccounts();
  const accounts = (data?.accounts ?? []).filter(
    (account) => !account.closed || current.includes(account._id),
  );
  return {
    loaded: data !== undefined,
    open: accounts.filter((account) => !account.closed),
    options: accounts.map((account) => ({
      value: account._id,
      label: account.closed ? t('{{name}} (closed)', { name: account.name }) : account.name,
    })),
  };
}
