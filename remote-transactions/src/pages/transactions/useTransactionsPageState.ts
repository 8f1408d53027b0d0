import { useState } from 'react';
import {
  isEditableRow,
  isTransferRow,
  type EditableTransaction,
  type FailureMessage,
  type OutboxEntry,
  type Transaction,
  type TransactionSortField,
  type TransferRow,
} from '@moneta/shared';
import { useDialog } from '@moneta/shared/ui/dashboard';
import type { RulesView } from './rules/RulesModal';
import { useAccountNames } from './accountNames';
import type { FilterChangeOptions } from './FilterBar';
import { withFilters, withSort, type ListFilters } from './listQuery';
import { useTransactions } from './useTransactions';

/** The add / edit form's subject: the transaction edited, or null to add one. */
export interface EditorTarget {
  transaction: EditableTransaction | null;
  /** A refused offline create being corrected. */
  draft?: OutboxEntry;
}

/** The transfer dialog's subject: a row of the transfer to edit, or null to make one. */
export interface TransferTarget {
  row: TransferRow | null;
  /** A refused offline transfer being corrected. */
  draft?: OutboxEntry;
}

/** The transactions screen's state: the list and its query, the selection, the dialogs and the action error. */
export function useTransactionsPageState() {
  const list = useTransactions();
  const accounts = useAccountNames();
  const { query, setQuery } = list;
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [actionError, setActionError] = useState<FailureMessage | null>(null);
  const editor = useDialog<EditorTarget>();
  const deleting = useDialog<EditableTransaction>();
  // A transfer's rows change with their transfer: its dialog (by id, null to make one) and its deletion.
  const transfer = useDialog<TransferTarget>();
  const deletingTransfer = useDialog<TransferRow>();
  const importer = useDialog();
  const rules = useDialog<RulesView>();
  // Opened on its list, or on a refused category to correct.
  const categoriesDialog = useDialog<OutboxEntry | void>();

  const changeFilters = (patch: Partial<ListFilters>, options?: FilterChangeOptions) => {
    setSelectedIds([]);
    setQuery(withFilters(query, patch), options);
  };
  const sort = (field: TransactionSortField) => setQuery(withSort(query, field));
  const edit = (row: Transaction) => {
    if (isTransferRow(row)) transfer.show({ row });
    else if (isEditableRow(row)) editor.show({ transaction: row });
  };
  const remove = (row: Transaction) => {
    if (isTransferRow(row)) deletingTransfer.show(row);
    else if (isEditableRow(row)) deleting.show(row);
  };
  /** A refused offline create opens its form, to be corrected. */
  const correct = (draft: OutboxEntry) => {
    if (draft.write.domain === 'transfers') transfer.show({ row: null, draft });
    else if (draft.write.domain === 'rules') rules.show({ kind: 'edit', rule: null, draft });
    else if (draft.write.domain === 'categories') categoriesDialog.show(draft);
    else editor.show({ transaction: null, draft });
  };
  /** A deleted transaction leaves the selection. */
  const unselect = (id: string) => setSelectedIds((ids) => ids.filter((selected) => selected !== id));

  return {
    list,
    accounts,
    selectedIds,
    setSelectedIds,
    unselect,
    actionError,
    setActionError,
    editor,
    deleting,
    transfer,
    deletingTransfer,
    edit,
    remove,
    correct,
    importer,
    rules,
    categoriesDialog,
    changeFilters,
    sort,
  };
}
