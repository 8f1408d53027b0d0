import type { DatePeriod } from '@moneta/shared';
import { categoryLabel } from '@moneta/shared/categories';
import { Flex } from '@moneta/shared/ui';
import { Col, Row } from '@moneta/shared/ui/dashboard';
import { useAnalyticsT } from '../../i18n';
import { tabFailure, useSpendingCategories, useSpendingTags, useSpendingTrends } from './queries';
import { CategoryBars, MonthlySpending, TagBars } from './sections';
import { StatCards } from './StatCards';
import { TabFailureAlert } from './TabFailureAlert';
import { useFormat } from './useFormat';

/** Spending tab: the expense categories spent on as bars, spending per month as an area, and spending by tag. */
export default function SpendingTab({ period }: { period: DatePeriod }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const categories = useSpendingCategories(period);
  const trends = useSpendingTrends(period);
  const tags = useSpendingTags(period);
  const totals = trends.data;
  const top = categories.data?.categories[0];
  return (
    <Flex vertical gap="middle">
      <TabFailureAlert failure={tabFailure([categories, trends, tags])} />
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
            value: categories.data ? (top ? categoryLabel(t, top.category) : '–') : null,
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
        <Col xs={24} xl={12}>
          <TagBars answer={tags} />
        </Col>
      </Row>
    </Flex>
  );
}
