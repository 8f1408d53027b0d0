// The transaction editor that several screens show (the Transactions screen, the overview's recent
// transactions): the Add / Edit form, the transfer dialog, the delete confirmations, and how a transaction's date
// and amount read. A facade of its own, shared as a singleton like the others, so no remote copies another's code;
// the forms and the transfer's delete confirmation load on first open (./editor.tsx).
export { DeleteConfirmModal } from './DeleteConfirmModal';
export { DeleteTransferModal, TransactionFormModal, TransferFormModal } from './editor';
export type { SaveOutcome, TransactionFormModalProps } from './TransactionFormModal';
export type { TransferDone, TransferFormModalProps } from './TransferFormModal';
export { formatSignedAmount, formatTransactionDate, type DateLabel } from './format';
export { TagSelect } from './TagSelect';
export {
  TransactionAmount,
  TransactionSummary,
  TransactionTags,
  useCategoryText,
  useDateText,
} from './TransactionText';
// The transactions domain (shared/src/domains/transactions): the screens that show the editor read and change
// transactions through it.
export * from '../domains/transactions';
// The money accounts the transactions are in (shared/src/domains/moneyAccounts), and their kinds and limits.
export * from '../domains/moneyAccounts';
export * from '../contract/moneyAccountLimits';
// Transfers between those accounts (shared/src/domains/transfers).
export * from '../domains/transfers';
