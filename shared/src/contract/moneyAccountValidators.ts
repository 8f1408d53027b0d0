// The money account's form and POST /accounts, PUT /accounts/{id}.
import { z } from 'zod';
import { MESSAGES as M } from './messages';
import { ACCOUNT_KINDS, ACCOUNT_NAME_MAX_LENGTH } from './moneyAccountLimits';
import { textField } from './text';
import { calendarDateField, optionalDate, signedAmount } from './transactionValidators';

export const moneyAccountInputSchema = z.object({
  name: textField({
    max: ACCOUNT_NAME_MAX_LENGTH,
    tooLong: M.accountNameTooLong,
    required: M.accountNameRequired,
  }),
  kind: z.enum(ACCOUNT_KINDS, { error: M.accountKindInvalid }),
  /** What the account held on its opening date: negative for a card's or a loan's debt. */
  openingBalance: signedAmount.optional().default(0),
  openingDate: calendarDateField(M.openingDateRequired),
});

/** POST /accounts/{id}/reconcile: the statement the cleared transactions are matched to. */
export const reconcileInputSchema = z.object({
  statementDate: calendarDateField(M.statementDateRequired),
  statementBalance: signedAmount,
});

/** GET /accounts/{id}/reconciliation: the day the cleared balance is read on; left out, the person's today. */
export const reconciliationQuerySchema = z.object({ date: optionalDate });

export type MoneyAccountInput = z.input<typeof moneyAccountInputSchema>;
export type ReconcileInput = z.input<typeof reconcileInputSchema>;
export type ReconciliationQuery = z.input<typeof reconciliationQuerySchema>;
