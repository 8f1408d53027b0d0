import { namespaceT } from '@moneta/shared';

/**
 * The analytics screens' translation hook. Keys are SPEC.md's English texts, so English needs a catalogue only
 * for the singular forms of counted texts: i18next looks up `<key>_one` for a count of 1.
 */
export const useAnalyticsT = namespaceT('analytics', {
  en: {
    'across {{count, number}} categories_one': 'across {{count, number}} category',
    '{{count, number}} transactions this month_one': '{{count, number}} transaction this month',
    // Issue 12: the forecast's method, the recommendations, the budget performance and the health score.
    "{{series}}: Holt's linear smoothing of the last {{count, number}} months._one":
      "{{series}}: Holt's linear smoothing of the last month.",
    '{{series}}: the average of the last {{count, number}} months._one':
      '{{series}}: the figure of the last month.',
    '{{category}} has been over its budget of {{budget}} in each of the last {{count, number}} months, at {{averageSpent}} a month on average. Raise the budget or cut back._one':
      '{{category}} was over its budget of {{budget}} last month, at {{averageSpent}}. Raise the budget or cut back.',
    "{{category}}'s budget of {{budget}} is far above what you spend: under half of it in each of the last {{count, number}} months, {{averageSpent}} a month on average. Consider lowering it._one":
      "{{category}}'s budget of {{budget}} is far above what you spend: under half of it last month, {{averageSpent}}. Consider lowering it.",
    'You spend a steady {{averageSpent}} a month on {{category}} (last {{count, number}} months) without a budget. Setting one keeps it there._one':
      'You spent {{averageSpent}} on {{category}} last month without a budget. Setting one keeps it there.',
    '{{within}} of {{count, number}} budgeted categories within budget._one':
      '{{within}} of {{count, number}} budgeted category within budget.',
    '{{within}} of {{count, number}} categories within their average._one':
      '{{within}} of {{count, number}} category within its average.',
    'Your savings goals hold {{count, number}} months of your average expenses_one':
      'Your savings goals hold {{count, number}} month of your average expenses',
  },
});
