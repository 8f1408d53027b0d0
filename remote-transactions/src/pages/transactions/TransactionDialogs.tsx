import { lazy, Suspense, useState } from 'react';
import type { EditableTransaction, ImportResult, OutboxEntry, TransferRow } from '@moneta/shared';
import { MESSAGES } from '@moneta/shared/ui';
import { useAnnounce, type Dialog } from '@moneta/shared/ui/dashboard';
import {
  DeleteConfirmModal,
  DeleteTransferModal,
  TransactionFormModal,
  TransferFormModal,
} from '@moneta/shared/transactions';
import { useTransactionsT } from '../../i18n';
import type { EditorTarget, TransferTarget } from './useTransactionsPageState';
import type { RulesView } from './rules/RulesModal';
import type { Recategorised } from './rules/RuleOffer';

// The import wizard (steps, upload, progress) loads when first opened; prefetched once the page has loaded.
const ImportModal = lazy(() =>
  import(/* webpackChunkName: "transaction-import", webpackPrefetch: true */ './import/ImportModal').then(
    (m) => ({
      default: m.ImportModal,
    }),
  ),
);

// The rules dialog, and the rule offered after a recategorisation, load when first needed.
const RulesModal = lazy(() => import(/* webpackChunkName: "transaction-rules" */ './rules/RulesModal'));
const RuleOffer = lazy(() => import(/* webpackChunkName: "transaction-rules" */ './rules/RuleOffer'));
// The categories dialog, with its forms, loads when first opened. Unnamed: a chunk's name is carried by the
// page's chunk map, and the screen's first load is at its budget.
const CategoriesModal = lazy(() => import('./categories/CategoriesModal'));

interface TransactionDialogsProps {
  editor: Dialog<EditorTarget>;
  deleting: Dialog<EditableTransaction>;
  transfer: Dialog<TransferTarget>;
  deletingTransfer: Dialog<TransferRow>;
  importer: Dialog;
  rules: Dialog<RulesView>;
  /** Opened on its list, or on a refused category to correct. */
  categories: Dialog<OutboxEntry | void>;
  /** A transaction was deleted: it leaves the selection. */
  onDeleted: (id: string) => void;
}

/**
 * The transactions screen's dialogs: add or edit, delete, transfer, import, rules, categories; each says what it
 * did once done.
 */
export function TransactionDialogs({
  editor,
  deleting,
  transfer,
  deletingTransfer,
  importer,
  rules,
  categories,
  onDeleted,
}: TransactionDialogsProps) {
  const t = useTransactionsT();
  const announce = useAnnounce();
  const [recategorised, setRecategorised] = useState<Recategorised | null>(null);
  const imported = (result: ImportResult) => {
    importer.close();
    announce(
      t('Imported {{imported, number}} transactions, skipped {{skipped, number}}.', {
        imported: result.imported,
        skipped: result.skipped,
      }),
    );
  };
  return (
    <>
      {editor.render(({ transaction, draft }, frame) => (
        <TransactionFormModal
          {...frame}
          transaction={transaction}
          draft={draft}
          onCancel={editor.close}
          onSaved={(outcome, sent) => {
            editor.close();
            if (outcome === 'updated' && transaction && sent.category !== transaction.category)
              setRecategorised({ before: transaction, sent });
            announce(
              outcome === 'created' ? t('Transaction added') : t('Transaction updated'),
              outcome === 'queued',
            );
          }}
        />
      ))}
      {deleting.render((transaction, frame) => (
        <DeleteConfirmModal
          {...frame}
          transaction={transaction}
          onCancel={deleting.close}
          onDeleted={(queued) => {
            deleting.close();
            onDeleted(transaction._id);
            announce(t('Transaction deleted'), queued);
          }}
        />
      ))}
      {transfer.render(({ row, draft }, frame) => (
        <TransferFormModal
          {...frame}
          row={row}
          draft={draft}
          onCancel={transfer.close}
          onDone={(message, queued) => {
            transfer.close();
            announce(t(message), queued);
          }}
        />
      ))}
      {deletingTransfer.render((row, frame) => (
        <DeleteTransferModal
          {...frame}
          row={row}
          onCancel={deletingTransfer.close}
          onDeleted={(queued) => {
            deletingTransfer.close();
            onDeleted(row._id);
            announce(t(MESSAGES.transferDeleted), queued);
          }}
        />
      ))}
      {importer.render((_, frame) => (
        <ImportModal {...frame} onClose={importer.close} onImported={imported} />
      ))}
      {recategorised && (
        <Suspense fallback={null}>
          <RuleOffer {...recategorised} onChange={(rule) => rules.show({ kind: 'edit', rule })} />
        </Suspense>
      )}
      {rules.render((start, frame) => (
        <RulesModal {...frame} start={start} onClose={rules.close} />
      ))}
      {categories.render((start, frame) => (
        <CategoriesModal {...frame} start={start} onClose={categories.close} />
      ))}
    </>
  );
}
