// The recommendations in the person's language: each sentence is built from the recommendation's kind and its
// figures (the API's own `message` is English, for API clients). The figures each rule names are those of
// api/src/budgets/recommendations.ts and the contract.
import type { BudgetRecommendation, RecommendationKind } from '@moneta/shared';
import { categoryLabel } from '@moneta/shared/categories';
import type { useAnalyticsT } from '../../../i18n';
import type { Format } from '../useFormat';

type T = ReturnType<typeof useAnalyticsT>;

/** A recommendation's figures as its sentence shows them. */
interface Shown {
  category: string;
  count: number;
  money: (name: string) => string;
  percent: (name: string) => string;
}

const SENTENCES: Record<RecommendationKind, (t: T, shown: Shown) => string> = {
  'over-budget': (t, { category, money }) =>
    t('{{category}} is over its budget this month: {{spent}} spent of {{budget}}, {{over}} over.', {
      category,
      over: money('over'),
      budget: money('budget'),
      spent: money('spent'),
    }),
  'over-budget-streak': (t, { category, count, money }) =>
    t(
      '{{category}} has been over its budget of {{budget}} in each of the last {{count, number}} months, at {{averageSpent}} a month on average. Raise the budget or cut back.',
      { category, budget: money('budget'), averageSpent: money('averageSpent'), count },
    ),
  'budget-too-high': (t, { category, count, money }) =>
    t(
      "{{category}}'s budget of {{budget}} is far above what you spend: under half of it in each of the last {{count, number}} months, {{averageSpent}} a month on average. Consider lowering it.",
      { category, budget: money('budget'), averageSpent: money('averageSpent'), count },
    ),
  'low-savings-rate': (t, { percent }) =>
    t(
      'You saved {{rate}} of your income in this period, under the {{target}} to aim for. Budgets on your largest expense categories can help.',
      { rate: percent('savingsRate'), target: percent('target') },
    ),
  'no-budget': (t, { category, count, money }) =>
    t(
      'You spend a steady {{averageSpent}} a month on {{category}} (last {{count, number}} months) without a budget. Setting one keeps it there.',
      { category, averageSpent: money('averageSpent'), count },
    ),
};

export function recommendationText(t: T, format: Format, recommendation: BudgetRecommendation): string {
  const { figures } = recommendation;
  return SENTENCES[recommendation.kind](t, {
    category: recommendation.category ? categoryLabel(t, recommendation.category) : '',
    count: figures.months ?? 0,
    money: (name) => format.money(figures[name] ?? 0),
    percent: (name) => format.percent(figures[name] ?? 0),
  });
}
