import { useState } from 'react';
import type { FailureMessage, OutboxEntry, Transaction, TransactionSortField } from '@moneta/shared';
import { useDialog } from '@moneta/shared/ui/dashboard';
import { useAccountNames } from './accountNames';
import type { FilterChangeOptions } from './FilterBar';
import { withFilters, withSort, type ListFilters } from './listQuery';
import { useTransactions } from './useTransactions';

/** The add / edit form's subject: the transaction edited, or null to add one. */
export interface EditorTarget {
  transaction: Transaction | null;
  /** A refused offline create being corrected. */
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
  const deleting = useDialog<Transaction>();
  const importer = useDialog();

  const changeFilters = (patch: Partial<ListFilters>, options?: FilterChangeOptions) => {
    setSelectedIds([]);
    setQuery(withFilters(query, patch), options);
  };
  const sort = (field: TransactionSortField) => setQuery(withSort(query, field));
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
    importer,
    changeFilters,
    sort,
  };
}
