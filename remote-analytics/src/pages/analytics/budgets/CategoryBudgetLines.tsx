import type { BudgetPerformance } from '@moneta/shared';
import { categoryLabel } from '@moneta/shared/categories';
import { Flex, Typography } from '@moneta/shared/ui';
import { theme } from '@moneta/shared/ui/dashboard';
import { Progress } from '@moneta/shared/ui/display';
import { useAnalyticsT } from '../../../i18n';
import { useFormat } from '../useFormat';
import { budgetBarPercent, budgetColor } from './budgetTone';
import { useCoveredMonths } from './coveredMonths';

/**
 * The Overview's budget lines under Spending by Category: for each category with a budget, what was spent of it
 * over the whole months the period covers (GET /budget/performance), named beside the heading since they are not
 * the pie's days, and a thin bar, in the danger colour with the amount over when over budget. Categories judged
 * by their 3-month average have no budget: none shown.
 */
export function CategoryBudgetLines({ performance }: { performance: BudgetPerformance }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { token } = theme.useToken();
  const coveredMonths = useCoveredMonths();
  const budgeted = performance.categories.filter((line) => line.basis === 'budget');
  if (budgeted.length === 0) return null;
  return (
    <section aria-label={t('Budgets')}>
      <Flex gap="small" align="baseline" wrap>
        <Typography.Text strong style={{ fontSize: 13 }}>
          {t('Budgets')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {coveredMonths(performance.period, performance.months)}
        </Typography.Text>
      </Flex>
      <Flex vertical gap={6} component="ul" style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
        {budgeted.map((line) => (
          <li key={line.category} aria-label={categoryLabel(t, line.category)}>
            <Flex justify="space-between" align="baseline" gap="small" wrap>
              <Typography.Text style={{ fontSize: 13 }}>{categoryLabel(t, line.category)}</Typography.Text>
              <Flex gap={6} align="baseline" wrap>
                <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                  {t('{{spent}} of {{budget}}', {
                    spent: format.money(line.spent),
                    budget: format.money(line.budget),
                  })}
                </Typography.Text>
                {line.status === 'over' ? (
                  <Typography.Text type="danger" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                    {t('{{amount}} over budget', { amount: format.money(-line.remaining) })}
                  </Typography.Text>
                ) : null}
              </Flex>
            </Flex>
            <Progress
              percent={budgetBarPercent(line.percentUsed, line.status)}
              strokeColor={budgetColor(line.status, token)}
              showInfo={false}
              size={{ height: 4 }}
              aria-label={t('{{category}}: {{percent}} of the budget used', {
                category: categoryLabel(t, line.category),
                percent: format.percent(line.percentUsed),
              })}
              style={{ margin: 0 }}
            />
          </li>
        ))}
      </Flex>
    </section>
  );
}
