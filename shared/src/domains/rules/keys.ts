// The rules' query keys, and what a change of a rule makes stale.
import { transactionsKeys } from '../transactions/keys';

export const rulesKeys = {
  all: ['rules'] as const,
  list: () => ['rules', 'list'] as const,
  preview: (id: string) => ['rules', 'preview', id] as const,
};

/** A change of a rule: the rules and every preview. */
export const RULE_CHANGES = [rulesKeys.all] as const;
/** A rule applied to existing transactions, or that undone: the rules' previews and every read of transactions. */
export const RULE_APPLICATION_CHANGES = [rulesKeys.all, transactionsKeys.all] as const;
