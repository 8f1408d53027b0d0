// The rule form's values and the request they make: the form holds what its controls hold ('' for "either
// type"), the request what the contract says.
import type { Rule, RuleInput, RuleMatch, TransactionCategory, TransactionType } from '@moneta/shared';

export interface RuleFormValues {
  match: RuleMatch;
  text: string;
  type: TransactionType | '';
  minAmount: number | null;
  maxAmount: number | null;
  accountIds: string[];
  category: TransactionCategory | null;
  addTags: string[];
  rename: string;
}

export const RULE_FIELDS = [
  'match',
  'text',
  'type',
  'minAmount',
  'maxAmount',
  'accountIds',
  'category',
  'addTags',
  'rename',
] as const;

/** A rule to edit, or a new one from what a transaction suggested (its title and category). */
export function initialValues(rule: Partial<Rule> | null): RuleFormValues {
  return {
    match: rule?.match ?? 'contains',
    text: rule?.text ?? '',
    type: rule?.type ?? '',
    minAmount: rule?.minAmount ?? null,
    maxAmount: rule?.maxAmount ?? null,
    accountIds: rule?.accountIds ?? [],
    category: rule?.category ?? null,
    addTags: rule?.addTags ?? [],
    rename: rule?.rename ?? '',
  };
}

/** The values of a request kept on the device (a refused rule to correct). */
export function initialFromInput(input: RuleInput): RuleFormValues {
  return initialValues({
    ...input,
    type: input.type ?? null,
    minAmount: input.minAmount ?? null,
    maxAmount: input.maxAmount ?? null,
    category: input.category ?? null,
    addTags: input.addTags ?? [],
    accountIds: input.accountIds ?? [],
    rename: input.rename ?? null,
  });
}

export function toRuleInput(values: RuleFormValues): RuleInput {
  return {
    ...values,
    type: values.type || null,
    minAmount: values.minAmount ?? null,
    maxAmount: values.maxAmount ?? null,
    category: values.category ?? null,
    rename: values.rename.trim() || null,
  };
}
