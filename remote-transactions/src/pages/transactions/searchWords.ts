// The search operators' words in the screen's language, beside English (which the parser always reads): each
// operator's name, the two types and the default categories as the screen names them. A category of the
// person's own is searched by its name as typed, which the parser passes on as it is.
import { useMemo } from 'react';
import {
  EXPENSE_CATEGORIES,
  INCOME_CATEGORIES,
  SEARCH_OPERATORS,
  TRANSACTION_TYPES,
  type SearchOperator,
  type SearchWords,
  type TransactionType,
} from '@moneta/shared';
import { useTransactionsT } from '../../i18n';

/** Each operator's English name, the key of its word in each language. */
export const OPERATOR_WORDS = {
  amount: 'amount',
  date: 'date',
  after: 'after',
  before: 'before',
  category: 'category',
  tag: 'tag',
  type: 'type',
  account: 'account',
} as const satisfies Record<SearchOperator, string>;

export const TYPE_WORDS = { Income: 'income', Expense: 'expense' } as const satisfies Record<
  TransactionType,
  string
>;

export function useSearchWords(): SearchWords {
  const t = useTransactionsT();
  return useMemo(() => {
    const lower = (word: string) => word.toLocaleLowerCase();
    return {
      operators: Object.fromEntries(SEARCH_OPERATORS.map((name) => [lower(t(OPERATOR_WORDS[name])), name])),
      types: Object.fromEntries(TRANSACTION_TYPES.map((type) => [lower(t(TYPE_WORDS[type])), type])),
      categories: Object.fromEntries(
        [...INCOME_CATEGORIES, ...EXPENSE_CATEGORIES].map((category) => [lower(t(category)), category]),
      ),
    };
  }, [t]);
}
