import type { BudgetPerformance, DatePeriod } from '@moneta/shared';
import { Flex, Typography } from '@moneta/shared/ui';
import { theme } from '@moneta/shared/ui/dashboard';
import { Progress } from '@moneta/shared/ui/display';
import { useAnalyticsT } from '../../../i18n';
import { AnalyticsCard } from '../AnalyticsCard';
import type { Answer } from '../status';
import { useFormat } from '../useFormat';
import { budgetBarPercent, budgetColor } from './budgetTone';
import { useCoveredMonths } from './coveredMonths';

/** The performance's sentence in the person's language (the API's `message` is English). */
function useSentences() {
  const t = useAnalyticsT();
  return (performance: BudgetPerformance): string[] => {
    const lines = performance.categories;
    if (lines.length === 0) return [];
    const budgeted = lines.filter((line) => line.basis === 'budget');
    const counted = budgeted.length > 0 ? budgeted : lines;
    const within = counted.filter((line) => line.status !== 'over').length;
    const count = counted.length;
    const averaged = lines.some((line) => line.basis === 'average');
    return [
      budgeted.length > 0
        ? t('{{within}} of {{count, number}} budgeted categories within budget.', { within, count })
        : t('{{within}} of {{count, number}} categories within their average.', { within, count }),
      ...(averaged
        ? [
            performance.hasBudgets
              ? t('Categories without a budget are compared with their average of the 3 months before.')
              : t('Without budgets, each category is compared with its average of the 3 months before.'),
          ]
        : []),
    ];
  };
}

/**
 * The selected period's budget performance, compactly (GET /budget/performance): everything spent against
 * everything budgeted over the whole months the period covers, named above the figures, and how many categories
 * kept within. Without a budget in those months, the spending against the usual, in neutral words: an average is
 * no budget to be over.
 */
export function PerformanceSummary({
  answer,
  period,
}: {
  answer: Answer<BudgetPerformance>;
  period: DatePeriod;
}) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { token } = theme.useToken();
  const sentences = useSentences();
  const coveredMonths = useCoveredMonths();
  return (
    <AnalyticsCard
      title={t('Budget performance')}
      heading={false}
      small
      answer={answer}
      isEmpty={(data) => data.categories.length === 0}
      emptyText={t('No spending in this period')}
      caption={
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {coveredMonths(period, answer.data?.months)}
        </Typography.Text>
      }
    >
      {(data) => {
        if (!data.categories.some((line) => line.basis === 'budget')) {
          return (
            <Flex vertical gap={4}>
              <Typography.Text>
                {data.overallPerformance.budget > 0
                  ? t('{{spent}} spent; usually {{usual}}', {
                      spent: format.money(data.overallPerformance.spent),
                      usual: format.money(data.overallPerformance.budget),
                    })
                  : t('{{spent}} spent; nothing in the 3 months before to compare with', {
                      spent: format.money(data.overallPerformance.spent),
                    })}
              </Typography.Text>
              <Typography.Text type="secondary">{sentences(data).join(' ')}</Typography.Text>
            </Flex>
          );
        }
        const overall = data.overallPerformance;
        return (
          <Flex vertical gap={4}>
            <Flex justify="space-between" gap="small" wrap>
              <Typography.Text>
                {t('{{spent}} of {{budget}}', {
                  spent: format.money(overall.spent),
                  budget: format.money(overall.budget),
                })}
              </Typography.Text>
              {overall.status === 'over' ? (
                <Typography.Text type="danger">
                  {t('{{amount}} over budget', { amount: format.money(-overall.remaining) })}
                </Typography.Text>
              ) : null}
            </Flex>
            <Progress
              percent={budgetBarPercent(overall.percentUsed, overall.status)}
              strokeColor={budgetColor(overall.status, token)}
              status={overall.status === 'over' ? 'exception' : 'normal'}
              format={() => format.percent(overall.percentUsed)}
              aria-label={t('Budget used in this period')}
              style={{ margin: 0 }}
            />
            <Typography.Text type="secondary">{sentences(data).join(' ')}</Typography.Text>
          </Flex>
        );
      }}
    </AnalyticsCard>
  );
}
