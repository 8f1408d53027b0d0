// Rows to the contract's Transaction: money is stored as signed integer minor units, JSON carries decimals.
import type { RecurringRule, SplitPart, Transaction, TransactionType } from '@moneta/shared/contract';
import { fromMinorUnits, minorUnits } from '../db/money';
import { transactions, type RecurringRuleRow, type TransactionRow } from './schema';

/** The columns a transaction is answered with, its rule's id among them: what a list reads of each row. */
export const answeredColumns = {
  id: transactions.id,
  userId: transactions.userId,
  description: transactions.description,
  amountMinor: transactions.amountMinor,
  type: transactions.type,
  category: transactions.category,
  date: transactions.date,
  notes: transactions.notes,
  accountId: transactions.accountId,
  cleared: transactions.cleared,
  reconciled: transactions.reconciled,
  importId: transactions.importId,
  transferId: transactions.transferId,
  recurringRuleId: transactions.recurringRuleId,
  tags: transactions.tags,
  createdAt: transactions.createdAt,
  updatedAt: transactions.updatedAt,
};

export type AnsweredRow = Pick<TransactionRow, keyof typeof answeredColumns>;

/** Minor units for a validated amount: the sign comes from the type, never from the amount sent. */
export function toMinorUnits(amount: number, type: TransactionType): number {
  const minor = minorUnits(amount);
  return type === 'Expense' ? -minor : minor;
}

export function toRecurringRule(row: RecurringRuleRow): RecurringRule {
  return { id: row.id, frequency: row.frequency, endDate: row.endDate, nextDate: row.nextDate };
}

/** `transferAccountId`: for a transfer's row, the account of its other row; `splits`: a split's parts. */
export function toTransaction(
  row: AnsweredRow,
  recurring?: RecurringRuleRow | null,
  transferAccountId: string | null = null,
  splits: SplitPart[] = [],
): Transaction {
  return {
    _id: row.id,
    userId: row.userId,
    description: row.description,
    amount: fromMinorUnits(row.amountMinor),
    type: row.type,
    category: row.category,
    date: row.date,
    notes: row.notes,
    accountId: row.accountId,
    cleared: row.cleared,
    reconciled: row.reconciled,
    importId: row.importId,
    transferId: row.transferId,
    transferAccountId,
    recurring: recurring ? toRecurringRule(recurring) : null,
    splits,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
