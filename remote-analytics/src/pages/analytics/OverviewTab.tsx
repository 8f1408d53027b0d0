import type { DatePeriod } from '@moneta/shared';
import { Card, Flex, Skeleton, Typography } from '@moneta/shared/ui';
import { Col, Row } from '@moneta/shared/ui/dashboard';
import { RecentTransactions } from '../../figures/RecentTransactions';
import { useAnalyticsT } from '../../i18n';
import { GoalsProgressCard } from './GoalsProgressCard';
import {
  tabFailure,
  useDashboard,
  useGoalsProgress,
  useSpendingCategories,
  useSpendingComparison,
  useSpendingTrends,
} from './queries';
import { CategoryPie, FinancialTrends } from './sections';
import { SummaryCards } from './SummaryCards';
import { TabFailureAlert } from './TabFailureAlert';

/** Recent Transactions until the dashboard's answer comes (or when it failed: the tab's banner says why). */
function RecentTransactionsPending({ failed }: { failed: boolean }) {
  const t = useAnalyticsT();
  return (
    <Card title={t('Recent Transactions')} role="region" aria-label={t('Recent Transactions')}>
      {failed ? (
        <Typography.Text type="secondary">{t('These figures could not be loaded.')}</Typography.Text>
      ) : (
        <div role="status" aria-label={t('Loading...')}>
          <Skeleton active title={false} />
        </div>
      )}
    </Card>
  );
}

/**
 * Overview tab (SPEC section 2): the period's four cards with their change, Financial Trends, Spending by
 * Category, the recent transactions and the goals' progress.
 */
export function OverviewTab({ period }: { period: DatePeriod }) {
  const comparison = useSpendingComparison(period);
  const trends = useSpendingTrends(period);
  const categories = useSpendingCategories(period);
  const dashboard = useDashboard();
  const goals = useGoalsProgress();
  const failure = tabFailure([comparison, trends, categories, dashboard, goals]);
  return (
    <Flex vertical gap="middle">
      <TabFailureAlert failure={failure} />
      <SummaryCards
        comparison={comparison.data}
        loading={comparison.data === undefined && !(comparison.isError && !comparison.isFetching)}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <FinancialTrends answer={trends} />
        </Col>
        <Col xs={24} xl={10}>
          <CategoryPie answer={categories} />
        </Col>
        <Col xs={24} xl={14}>
          {dashboard.data ? (
            <RecentTransactions transactions={dashboard.data.recent} />
          ) : (
            <RecentTransactionsPending failed={dashboard.isError && !dashboard.isFetching} />
          )}
        </Col>
        <Col xs={24} xl={10}>
          <GoalsProgressCard answer={goals} />
        </Col>
      </Row>
    </Flex>
  );
}
