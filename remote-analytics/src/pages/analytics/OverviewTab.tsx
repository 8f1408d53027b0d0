import { lazy, Suspense } from 'react';
import type { DatePeriod } from '@moneta/shared';
import { Flex, Skeleton } from '@moneta/shared/ui';
import { Col, Row } from '@moneta/shared/ui/dashboard';
import { RecentTransactions } from '../../figures/RecentTransactions';
import { useAnalyticsT } from '../../i18n';
import { AnalyticsCard } from './AnalyticsCard';
import { GoalsProgressCard } from './GoalsProgressCard';
import { useDashboard } from '../overview/useDashboard';
import {
  tabFailure,
  useAnomalies,
  useBudgetPerformance,
  useBudgetRecommendations,
  useFinancialHealth,
  useGoalsProgress,
  useIncomeProjections,
  useSpendingCategories,
  useSpendingComparison,
  useSpendingForecast,
  useSpendingTrends,
} from './queries';
import { CategoryPie, FinancialTrends } from './sections';
import { SummaryCards } from './SummaryCards';
import { TabFailureAlert } from './TabFailureAlert';

// Below the fold: the Insights panel's code loads after the tab's first paint (its figures are asked at once).
const InsightsPanel = lazy(
  () => import(/* webpackChunkName: "analytics-insights" */ './insights/InsightsPanel'),
);

/**
 * Overview tab: the period's four cards with their change, Financial Trends with the
 * forecast of the months ahead, Spending by Category with the budget lines, the recent transactions, the goals'
 * progress and the Insights panel.
 */
export function OverviewTab({ period }: { period: DatePeriod }) {
  const t = useAnalyticsT();
  const comparison = useSpendingComparison(period);
  const trends = useSpendingTrends(period);
  const categories = useSpendingCategories(period);
  const budgets = useBudgetPerformance(period);
  const dashboard = useDashboard();
  const goals = useGoalsProgress();
  const expensesForecast = useSpendingForecast();
  const incomeForecast = useIncomeProjections();
  const recommendations = useBudgetRecommendations(period);
  const anomalies = useAnomalies(period);
  const health = useFinancialHealth(period);
  const failure = tabFailure([
    comparison,
    trends,
    categories,
    budgets,
    dashboard,
    goals,
    expensesForecast,
    incomeForecast,
    recommendations,
    anomalies,
    health,
  ]);
  return (
    <Flex vertical gap="middle">
      <TabFailureAlert failure={failure} />
      <SummaryCards answer={comparison} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <FinancialTrends
            answer={trends}
            forecasts={{ income: incomeForecast, expenses: expensesForecast }}
          />
        </Col>
        <Col xs={24} xl={10}>
          <CategoryPie answer={categories} budgets={budgets} />
        </Col>
        <Col xs={24} xl={14}>
          {dashboard.data ? (
            <RecentTransactions transactions={dashboard.data.recent} />
          ) : (
            // Until the dashboard's answer comes, or when it failed (the tab's banner says why).
            <AnalyticsCard
              title={t('Recent Transactions')}
              heading={false}
              answer={dashboard}
              isEmpty={() => false}
            >
              {() => null}
            </AnalyticsCard>
          )}
        </Col>
        <Col xs={24} xl={10}>
          <GoalsProgressCard answer={goals} />
        </Col>
      </Row>
      <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 4 }} />}>
        <InsightsPanel recommendations={recommendations} anomalies={anomalies} health={health} />
      </Suspense>
    </Flex>
  );
}
