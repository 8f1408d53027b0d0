import type { ReactNode } from 'react';
import {
  formatMoney,
  formatPercent,
  type Currency,
  type DashboardStats,
  type Language,
} from '@moneta/shared';
import { Link } from '@moneta/shared/router';
import { Card, Flex, Typography } from '@moneta/shared/ui';
import { Col, Row } from '@moneta/shared/ui/dashboard';
import { Progress } from '@moneta/shared/ui/display';
import { barPercent } from '../../figures/format';
import { useAnalyticsT } from '../../i18n';

export const GOALS_PATH = '/dashboard/goals';

interface MonthCardsProps {
  stats: DashboardStats;
  currency: Currency;
  language: Language;
}

function FigureCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} role="region" aria-label={title} style={{ height: '100%' }}>
      <Flex vertical align="center" gap="small" style={{ textAlign: 'center' }}>
        {children}
      </Flex>
    </Card>
  );
}

/**
 * The month at a glance: the Savings Rate, what is Available to Spend (income minus expenses,
 * 'remaining this month') and the goals' real average progress.
 */
export function MonthCards({ stats, currency, language }: MonthCardsProps) {
  const t = useAnalyticsT();
  const { summary } = stats.monthly;
  const money = (amount: number) => formatMoney(amount, currency, language);
  const available = summary.totalIncome - summary.totalExpenses;
  const percent = (value: number) => formatPercent(value, language);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <FigureCard title={t('Savings Rate')}>
          <Progress
            type="dashboard"
            percent={barPercent(summary.savingsRate)}
            status={summary.savingsRate < 0 ? 'exception' : 'normal'}
            format={() => percent(summary.savingsRate)}
            aria-label={t('Savings Rate')}
          />
          <Typography.Text type="secondary">
            {t('{{saved}} saved of {{income}} income this month', {
              saved: money(summary.netSavings),
              income: money(summary.totalIncome),
            })}
          </Typography.Text>
        </FigureCard>
      </Col>
      <Col xs={24} md={8}>
        <FigureCard title={t('Available to Spend')}>
          <Typography.Text
            strong
            type={available < 0 ? 'danger' : available > 0 ? 'success' : undefined}
            style={{ fontSize: 28, whiteSpace: 'nowrap' }}
          >
            {money(available)}
          </Typography.Text>
          <Typography.Text type="secondary">{t('remaining this month')}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('{{income}} income minus {{expenses}} expenses', {
              income: money(summary.totalIncome),
              expenses: money(summary.totalExpenses),
            })}
          </Typography.Text>
        </FigureCard>
      </Col>
      <Col xs={24} md={8}>
        <FigureCard title={t('Goal Progress')}>
          <Progress
            type="dashboard"
            percent={barPercent(stats.averageGoalProgress)}
            format={() => percent(stats.averageGoalProgress)}
            aria-label={t('Goal Progress')}
          />
          <Typography.Text type="secondary">{t('Average progress of your goals')}</Typography.Text>
          <Link to={GOALS_PATH}>{t('View Goals')}</Link>
        </FigureCard>
      </Col>
    </Row>
  );
}
