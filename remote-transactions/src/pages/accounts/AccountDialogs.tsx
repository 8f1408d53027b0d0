import { lazy } from 'react';
import type { MoneyAccount } from '@moneta/shared';
import { MESSAGES } from '@moneta/shared/ui';
import { useAnnounce, type Dialog } from '@moneta/shared/ui/dashboard';
import { CloseAccountModal } from './CloseAccountModal';
import { useAccountsT } from './i18n';
import type { EditorTarget } from './useAccountsPageState';

// Loaded on first open, not with the page: the form brings the date picker, dayjs and zod.
const AccountFormModal = lazy(
  () => import(/* webpackChunkName: "account-form", webpackPrefetch: true */ './AccountFormModal'),
);

const ReconcileModal = lazy(
  () => import(/* webpackChunkName: "account-reconcile", webpackPrefetch: true */ './ReconcileModal'),
);

interface AccountDialogsProps {
  editor: Dialog<EditorTarget>;
  reconciling: Dialog<MoneyAccount>;
  closing: Dialog<MoneyAccount>;
}

/** The accounts screen's dialogs: add or edit an account, reconcile one, close one; each says what it did once done. */
export function AccountDialogs({ editor, reconciling, closing }: AccountDialogsProps) {
  const t = useAccountsT();
  const announce = useAnnounce();
  return (
    <>
      {editor.render(({ account, draft }, frame) => (
        <AccountFormModal
          {...frame}
          account={account}
          draft={draft}
          onCancel={editor.close}
          onSaved={(message, queued) => {
            editor.close();
            announce(t(message), queued);
          }}
        />
      ))}
      {reconciling.render((account, frame) => (
        <ReconcileModal
          {...frame}
          account={account}
          onCancel={reconciling.close}
          onReconciled={() => {
            reconciling.close();
            announce(t(MESSAGES.moneyAccountReconciled));
          }}
        />
      ))}
      {closing.render((account, frame) => (
        <CloseAccountModal
          {...frame}
          account={account}
          onCancel={closing.close}
          onClosed={(queued) => {
            closing.close();
            announce(t(MESSAGES.moneyAccountClosed), queued);
          }}
        />
      ))}
    </>
  );
}
