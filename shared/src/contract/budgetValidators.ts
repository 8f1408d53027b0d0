// Budget schemas: PUT /api/budgets, its lines and the YYYY-MM month of GET and PUT; used by api/ and
// the Budgets tab.
import { z } from 'zod';
import { CATEGORIES_MAX, CATEGORY_NAME_MAX_LENGTH } from './categoryLimits';
import { isCalendarDate } from './dates';
import { MESSAGES as M } from './messages';
import { BUDGET_MONTH_PATTERN } from './patterns';
import { codeField } from './text';
import { AMOUNT_LIMIT } from './transactionLimits';
import { hasAtMostTwoDecimals, hasWholeCents } from './transactionValidators';

/** A month written YYYY-MM, of a year a transaction date may have. */
export const budgetMonthSchema = codeField('YYYY-MM'.length, M.budgetMonthInvalid)
  .regex(BUDGET_MONTH_PATTERN, { error: M.budgetMonthInvalid, abort: true })
  .refine((month) => isCalendarDate(`${month}-01`), M.budgetMonthInvalid);

/**
 * One of the person's expense categories; the server refuses an income one with its own text, since budgets
 * only limit spending.
 */
export const budgetCategorySchema = codeField(CATEGORY_NAME_MAX_LENGTH, M.budgetCategoryInvalid).refine(
  (value) => value.trim() !== '',
  { error: M.budgetCategoryInvalid, abort: true },
);

/** A monthly amount: money as elsewhere (more than 0, at most two decimals, below the storage limit). */
const budgetAmount = z
  .number({ error: M.budgetAmountPositive })
  .refine(Number.isFinite, { error: M.budgetAmountPositive, abort: true })
  .refine((v) => v > 0, { error: M.budgetAmountPositive, abort: true })
  .refine((v) => v < AMOUNT_LIMIT, { error: M.amountLimit, abort: true })
  .refine(hasAtMostTwoDecimals, { error: M.amountDecimals, abort: true })
  .refine(hasWholeCents, M.budgetAmountPositive);

/**
 * The version of the budget a change was made from: its updatedAt, or null when it was made as a new budget. A
 * budget changed since is not overwritten (412); absent, as older clients send it, nothing is checked.
 */
const budgetVersion = codeField('YYYY-MM-DDTHH:mm:ss.sssZ'.length, M.budgetVersionInvalid)
  .refine((value) => !Number.isNaN(Date.parse(value)), M.budgetVersionInvalid)
  .nullable()
  .optional();

export const budgetInputSchema = z.object({
  category: budgetCategorySchema,
  amount: budgetAmount,
  rollover: z.boolean({ error: M.budgetRolloverInvalid }),
  updatedAt: budgetVersion,
});

/** PUT /api/budgets: lines, one per expense category, and the month the answer shows. */
export const budgetsUpdateSchema = z.object({
  budgets: z
    .array(budgetInputSchema, { error: M.budgetsRequired })
    .min(1, M.budgetsRequired)
    .max(CATEGORIES_MAX, M.budgetsTooMany)
    .superRefine((lines, context) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        const name = line.category.toLocaleLowerCase('en');
        if (seen.has(name)) {
          context.addIssue({ code: 'custom', message: M.budgetCategoryDuplicate, path: [index, 'category'] });
        }
        seen.add(name);
      });
    }),
  month: budgetMonthSchema.optional(),
});

/** GET /api/budgets?month=YYYY-MM; absent or empty is the person's current month. */
export const budgetMonthQuerySchema = z.object({
  month: z.preprocess((value) => (value === '' ? undefined : value), budgetMonthSchema.optional()),
});

export type BudgetInputValues = z.input<typeof budgetInputSchema>;
export type BudgetsUpdateInput = z.input<typeof budgetsUpdateSchema>;
