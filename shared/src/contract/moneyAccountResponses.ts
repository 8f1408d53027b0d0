// The answers of /api/accounts, written once: ./moneyAccounts.ts names their types from these schemas.
import { z } from 'zod';
import { ACCOUNT_KINDS } from './moneyAccountLimits';
import { calendarDate, recordId, timestamp } from './responseFields';

/** A money account with its balances: the opening balance plus its transactions, cleared or not. */
export const moneyAccountSchema = z.object({
  _id: recordId,
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  openingBalance: z.number(),
  openingDate: calendarDate,
  /** Closed accounts keep their history and leave the pickers. */
  closed: z.boolean(),
  closedAt: timestamp.nullable(),
  /** The statement the account was last reconciled to: its date and closing balance; null before any. */
  reconciledDate: calendarDate.nullable(),
  reconciledBalance: z.number().nullable(),
  balance: z.number(),
  /** The opening balance and the cleared transactions: what the bank's statement shows. */
  clearedBalance: z.number(),
  /** The transactions not cleared yet. */
  unclearedBalance: z.number(),
  transactionCount: z.number(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/**
 * What a statement of `date` should show: the opening balance and the cleared transactions dated up to it (the
 * figure a reconciliation to that date must match), and how many transactions up to it are cleared and not.
 */
export const reconciliationSchema = z.object({
  date: calendarDate,
  clearedBalance: z.number(),
  clearedCount: z.number(),
  unclearedCount: z.number(),
});

export const moneyAccountListSchema = z.object({
  /** Open accounts first, each group in the order they were opened. */
  accounts: z.array(moneyAccountSchema),
  /** The sum of every account's balance, closed ones included. */
  netWorth: z.number(),
});
