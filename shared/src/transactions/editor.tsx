import { lazy } from 'react';

/**
 * The Add Transaction modal that doubles as Edit, for every screen that adds or edits a transaction. The form
 * brings the date picker, dayjs and zod: a screen mounts it only while it is in use (useDialog), so they load
 * with its first opening, not with the screen (the overview shows transactions, and edits one only on demand).
 */
export const TransactionFormModal = lazy(
  () => import(/* webpackChunkName: "transaction-form", webpackPrefetch: true */ './TransactionFormModal'),
);
