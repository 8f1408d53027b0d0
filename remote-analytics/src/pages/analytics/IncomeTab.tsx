import type { DatePeriod } from '@moneta/shared';
import { Flex } from '@moneta/shared/ui';
import { useAnalyticsT } from '../../i18n';
import { tabFailure, useIncomeTrends, useSavingsTrends } from './queries';
import { IncomeTrend } from './sections';
import { StatCards } from './StatCards';
import { TabFailureAlert } from './TabFailureAlert';
import { useFormat } from './useFormat';

/**
 * Income tab: income per month as an area, with the period's income and savings figures
 * (GET /income/trends and /savings/trends).
 */
export default function IncomeTab({ period }: { period: DatePeriod }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const income = useIncomeTrends(period);
  const savings = useSavingsTrends(period);
  const best = savings.data?.bestMonth;
  return (
    <Flex vertical gap="middle">
      <TabFailureAlert failure={tabFailure([income, savings])} />
      <StatCards
        answers={[income, savings]}
        cards={[
          {
            key: 'total',
            title: t('Total Income'),
            value: income.data ? format.money(income.data.totalIncome) : null,
          },
          {
            key: 'average',
            title: t('Average Monthly Income'),
            value: income.data ? format.money(income.data.averageMonthlyIncome) : null,
          },
          {
            key: 'savings',
            title: t('Average Monthly Savings'),
            value: savings.data ? format.money(savings.data.averageMonthlySavings) : null,
          },
          {
            key: 'best',
            title: t('Best Month'),
            value: savings.data ? (best ? format.month(best.monthYear, 'long') : '–') : null,
            footer: best ? t('Saved {{amount}}', { amount: format.money(best.savings) }) : null,
          },
        ]}
      />
      <IncomeTrend answer={income} />
    </Flex>
  );
}
