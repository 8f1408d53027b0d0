// The rule's form and POST /rules, PUT /rules/{id}, PUT /rules/order.
import { z } from 'zod';
import { MESSAGES as M } from './messages';
import { ACCOUNTS_MAX_PER_USER } from './moneyAccountLimits';
import { RULE_MATCHES, RULE_TEXT_MAX_LENGTH, RULES_MAX } from './ruleLimits';
import { patternProblem } from './rulePatterns';
import { textField } from './text';
import { CATEGORY_NAME_MAX_LENGTH } from './categoryLimits';
import { codeField } from './text';
import { TITLE_MAX_LENGTH, TRANSACTION_TYPES } from './transactionLimits';
import { idField, signedAmount, tagsField } from './transactionValidators';

/** An end of a rule's amount range: the amount without its sign. */
const rangeEnd = signedAmount.refine((value) => value >= 0, { error: M.ruleAmountRange, abort: true });

export const ruleInputSchema = z
  .object({
    match: z.enum(RULE_MATCHES, { error: M.ruleMatchInvalid }),
    text: textField({ max: RULE_TEXT_MAX_LENGTH, tooLong: M.ruleTextTooLong, required: M.ruleTextRequired }),
    /** Only transactions of this type; null: either. */
    type: z.enum(TRANSACTION_TYPES, { error: M.typeInvalid }).nullable().default(null),
    /** The range the amount without its sign lies in, either end left open with null. */
    minAmount: rangeEnd.nullable().default(null),
    maxAmount: rangeEnd.nullable().default(null),
    /** Only transactions of these accounts; empty: any. */
    accountIds: z
      .array(idField(M.accountNotFound), { error: M.accountNotFound })
      .max(ACCOUNTS_MAX_PER_USER, { error: M.accountNotFound })
      .default([]),
    /** One of the person's categories, of the rule's type when it has one (the server checks both). */
    category: codeField(CATEGORY_NAME_MAX_LENGTH, M.categoryType).nullable().default(null),
    addTags: tagsField.default([]),
    /** The title a matched transaction is given; empty or null: its own is kept. */
    rename: textField({ max: TITLE_MAX_LENGTH, tooLong: M.titleTooLong })
      .nullable()
      .default(null)
      .transform((value) => value || null),
  })
  .superRefine((rule, context) => {
    if (rule.match === 'pattern') {
      const problem = patternProblem(rule.text);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['text'] });
    }
    if (rule.minAmount !== null && rule.maxAmount !== null && rule.minAmount > rule.maxAmount)
      context.addIssue({ code: 'custom', message: M.ruleAmountRange, path: ['maxAmount'] });
    if (rule.category === null && rule.addTags.length === 0 && rule.rename === null)
      context.addIssue({ code: 'custom', message: M.ruleNoAction, path: ['category'] });
  });

/** Every rule's id, in the order they run. */
export const ruleOrderSchema = z.object({
  ids: z
    .array(idField(M.filingRuleNotFound), { error: M.filingRuleNotFound })
    .max(RULES_MAX, { error: M.filingRuleNotFound }),
});

export type RuleInput = z.input<typeof ruleInputSchema>;
export type RuleValues = z.output<typeof ruleInputSchema>;
export type RuleOrder = z.input<typeof ruleOrderSchema>;
