import { lazy, Suspense, useState } from 'react';
import type { TransactionFormModalProps } from './TransactionFormModal';

// The form brings the date picker, dayjs and zod: a screen that shows it loads them on its first open, not
// with its first render (the overview shows transactions, and edits one only on demand).
const LoadedFormModal = lazy(
  () => import(/* webpackChunkName: "transaction-form", webpackPrefetch: true */ './TransactionFormModal'),
);

/**
 * The Add Transaction modal that doubles as Edit, for every screen that adds or
 * edits a transaction. Nothing loads until it is first opened; it then stays mounted, so it closes with its
 * animation and opens at once the next time.
 */
export function TransactionFormModal(props: TransactionFormModalProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LoadedFormModal {...props} />
    </Suspense>
  );
}
