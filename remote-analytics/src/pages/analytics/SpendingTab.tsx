import type { DatePeriod } from '@moneta/shared';
import { Flex } from '@moneta/shared/ui';
import { Col, Row } from '@moneta/shared/ui/dashboard';
import { useAnalyticsT } from '../../i18n';
import { tabFailure, useSpendingCategories, useSpendingTrends } from './queries';
import { CategoryBars, MonthlySpending } from './sections';
import { StatCards } from './StatCards';
import { TabFailureAlert } from './TabFailureAlert';
import { useFormat } from './useFormat';

/** Spending tab: the 11 expense categories as bars, and spending per month as an area. */
export default function SpendingTab({ period }: { period: DatePeriod }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const categories = useSpendingCategories(period);
  const trends = useSpendingTrends(period);
  const totals = trends.data;
  const top = categories.data?.categories[0];
  return (
    <Flex vertical gap="middle">
      <TabFailureAlert failure={tabFailure([categories, trends])} />
      <StatCards
        answers={[trends, categories]}
        cards={[
          {
            key: 'total',
            title: t('Total Spending'),
            value: totals ? format.money(totals.totalSpending) : null,
          },
          {
            key: 'average',
            title: t('Average Monthly Spending'),
            value: totals ? format.money(totals.averageMonthlySpending) : null,
          },
          {
            key: 'top',
            title: t('Top Category'),
            value: categories.data ? (top ? t(top.category) : '–') : null,
            footer: top ? `${format.money(top.amount)} · ${format.percent(top.percentage)}` : null,
          },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <CategoryBars answer={categories} />
        </Col>
        <Col xs={24} xl={12}>
          <MonthlySpending answer={trends} />
        </Col>
      </Row>
    </Flex>
  );
}
