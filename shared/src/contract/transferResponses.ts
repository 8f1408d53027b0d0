// The answers of /api/transfers, written once: ./transfers.ts names their types from these schemas.
import { z } from 'zod';
import { calendarDate, recordId } from './responseFields';
import { transactionSchema } from './transactionResponses';

/** A transfer: one amount moved on one date, told by its two rows (out of one account, into the other). */
export const transferSchema = z.object({
  _id: recordId,
  fromAccountId: recordId,
  toAccountId: recordId,
  /** Positive: what moved. */
  amount: z.number(),
  date: calendarDate,
  description: z.string(),
  notes: z.string(),
  /** The row in the account the money left (negative) and the one in the account it reached (positive). */
  from: transactionSchema,
  to: transactionSchema,
});
