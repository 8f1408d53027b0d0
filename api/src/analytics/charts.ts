// GET /chart/:chartType: the period's figures shaped for a chart library (nivo's line, bar and pie data). Line,
// area and bar are the months of the period from the month totals (analytics/sums.ts); pie is the category
// analysis, its colours included.
import {
  CHART_TYPES,
  MESSAGES,
  type BarChartData,
  type ChartData,
  type ChartType,
  type DatePeriod,
  type PieChartData,
  type SeriesChart,
} from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { notFound } from '../http/errors';
import { categoryAnalysis } from './figures';
import { monthlySums, type MonthSums } from './sums';

/** /chart/:chartType: an unknown type is answered 404, as a path that names nothing, with the known ones. */
export function parseChartType(params: unknown): ChartType {
  const type =
    typeof params === 'object' && params !== null && 'chartType' in params
      ? String(params.chartType)
      : undefined;
  const known = CHART_TYPES.find((item) => item === type);
  if (!known) throw notFound(MESSAGES.chartTypeInvalid);
  return known;
}

/** Income and Expenses, one point per month. */
function lineChart(months: MonthSums[], period: DatePeriod): SeriesChart {
  return {
    chartType: 'line',
    series: [
      { id: 'Income', data: months.map((m) => ({ x: m.monthYear, y: fromMinorUnits(m.incomeMinor) })) },
      { id: 'Expenses', data: months.map((m) => ({ x: m.monthYear, y: fromMinorUnits(m.expensesMinor) })) },
    ],
    period,
  };
}

/** What the period has saved by the end of each of its months, from 0 at its start. */
function areaChart(months: MonthSums[], period: DatePeriod): SeriesChart {
  let netMinor = 0;
  const data = months.map((m) => {
    netMinor += m.incomeMinor - m.expensesMinor;
    return { x: m.monthYear, y: fromMinorUnits(netMinor) };
  });
  return { chartType: 'area', series: [{ id: 'Cumulative net', data }], period };
}

function barChart(months: MonthSums[], period: DatePeriod): BarChartData {
  return {
    chartType: 'bar',
    keys: ['Income', 'Expenses'],
    indexBy: 'monthYear',
    data: months.map((m) => ({
      monthYear: m.monthYear,
      Income: fromMinorUnits(m.incomeMinor),
      Expenses: fromMinorUnits(m.expensesMinor),
    })),
    period,
  };
}

async function pieChart(db: Db, userId: string, period: DatePeriod): Promise<PieChartData> {
  const { categories } = await categoryAnalysis(db, userId, period);
  return {
    chartType: 'pie',
    data: categories.map((item) => ({
      id: item.category,
      label: item.category,
      value: item.amount,
      color: item.color,
    })),
    period,
  };
}

export async function chartData(
  db: Db,
  userId: string,
  chartType: ChartType,
  period: DatePeriod,
): Promise<ChartData> {
  if (chartType === 'pie') return pieChart(db, userId, period);
  const months = await monthlySums(db, userId, period);
  if (chartType === 'line') return lineChart(months, period);
  if (chartType === 'area') return areaChart(months, period);
  return barChart(months, period);
}
