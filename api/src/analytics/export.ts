// GET /export/:type: the figures of one Analytics Dashboard tab as RFC 4180 CSV (CRLF line ends, fields with a
// comma, quote or line break quoted, quotes doubled). Amounts are plain decimals with two places, percents
// with one; a goal's name is guarded against spreadsheet formulas as the transaction export guards titles.
import type { AnalyticsExportType, DatePeriod } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { minorUnits } from '../db/money';
import { csvField, formatMinorUnits, guardFormula } from '../transactions/csv/cells';
import { categoryAnalysis } from './figures';
import { goalsProgress } from './goals';
import { percentOf } from '../lib/percent';
import { monthlySums, noSums, type Sums } from './sums';

const LINE_END = '\r\n';

export const EXPORT_HEADERS: Record<AnalyticsExportType, readonly string[]> = {
  overview: ['Month', 'Income', 'Expenses', 'Net Savings', 'Savings Rate (%)'],
  spending: ['Category', 'Amount', 'Percentage (%)'],
  income: ['Month', 'Income', 'Transactions'],
  goals: ['Goal', 'Status', 'Target Date', 'Saved', 'Target', 'Progress (%)', 'On Track'],
};

const text = (value: string) => csvField(guardFormula(value));
/** A decimal amount of the figures (two places at most) written exactly, from its minor units. */
const money = (amount: number) => formatMinorUnits(Math.sign(amount) * minorUnits(amount));
const percent = (value: number) => value.toFixed(1);

function csv(type: AnalyticsExportType, rows: string[][]): string {
  return [EXPORT_HEADERS[type], ...rows].map((row) => `${row.join(',')}${LINE_END}`).join('');
}

function total(months: Sums[]): Sums {
  const sums = noSums();
  for (const month of months) {
    sums.incomeMinor += month.incomeMinor;
    sums.expensesMinor += month.expensesMinor;
    sums.incomeCount += month.incomeCount;
    sums.expenseCount += month.expenseCount;
  }
  return sums;
}

async function overview(db: Db, userId: string, period: DatePeriod): Promise<string[][]> {
  const months = await monthlySums(db, userId, period);
  const line = (label: string, sums: Sums) => {
    const net = sums.incomeMinor - sums.expensesMinor;
    return [
      label,
      formatMinorUnits(sums.incomeMinor),
      formatMinorUnits(sums.expensesMinor),
      formatMinorUnits(net),
      percent(percentOf(net, sums.incomeMinor)),
    ];
  };
  return [...months.map((month) => line(month.monthYear, month)), line('Total', total(months))];
}

async function spending(db: Db, userId: string, period: DatePeriod): Promise<string[][]> {
  const { categories } = await categoryAnalysis(db, userId, period);
  return categories.map((item) => [item.category, money(item.amount), percent(item.percentage)]);
}

async function income(db: Db, userId: string, period: DatePeriod): Promise<string[][]> {
  const months = await monthlySums(db, userId, period);
  const line = (label: string, sums: Sums) => [
    label,
    formatMinorUnits(sums.incomeMinor),
    String(sums.incomeCount),
  ];
  return [...months.map((month) => line(month.monthYear, month)), line('Total', total(months))];
}

async function goals(db: Db, userId: string, timeZone: string, now: Date): Promise<string[][]> {
  const progress = await goalsProgress(db, userId, timeZone, now);
  return progress.goals.map((goal) => [
    text(goal.name),
    goal.status,
    goal.targetDate,
    money(goal.savedAmount),
    money(goal.targetAmount),
    percent(goal.progress),
    goal.onTrack ? 'Yes' : 'No',
  ]);
}

/**
 * The CSV of `type`. The period bounds the transaction figures; the goals export lists every goal as it stands
 * on `now` in `timeZone`, whatever the period.
 */
export async function analyticsCsv(
  db: Db,
  userId: string,
  type: AnalyticsExportType,
  period: DatePeriod,
  timeZone: string,
  now = new Date(),
): Promise<string> {
  switch (type) {
    case 'overview':
      return csv(type, await overview(db, userId, period));
    case 'spending':
      return csv(type, await spending(db, userId, period));
    case 'income':
      return csv(type, await income(db, userId, period));
    case 'goals':
      return csv(type, await goals(db, userId, timeZone, now));
  }
}
