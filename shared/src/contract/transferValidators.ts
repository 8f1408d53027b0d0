// The transfer's form and POST /transfers, PUT /transfers/{id}.
import { z } from 'zod';
import { MESSAGES as M } from './messages';
import { NOTES_MAX_LENGTH, TITLE_MAX_LENGTH } from './transactionLimits';
import { amount, calendarDateField, idField } from './transactionValidators';
import { textField } from './text';

export const transferInputSchema = z
  .object({
    fromAccountId: idField(M.accountNotFound),
    toAccountId: idField(M.accountNotFound),
    /** What leaves the first account and reaches the second; its sign is ignored. */
    amount,
    date: calendarDateField(M.dateRequired),
    /** Left empty, both rows are titled "Transfer". */
    description: textField({ max: TITLE_MAX_LENGTH, tooLong: M.titleTooLong }).optional().default(''),
    notes: textField({ max: NOTES_MAX_LENGTH, tooLong: M.notesTooLong, lineBreaks: true, trim: false })
      .optional()
      .default(''),
  })
  .refine((v) => v.fromAccountId !== v.toAccountId, {
    error: M.transferSameAccount,
    path: ['toAccountId'],
  });

export type TransferInput = z.input<typeof transferInputSchema>;
