// The analytics screen's charts, each with its title, states and table (ChartCard), from the API's answers.
import {
  CATEGORY_COLORS,
  type BudgetPerformance,
  type CategoryAnalysis,
  type CategoryForecast,
  type Forecast,
  type ForecastPoint,
  type IncomeTrends,
  type Projection,
  type SpendingTrends,
} from '@moneta/shared';
import { Flex, Typography } from '@moneta/shared/ui';
import { ChartCard, type ChartStatus } from '../../charts/ChartCard';
import { BarChart, LineChart, PieChart } from '../../charts/lazyCharts';
import type { ChartPoint, ChartSeries } from '../../charts/types';
import { useChartTheme } from '../../charts/useChartTheme';
import { useAnalyticsT } from '../../i18n';
import { CategoryBudgetLines } from './budgets/CategoryBudgetLines';
import { forecastMonths, methodSentences, monthsAhead, pointOf, usable } from './forecast';
import type { MonthDays } from './format';
import { statusOf } from './status';
import { useFormat, type Format } from './useFormat';

/** What a section reads of its query. */
export interface Answer<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
}

const LINE_HEIGHT = 300;

/**
 * The points of a chart over the period's months (keyed YYYY-MM), each labelled by the days of it the period
 * covers when that is not the whole month; then the months only forecast, labelled as whole months.
 */
function monthPoints(months: readonly MonthDays[], format: Format, forecastMonths: readonly string[] = []) {
  const points: ChartPoint[] = months.map((month) => ({
    key: month.monthYear,
    short: format.monthDays(month, 'short'),
    long: format.monthDays(month, 'long'),
  }));
  return points.concat(
    forecastMonths.map((monthYear) => ({
      key: monthYear,
      short: format.month(monthYear, 'short'),
      long: format.month(monthYear, 'long'),
    })),
  );
}

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
  const months = answer.data?.trends ?? [];
  const income = usable(forecasts?.income.data);
  const expenses = usable(forecasts?.expenses.data?.total);
  // The current month is drawn as it stands so far; its forecast, of the whole month, only in the table.
  const ahead = monthsAhead(
    months.map((month) => month.monthYear),
    [income, expenses],
  );
  const points = monthPoints(months, format, ahead);
  const keys = points.map((point) => point.key);
  const actual = new Map(months.map((month) => [month.monthYear, month]));
  const actualValues = (figure: 'totalIncome' | 'totalExpenses' | 'netSavings') =>
    keys.map((key) => actual.get(key)?.[figure] ?? null);
  const drawn = (forecast: Forecast, key: string) => (actual.has(key) ? undefined : pointOf(forecast, key));
  const forecastSeries = (id: string, label: string, color: string, forecast: Forecast): ChartSeries => ({
    id,
    label,
    color,
    dashed: true,
    values: keys.map((key) => drawn(forecast, key)?.value ?? null),
    band: {
      low: keys.map((key) => drawn(forecast, key)?.low ?? null),
      high: keys.map((key) => drawn(forecast, key)?.high ?? null),
    },
  });
  const series: ChartSeries[] = [
    { id: 'income', label: t('Income'), color: colors.income, values: actualValues('totalIncome') },
    { id: 'expenses', label: t('Expenses'), color: colors.expenses, values: actualValues('totalExpenses') },
    { id: 'netSavings', label: t('Net Savings'), color: colors.savings, values: actualValues('netSavings') },
    ...(income ? [forecastSeries('incomeForecast', t('Income forecast'), colors.income, income)] : []),
    ...(expenses
      ? [forecastSeries('expensesForecast', t('Expenses forecast'), colors.expenses, expenses)]
      : []),
  ];
  const forecasting = income !== undefined || expenses !== undefined;
  const forecastRows = forecastMonths([income, expenses]);
  const range = (point: ForecastPoint | undefined) =>
    point ? t('{{low}} to {{high}}', { low: format.money(point.low), high: format.money(point.high) }) : '–';
  const status: ChartStatus = statusOf(answer, (data) =>
    data.trends.every((month) => month.totalIncome === 0 && month.totalExpenses === 0),
  );
  return (
    <ChartCard
      title={t('Financial Trends')}
      status={status}
      emptyText={t('No transactions in this period')}
      height={LINE_HEIGHT}
      legend={[
        ...series.filter((line) => !line.dashed),
        ...(forecasting ? [{ label: t('Forecast'), color: colors.secondaryText, dashed: true }] : []),
      ]}
      table={{
        columns: [t('Month'), t('Income'), t('Expenses'), t('Net Savings')],
        rows: months.map((month) => ({
          key: month.monthYear,
          cells: [
            format.monthDays(month, 'long'),
            format.money(month.totalIncome),
            format.money(month.totalExpenses),
            format.money(month.netSavings),
          ],
        })),
      }}
      extraTables={
        forecasting
          ? [
              {
                caption: t('Forecast'),
                data: {
                  columns: [t('Month'), t('Income'), t('Income range'), t('Expenses'), t('Expenses range')],
                  rows: forecastRows.map((key) => {
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
            ]
          : []
      }
      footer={
        forecasting ? (
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
        ) : null
      }
    >
      <LineChart
        points={points}
        series={series}
        ariaLabel={
          forecasting
            ? t('Line chart of income, expenses and net savings per month, with the forecast')
            : t('Line chart of income, expenses and net savings per month')
        }
        formatValue={format.money}
        formatTick={format.compactMoney}
      />
    </ChartCard>
  );
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
  const categories = answer.data?.categories ?? [];
  const slices = categories.map((item, index) => ({
    id: item.category,
    label: t(item.category),
    value: item.amount,
    percentage: item.percentage,
    color: CATEGORY_COLORS[index % CATEGORY_COLORS.length] ?? CATEGORY_COLORS[0],
  }));
  const total = answer.data?.totalAmount ?? 0;
  return (
    <ChartCard
      title={t('Spending by Category')}
      status={statusOf(answer, (data) => data.categories.length === 0)}
      emptyText={t('No category data available')}
      height={LINE_HEIGHT}
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
 * Spending: the expense categories spent on in the period, largest first; a category without spending has no
 * row (an empty bar reads as a figure missing).
 */
export function CategoryBars({ answer }: { answer: Answer<CategoryAnalysis> }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { colors } = useChartTheme();
  const bars = (answer.data?.categories ?? [])
    .filter((item) => item.amount > 0)
    .sort((a, b) => b.amount - a.amount)
    .map((item) => ({ id: item.category, label: t(item.category), value: item.amount }));
  return (
    <ChartCard
      title={t('Spending by Category')}
      status={statusOf(answer, (data) => data.categories.every((item) => item.amount <= 0))}
      emptyText={t('No spending in this period')}
      height={40 + bars.length * 30}
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

/** Spending: expenses per month of the period, as an area (GET /spending/trends). */
export function MonthlySpending({ answer }: { answer: Answer<SpendingTrends> }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { colors } = useChartTheme();
  const months = answer.data?.trends ?? [];
  return (
    <ChartCard
      title={t('Monthly Spending')}
      status={statusOf(answer, (data) => data.trends.every((month) => month.totalExpenses === 0))}
      emptyText={t('No spending in this period')}
      height={LINE_HEIGHT}
      table={{
        columns: [t('Month'), t('Expenses')],
        rows: months.map((month) => ({
          key: month.monthYear,
          cells: [format.monthDays(month, 'long'), format.money(month.totalExpenses)],
        })),
      }}
    >
      <LineChart
        area
        points={monthPoints(months, format)}
        series={[
          {
            id: 'expenses',
            label: t('Expenses'),
            color: colors.expenses,
            values: months.map((month) => month.totalExpenses),
          },
        ]}
        ariaLabel={t('Area chart of spending per month')}
        formatValue={format.money}
        formatTick={format.compactMoney}
      />
    </ChartCard>
  );
}

/** Income: income per month of the period, as an area (GET /income/trends). */
export function IncomeTrend({ answer }: { answer: Answer<IncomeTrends> }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { colors } = useChartTheme();
  const months = answer.data?.trends ?? [];
  return (
    <ChartCard
      title={t('Income Trend')}
      status={statusOf(answer, (data) => data.trends.every((month) => month.totalIncome === 0))}
      emptyText={t('No income in this period')}
      height={LINE_HEIGHT}
      table={{
        columns: [t('Month'), t('Income'), t('Transactions')],
        rows: months.map((month) => ({
          key: month.monthYear,
          cells: [
            format.monthDays(month, 'long'),
            format.money(month.totalIncome),
            format.count(month.transactionCount),
          ],
        })),
      }}
    >
      <LineChart
        area
        points={monthPoints(months, format)}
        series={[
          {
            id: 'income',
            label: t('Income'),
            color: colors.income,
            values: months.map((month) => month.totalIncome),
          },
        ]}
        ariaLabel={t('Area chart of income per month')}
        formatValue={format.money}
        formatTick={format.compactMoney}
      />
    </ChartCard>
  );
}
