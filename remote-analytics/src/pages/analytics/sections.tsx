// The analytics screen's charts, each with its title, states and table (ChartCard), from the API's answers.
import {
  CATEGORY_COLORS,
  type BudgetPerformance,
  type CategoryAmount,
  type CategoryAnalysis,
  type CategoryForecast,
  type Forecast,
  type ForecastPoint,
  type IncomeTrends,
  type Projection,
  type SpendingTrends,
  type TagSpending,
} from '@moneta/shared';
import { Flex, Typography } from '@moneta/shared/ui';
import { BarChart, PieChart } from '../../charts/lazyCharts';
import type { ChartSeries } from '../../charts/types';
import { useChartTheme } from '../../charts/useChartTheme';
import { categoryLines } from '../../figures/categoryLines';
import CategoryViewSwitch from '../../figures/CategoryViewSwitch';
import { usePersonCategories } from '../../figures/usePersonCategories';
import { useAnalyticsT } from '../../i18n';
import { CategoryBudgetLines } from './budgets/CategoryBudgetLines';
import { useCategoryView } from './categoryView';
import { CHART_HEIGHT, ChartCard } from './ChartCard';
import { forecastMonths, methodSentences, monthsAhead, pointOf, usable } from './forecast';
import { MonthSeriesSection, type MonthsForecast } from './MonthSeriesSection';
import type { Answer } from './status';
import { useFormat } from './useFormat';

/** The forecasts Financial Trends draws after the actual months: the answers of their two calls. */
export interface TrendForecasts {
  income: Answer<Projection>;
  expenses: Answer<CategoryForecast>;
}

/**
 * Overview: income, expenses and net savings per month of the period (GET /spending/trends), and, dashed with
 * their range shaded, the income and expenses forecast for the months ahead (GET /income/projections and
 * /advanced/spending-forecast), from the current month on. Their figures have a table of their own, and the
 * card names each forecast's method.
 */
export function FinancialTrends({
  answer,
  forecasts,
}: {
  answer: Answer<SpendingTrends>;
  forecasts?: TrendForecasts;
}) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { colors } = useChartTheme();
  const income = usable(forecasts?.income.data);
  const expenses = usable(forecasts?.expenses.data?.total);
  // The current month is drawn as it stands so far; its forecast, of the whole month, only in the table.
  const ahead = monthsAhead(
    (answer.data?.trends ?? []).map((month) => month.monthYear),
    [income, expenses],
  );
  const forecastSeries = (id: string, label: string, color: string, forecast: Forecast): ChartSeries => ({
    id,
    label,
    color,
    dashed: true,
    values: ahead.map((key) => pointOf(forecast, key)?.value ?? null),
    band: {
      low: ahead.map((key) => pointOf(forecast, key)?.low ?? null),
      high: ahead.map((key) => pointOf(forecast, key)?.high ?? null),
    },
  });
  const range = (point: ForecastPoint | undefined) =>
    point ? t('{{low}} to {{high}}', { low: format.money(point.low), high: format.money(point.high) }) : '–';
  const forecast: MonthsForecast | undefined =
    income === undefined && expenses === undefined
      ? undefined
      : {
          months: ahead,
          series: [
            ...(income
              ? [forecastSeries('incomeForecast', t('Income forecast'), colors.income, income)]
              : []),
            ...(expenses
              ? [forecastSeries('expensesForecast', t('Expenses forecast'), colors.expenses, expenses)]
              : []),
          ],
          legend: { label: t('Forecast'), color: colors.secondaryText, dashed: true },
          table: {
            caption: t('Forecast'),
            data: {
              columns: [t('Month'), t('Income'), t('Income range'), t('Expenses'), t('Expenses range')],
              rows: forecastMonths([income, expenses]).map((key) => {
                const incomePoint = pointOf(income, key);
                const expensesPoint = pointOf(expenses, key);
                return {
                  key,
                  cells: [
                    format.month(key, 'long'),
                    incomePoint ? format.money(incomePoint.value) : '–',
                    range(incomePoint),
                    expensesPoint ? format.money(expensesPoint.value) : '–',
                    range(expensesPoint),
                  ],
                };
              }),
            },
          },
          footer: (
            <Flex vertical gap={2}>
              <Typography.Text strong type="secondary" style={{ fontSize: 12 }}>
                {t('Forecast')}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[
                  t('Dashed lines forecast the months ahead; the shaded band is their 95% range.'),
                  ...methodSentences(t, income, expenses),
                ].join(' ')}
              </Typography.Text>
            </Flex>
          ),
        };
  return (
    <MonthSeriesSection
      title={t('Financial Trends')}
      answer={answer}
      months={(data) => data.trends}
      figures={[
        { id: 'income', label: t('Income'), color: colors.income, value: (month) => month.totalIncome },
        {
          id: 'expenses',
          label: t('Expenses'),
          color: colors.expenses,
          value: (month) => month.totalExpenses,
        },
        {
          id: 'netSavings',
          label: t('Net Savings'),
          color: colors.savings,
          value: (month) => month.netSavings,
        },
      ]}
      emptyText={t('No transactions in this period')}
      ariaLabel={
        forecast
          ? t('Line chart of income, expenses and net savings per month, with the forecast')
          : t('Line chart of income, expenses and net savings per month')
      }
      legend
      forecast={forecast}
    />
  );
}

/**
 * Spending by category as lines, each category in the person's colour for it (the palette's, in order, for a
 * name not among their categories), and for a person with groups the switch that folds each group into one.
 */
function useSpendingLines(figures: readonly CategoryAmount[]) {
  const { known, grouped, label } = usePersonCategories();
  const [chosen, choose] = useCategoryView();
  const view = grouped ? chosen : 'category';
  const lines = categoryLines(figures, {
    known,
    view,
    label,
    fallbackColor: (index) => CATEGORY_COLORS[index % CATEGORY_COLORS.length] ?? CATEGORY_COLORS[0],
  });
  const toolbar = grouped ? <CategoryViewSwitch value={view} onChange={choose} /> : null;
  return { lines, toolbar };
}

/**
 * Overview: expenses by category, largest first, each in its own colour (GET /spending/categories);
 * below, each budgeted category's spending against its budget for the period (GET /budget/performance).
 */
export function CategoryPie({
  answer,
  budgets,
}: {
  answer: Answer<CategoryAnalysis>;
  budgets?: Answer<BudgetPerformance>;
}) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { lines, toolbar } = useSpendingLines(answer.data?.categories ?? []);
  const slices = lines.map((line) => ({
    id: line.key,
    label: line.label,
    value: line.amount,
    percentage: line.percentage,
    color: line.color,
  }));
  // Folding moves no money: the total is the answer's either way.
  const total = answer.data?.totalAmount ?? 0;
  return (
    <ChartCard
      title={t('Spending by Category')}
      answer={answer}
      isEmpty={(data) => data.categories.length === 0}
      emptyText={t('No category data available')}
      height={CHART_HEIGHT}
      toolbar={toolbar}
      legend={slices}
      table={{
        columns: [t('Category'), t('Amount'), t('Share')],
        rows: [
          ...slices.map((slice) => ({
            key: slice.id,
            cells: [slice.label, format.money(slice.value), format.percent(slice.percentage)],
          })),
          { key: 'total', cells: [t('Total'), format.money(total), format.percent(100)] },
        ],
      }}
      footer={budgets?.data ? <CategoryBudgetLines performance={budgets.data} /> : null}
    >
      <PieChart
        slices={slices}
        ariaLabel={t('Pie chart of spending by category')}
        formatValue={format.money}
        formatShare={format.percent}
      />
    </ChartCard>
  );
}

/**
 * Spending: the expense categories spent on in the period (or their groups), largest first; a category without
 * spending has no row (an empty bar reads as a figure missing).
 */
export function CategoryBars({ answer }: { answer: Answer<CategoryAnalysis> }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { colors } = useChartTheme();
  const { lines, toolbar } = useSpendingLines(
    (answer.data?.categories ?? []).filter((item) => item.amount > 0),
  );
  const bars = lines
    .sort((a, b) => b.amount - a.amount)
    .map((line) => ({ id: line.key, label: line.label, value: line.amount }));
  return (
    <ChartCard
      title={t('Spending by Category')}
      answer={answer}
      isEmpty={(data) => data.categories.every((item) => item.amount <= 0)}
      emptyText={t('No spending in this period')}
      height={40 + bars.length * 30}
      toolbar={toolbar}
      table={{
        columns: [t('Category'), t('Amount')],
        rows: bars.map((bar) => ({ key: bar.id, cells: [bar.label, format.money(bar.value)] })),
      }}
    >
      <BarChart
        bars={bars}
        color={colors.expenses}
        ariaLabel={t('Bar chart of spending by expense category')}
        formatValue={format.money}
        formatTick={format.compactMoney}
      />
    </ChartCard>
  );
}

/**
 * Spending: the period's spending by tag, most first, as bars (GET /spending/tags); the table adds each tag's
 * income and how many transactions carry it.
 */
export function TagBars({ answer }: { answer: Answer<TagSpending> }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { colors } = useChartTheme();
  const tags = answer.data?.tags ?? [];
  const bars = tags
    .filter((item) => item.expense > 0)
    .map((item) => ({ id: item.tag, label: item.tag, value: item.expense }));
  return (
    <ChartCard
      title={t('Spending by Tag')}
      answer={answer}
      isEmpty={(data) => data.tags.every((item) => item.expense <= 0)}
      emptyText={t('No tagged spending in this period')}
      height={40 + bars.length * 30}
      table={{
        columns: [t('Tag'), t('Spending'), t('Income'), t('Transactions')],
        rows: tags.map((item) => ({
          key: item.tag,
          cells: [
            item.tag,
            format.money(item.expense),
            format.money(item.income),
            format.count(item.transactionCount),
          ],
        })),
      }}
    >
      <BarChart
        bars={bars}
        color={colors.expenses}
        ariaLabel={t('Bar chart of spending by tag')}
        formatValue={format.money}
        formatTick={format.compactMoney}
      />
    </ChartCard>
  );
}

/** Spending: expenses per month of the period, as an area (GET /spending/trends). */
export function MonthlySpending({ answer }: { answer: Answer<SpendingTrends> }) {
  const t = useAnalyticsT();
  const { colors } = useChartTheme();
  return (
    <MonthSeriesSection
      title={t('Monthly Spending')}
      answer={answer}
      months={(data) => data.trends}
      figures={[
        {
          id: 'expenses',
          label: t('Expenses'),
          color: colors.expenses,
          value: (month) => month.totalExpenses,
        },
      ]}
      emptyText={t('No spending in this period')}
      ariaLabel={t('Area chart of spending per month')}
      area
    />
  );
}

/** Income: income per month of the period, as an area, with each month's count of income (GET /income/trends). */
export function IncomeTrend({ answer }: { answer: Answer<IncomeTrends> }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { colors } = useChartTheme();
  return (
    <MonthSeriesSection
      title={t('Income Trend')}
      answer={answer}
      months={(data) => data.trends}
      figures={[
        { id: 'income', label: t('Income'), color: colors.income, value: (month) => month.totalIncome },
        {
          id: 'transactions',
          label: t('Transactions'),
          value: (month) => month.transactionCount,
          format: format.count,
        },
      ]}
      emptyText={t('No income in this period')}
      ariaLabel={t('Area chart of income per month')}
      area
    />
  );
}
