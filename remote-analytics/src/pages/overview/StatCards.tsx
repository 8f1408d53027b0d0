import type { ReactNode } from 'react';
import {
  formatMoney,
  formatPercent,
  type Currency,
  type DashboardStats,
  type Language,
} from '@moneta/shared';
import { Card, Typography } from '@moneta/shared/ui';
import { Col, Row } from '@moneta/shared/ui/dashboard';
import { Statistic } from '@moneta/shared/ui/display';
import { useAnalyticsT } from '../../i18n';

interface StatCardsProps {
  stats: DashboardStats;
  currency: Currency;
  language: Language;
}

/** The colour of a figure that can be good or bad news, from antd's tokens so both themes read it. */
const SIGN_COLOR = { good: 'var(--ant-color-success)', bad: 'var(--ant-color-error)' } as const;
const signColor = (value: number) => (value < 0 ? SIGN_COLOR.bad : undefined);

/**
 * The four cards: Net Balance (with this month's net savings), Monthly Income (with the
 * month's transaction count), Monthly Expenses (across N categories) and Savings Rate (with the amount saved).
 * One a row on a phone, two on a tablet, four on a wide screen.
 */
export function StatCards({ stats, currency, language }: StatCardsProps) {
  const t = useAnalyticsT();
  const { summary } = stats.monthly;
  const money = (amount: number) => formatMoney(amount, currency, language);
  const cards: { key: string; title: string; value: string; color?: string | undefined; note: ReactNode }[] =
    [
      {
        key: 'balance',
        title: t('Net Balance'),
        value: money(stats.netBalance),
        color: signColor(stats.netBalance),
        note: t("This month's net savings: {{amount}}", { amount: money(summary.netSavings) }),
      },
      {
        key: 'income',
        title: t('Monthly Income'),
        value: money(summary.totalIncome),
        color: summary.totalIncome > 0 ? SIGN_COLOR.good : undefined,
        note: t('{{count, number}} transactions this month', { count: summary.transactionCount }),
      },
      {
        key: 'expenses',
        title: t('Monthly Expenses'),
        value: money(summary.totalExpenses),
        color: summary.totalExpenses > 0 ? SIGN_COLOR.bad : undefined,
        note: t('across {{count, number}} categories', { count: summary.expenseCategoryCount }),
      },
      {
        key: 'rate',
        title: t('Savings Rate'),
        value: formatPercent(summary.savingsRate, language),
        color: signColor(summary.savingsRate),
        note: t('{{amount}} saved', { amount: money(summary.netSavings) }),
      },
    ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6}>
          <Card size="small" role="group" aria-label={card.title} style={{ height: '100%' }}>
            {/* The value is formatted already; Statistic would read a money text as a plain string anyway. */}
            <Statistic
              title={card.title}
              value={card.value}
              styles={{ content: { fontSize: 22, color: card.color, whiteSpace: 'nowrap' } }}
            />
            <Typography.Text type="secondary">{card.note}</Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
