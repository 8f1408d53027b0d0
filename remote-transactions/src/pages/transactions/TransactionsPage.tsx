import { PendingChanges } from '@moneta/shared/outbox';
import { ErrorAlert } from '@moneta/shared/ui';
import { ScreenFrame } from '@moneta/shared/ui/dashboard';
import { useTransactionsT } from '../../i18n';
import { TransactionDialogs } from './TransactionDialogs';
import { TransactionList } from './TransactionList';
import { TransactionsToolbar } from './TransactionsToolbar';
import { useTransactionsPageState } from './useTransactionsPageState';

/**
 * The outbox's writes this screen lists: its transactions', its transfers', whose rows it shows, its rules' and its
 * categories'.
 */
const SCREEN_DOMAINS = ['transactions', 'transfers', 'rules', 'categories'] as const;

/** /dashboard/transactions. */
export default function TransactionsPage() {
  const t = useTransactionsT();
  const state = useTransactionsPageState();
  const { list, editor } = state;

  return (
    <>
      <ScreenFrame
        title={t('Transactions')}
        actions={
          <TransactionsToolbar
            query={list.query}
            onImport={() => state.importer.show()}
            onRules={() => state.rules.show({ kind: 'list' })}
            onCategories={() => state.categoriesDialog.show()}
            onAdd={() => editor.show({ transaction: null })}
            onTransfer={state.accounts.canTransfer ? () => state.transfer.show({ row: null }) : undefined}
            onExportError={state.setActionError}
          />
        }
        notices={
          <>
            <ErrorAlert message={list.error} onClose={list.dismissError} />
            <ErrorAlert message={state.actionError} onClose={() => state.setActionError(null)} />
            <PendingChanges domain={SCREEN_DOMAINS} onEdit={state.correct} />
          </>
        }
      >
        {/* The filters and the list mount together, so that neither moves the other. */}
        <TransactionList state={state} />
      </ScreenFrame>
      <TransactionDialogs
        editor={editor}
        deleting={state.deleting}
        transfer={state.transfer}
        deletingTransfer={state.deletingTransfer}
        importer={state.importer}
        rules={state.rules}
        categories={state.categoriesDialog}
        onDeleted={state.unselect}
      />
    </>
  );
}
