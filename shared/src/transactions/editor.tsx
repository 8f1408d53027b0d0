import { lazy } from 'react';

/**
 * The Add Transaction modal that doubles as Edit, for every screen that adds or edits a transaction. The form
 * brings the date picker, dayjs and zod: a screen mounts it only while it is in use (useDialog), so they load
 * with its first opening, not with the screen (the overview shows transactions, and edits one only on demand).
 */
export const TransactionFormModal = lazy(
  () => import(/* webpackChunkName: "transaction-form", webpackPrefetch: true */ './TransactionFormModal'),
);

/** The transfer dialog, for the screens that list transactions: loaded on first open, as the form above. */
export const TransferFormModal = lazy(
  () => import(/* webpackChunkName: "transfer-form", webpackPrefetch: true */ './TransferFormModal'),
);

/** The confirmation of a transfer's deletion: asked for seldom, so it loads on first open too. */
export const DeleteTransferModal = lazy(() =>
  import(/* webpackChunkName: "delete-transfer", webpackPrefetch: true */ './DeleteTransferModal').then(
    (module) => ({ default: module.DeleteTransferModal }),
  ),
);
