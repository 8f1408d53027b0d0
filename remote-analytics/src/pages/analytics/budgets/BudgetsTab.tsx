import { lazy, Suspense, useState } from 'react';
import {
  localDay,
  sameCategoryName,
  type DatePeriod,
  type ExpenseCategory,
  type Failure,
  type MonthBudgets,
} from '@moneta/shared';
import { categoryLabel, useCategories } from '@moneta/shared/categories';
import { useSearchParams } from '@moneta/shared/router';
import { useMonthBudgets } from '@moneta/shared/analytics';
import { Button, Card, ErrorAlert, Flex, Typography } from '@moneta/shared/ui';
import { App, LeftOutlined, PlusOutlined, RightOutlined } from '@moneta/shared/ui/dashboard';
import { useAnalyticsT } from '../../../i18n';
import { StatusBody } from '../AnalyticsCard';
import { tabFailure, useBudgetPerformance } from '../queries';
import { StatCards } from '../StatCards';
import { statusOf, type Answer } from '../status';
import { TabFailureAlert } from '../TabFailureAlert';
import { useFormat } from '../useFormat';
import { BudgetConflictModal } from './BudgetConflict';
import { BudgetList } from './BudgetList';
import { isMonth, shiftMonth } from './month';
import { PerformanceSummary } from './PerformanceSummary';

const AddBudgetModal = lazy(() => import(/* webpackChunkName: "analytics-add-budget" */ './AddBudgetModal'));

type MonthTotals = MonthBudgets['totals'];

/**
 * The month's totals: budgeted (with what rolled over), spent on the budgeted categories with the month's whole
 * spending under it, remaining and the share used. Without a budget, only what the month spent: no figure to be
 * over.
 */
function Totals({ answer }: { answer: Answer<MonthBudgets> }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const month = answer.data;
  const budgeted = month !== undefined && month.budgets.length > 0;
  const totals: MonthTotals | undefined = month?.totals;
  const ifBudgeted = (figure: (totals: MonthTotals) => string) =>
    totals && budgeted ? figure(totals) : null;
  return (
    <StatCards
      answers={[answer]}
      cards={[
        {
          key: 'available',
          title: t('Budgeted'),
          value: ifBudgeted((figures) => format.money(figures.available)),
        },
        {
          key: 'spent',
          title: t('Spent'),
          value: totals ? format.money(budgeted ? totals.spent : totals.expenses) : null,
          footer:
            totals && budgeted ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('{{amount}} in all categories', { amount: format.money(totals.expenses) })}
              </Typography.Text>
            ) : null,
        },
        {
          key: 'remaining',
          title: t('Remaining'),
          value: ifBudgeted((figures) => format.money(figures.remaining)),
        },
        {
          key: 'used',
          title: t('Used'),
          value: ifBudgeted((figures) => format.percent(figures.percentUsed)),
        },
      ]}
    />
  );
}

/**
 * Budgets tab: a month's budgets (GET /api/budgets; the person's current month unless the address
 * names another, ?month=YYYY-MM), its totals, each category's budget, spent, remaining and bar, editable in
 * place, and the selected period's budget performance. Without budgets it says what they are and offers to add
 * one.
 */
export default function BudgetsTab({ period }: { period: DatePeriod }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const current = localDay().slice(0, 7);
  const requested = params.get('month');
  const month = isMonth(requested) ? requested : current;
  const budgets = useMonthBudgets(month);
  const performance = useBudgetPerformance(period);
  const categories = useCategories();
  const [writeFailure, setWriteFailure] = useState<Failure | null>(null);
  const [adding, setAdding] = useState(false);

  const status = statusOf(budgets, (data) => data.budgets.length === 0);
  const lines = budgets.data?.budgets ?? [];
  // What a new budget can be for: the person's expense categories they still pick from (a hidden one keeps the
  // budget it has, but is offered for no new one), without a budget this month, in their order.
  const unbudgeted = (categories.data?.categories ?? [])
    .filter((category) => category.type === 'Expense' && !category.hidden)
    .map((category) => category.name)
    .filter((name) => !lines.some((line) => sameCategoryName(line.category, name)));

  const goTo = (next: string) =>
    setParams(
      (currentParams) => {
        const nextParams = new URLSearchParams(currentParams);
        nextParams.set('month', next);
        return nextParams;
      },
      { replace: true },
    );
  const added = (category: ExpenseCategory) => {
    setAdding(false);
    void message.success(t('{{category}} budget saved', { category: categoryLabel(t, category) }));
  };
  const addButton = (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      disabled={budgets.data === undefined || categories.data === undefined || unbudgeted.length === 0}
      onClick={() => setAdding(true)}
    >
      {t('Add budget')}
    </Button>
  );

  return (
    <Flex vertical gap="middle">
      <TabFailureAlert failure={tabFailure([budgets, performance, categories])} />
      <ErrorAlert
        message={writeFailure?.message ?? null}
        values={writeFailure?.values}
        onClose={() => setWriteFailure(null)}
      />
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Flex align="center" gap="small">
          <Button
            icon={<LeftOutlined aria-hidden />}
            aria-label={t('Previous month')}
            onClick={() => goTo(shiftMonth(month, -1))}
          />
          <Typography.Title level={3} style={{ margin: 0, fontSize: 18, minWidth: 130, textAlign: 'center' }}>
            {format.month(month, 'long')}
          </Typography.Title>
          <Button
            icon={<RightOutlined aria-hidden />}
            aria-label={t('Next month')}
            onClick={() => goTo(shiftMonth(month, 1))}
          />
          {month === current ? null : (
            <Button type="link" onClick={() => goTo(current)}>
              {t('This month')}
            </Button>
          )}
        </Flex>
        {status === 'empty' ? null : addButton}
      </Flex>

      <Totals answer={budgets} />
      <PerformanceSummary answer={performance} period={period} />

      {status === 'ready' ? (
        <BudgetList lines={lines} month={month} onFailure={setWriteFailure} />
      ) : (
        <Card>
          <StatusBody
            status={status}
            loadingRows={5}
            emptyTitle={t('No budgets for this month')}
            emptyText={t(
              'A budget is what you mean to spend on a category each month. Set one to see here what is spent and what is left, with the Overview and the recommendations following it.',
            )}
            emptyAction={addButton}
          />
        </Card>
      )}

      <BudgetConflictModal month={month} />
      {adding ? (
        <Suspense fallback={null}>
          <AddBudgetModal
            month={month}
            categories={unbudgeted}
            onClose={() => setAdding(false)}
            onAdded={added}
          />
        </Suspense>
      ) : null}
    </Flex>
  );
}
