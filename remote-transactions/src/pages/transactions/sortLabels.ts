import type { TransactionSortField } from '@moneta/shared';

/** The sortable fields in the order, with the names the screen gives them ('description' is the Title). */
export const SORT_LABELS = {
  date: 'Date',
  amount: 'Amount',
  description: 'Title',
} as const satisfies Record<TransactionSortField, string>;
