import { lazy } from 'react';
import type { MoneyAccount } from '@moneta/shared';
import { MESSAGES } from '@moneta/shared/ui';
import { useAnnounce, type Dialog } from '@moneta/shared/ui/dashboard';
import { CloseAccountModal } from './CloseAccountModal';
import { useAccountsT } from './i18n';

// Loaded on first open, not with the page: the form brings the date picker, dayjs and zod.
const AccountFormModal = lazy(
  () => import(/* webpackChunkName: "account-form", webpackPrefetch: true */ './AccountFormModal'),
);

const ReconcileModal = lazy(
  () => import(/* webpackChunkName: "account-reconcile", webpackPrefetch: true */ './ReconcileModal'),
);

interface AccountDialogsProps {
  editor: Dialog<MoneyAccount | null>;
  reconciling: Dialog<MoneyAccount>;
  closing: Dialog<MoneyAccount>;
}

/** The accounts screen's dialogs: add or edit an account, reconcile one, close one; each says what it did once done. */
export function AccountDialogs({ editor, reconciling, closing }: AccountDialogsProps) {
  const t = useAccountsT();
  const announce = useAnnounce();
  return (
    <>
      {editor.render((account, frame) => (
        <AccountFormModal
          {...frame}
          account={account}
          onCancel={editor.close}
          onSaved={(message) => {
            editor.close();
            announce(t(message));
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
          onClosed={() => {
            closing.close();
            announce(t(MESSAGES.moneyAccountClosed));
          }}
        />
      ))}
    </>
  );
}
