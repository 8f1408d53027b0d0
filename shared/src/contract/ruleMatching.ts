// How a rule files a transaction: one matcher for the API, which runs the rules on every new transaction, and
// for the screens, which preview what a rule does. Free of zod: the screens load it.
import type { Rule, RuleValues } from './rules';
import { SPLIT, TAGS_MAX, sameTag, type TransactionType } from './transactionLimits';

/** What a rule reads and changes of a transaction. */
export interface RuleSubject {
  description: string;
  /** The amount without its sign. */
  amount: number;
  type: TransactionType;
  accountId: string | null;
  /** One of the type's categories, or "Split", which no rule changes. */
  category: string;
  tags: readonly string[];
}

const compiled = new Map<string, RegExp>();
function patternOf(text: string): RegExp {
  let pattern = compiled.get(text);
  if (!pattern) {
    pattern = new RegExp(text, 'iu');
    compiled.set(text, pattern);
  }
  return pattern;
}

const folded = (text: string) => text.trim().toLocaleLowerCase('en');

/** Whether the rule's conditions hold for the transaction; its text is matched without regard to case. */
export function ruleMatches(rule: RuleValues, subject: RuleSubject): boolean {
  if (rule.type !== null && rule.type !== subject.type) return false;
  if (rule.minAmount !== null && subject.amount < rule.minAmount) return false;
  if (rule.maxAmount !== null && subject.amount > rule.maxAmount) return false;
  if (rule.accountIds.length > 0 && !(subject.accountId && rule.accountIds.includes(subject.accountId)))
    return false;
  const title = folded(subject.description);
  const text = folded(rule.text);
  switch (rule.match) {
    case 'contains':
      return title.includes(text);
    case 'startsWith':
      return title.startsWith(text);
    case 'equals':
      return title === text;
    case 'pattern':
      return patternOf(rule.text).test(subject.description);
  }
}

/** The transaction's title, category and tags once the rules have run, and the rules that matched. */
export interface Filed {
  description: string;
  category: string;
  tags: string[];
  ruleIds: string[];
}

/**
 * Runs the rules in their order on a transaction. Each rule is matched against the transaction as it came, so
 * the order only settles what two rules both set: a later rule's category or title replaces an earlier one's,
 * and tags add up (at most TAGS_MAX). A category of the other type (`typeOf` tells a category's), or on a split,
 * is left as it was.
 */
export function fileTransaction(
  rules: readonly Rule[],
  subject: RuleSubject,
  typeOf: (category: string) => TransactionType | undefined,
): Filed {
  const filed: Filed = {
    description: subject.description,
    category: subject.category,
    tags: [...subject.tags],
    ruleIds: [],
  };
  for (const rule of rules) {
    if (!ruleMatches(rule, subject)) continue;
    filed.ruleIds.push(rule.id);
    if (rule.rename !== null) filed.description = rule.rename;
    if (rule.category !== null && subject.category !== SPLIT && typeOf(rule.category) === subject.type)
      filed.category = rule.category;
    for (const tag of rule.addTags) {
      if (filed.tags.length < TAGS_MAX && !filed.tags.some((kept) => sameTag(kept, tag)))
        filed.tags.push(tag);
    }
  }
  return filed;
}

/** True when the rules changed the transaction's title, category or tags. */
export const isRefiled = (subject: RuleSubject, filed: Filed) =>
  filed.description !== subject.description ||
  filed.category !== subject.category ||
  filed.tags.length !== subject.tags.length;
