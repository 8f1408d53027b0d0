// The dashboard's figures: a month's summary, expenses by category, month-by-month trends. Sums are taken in
// the database over minor units (see transactions/totals.ts) and turned into decimals once, at the end.
import {
  CATEGORY_COLORS,
  RECENT_TRANSACTIONS_COUNT,
  type CategoryAmount,
  type CategoryAnalysis,
  type DashboardStats,
  type DatePeriod,
  type MonthlySummary,
  type SpendingTrends,
  type TransactionCategory,
  type TransactionType,
} from '@moneta/shared/contract';
import { and, eq, sql } from 'drizzle-orm';
import { categoryBook, type CategoryBook } from '../categories/book';
import type { Db } from '../db/client';
import { addMinor, exactMinor, fromMinorUnits } from '../db/money';
import { averageProgress, inProgressOf } from '../goals/figures';
import { listGoalRows } from '../goals/repository';
import { endOfMonth, formatDate } from '../transactions/dates';
import { recentTransactions } from '../transactions/pages';
import { transactionMonthTotals } from '../transactions/schema';
import { figuresOnly, filedCategories, groupedTotals, type TotalsRow } from '../transactions/totals';
import { averageAmount, percentOf } from '../lib/percent';
import { addRow, monthlySums, monthsCovered, noSums } from './sums';

/**
 * Expense rows (negative sums) as the category list: positive amounts, largest first, each in the colour the
 * person gave its category (`book`); a name that is none of theirs takes the palette's colour of its place.
 */
function categoriesOf(
  rows: TotalsRow[],
  book: CategoryBook,
): { categories: CategoryAmount[]; totalMinor: number } {
  const amounts = filedCategories(rows)
    .flatMap((row) =>
      row.type !== 'Income' && row.category
        ? [{ category: row.category, amountMinor: -row.amountMinor }]
        : [],
    )
    .sort((a, b) => b.amountMinor - a.amountMinor || a.category.localeCompare(b.category));
  const totalMinor = amounts.reduce((sum, item) => sum + item.amountMinor, 0);
  const categories = amounts.map((item, index) => ({
    category: item.category,
    amount: fromMinorUnits(item.amountMinor),
    percentage: percentOf(item.amountMinor, totalMinor),
    color:
      book.find(item.category)?.color ??
      CATEGORY_COLORS[index % CATEGORY_COLORS.length] ??
      CATEGORY_COLORS[0],
  }));
  return { categories, totalMinor };
}

/** A month's rows by type and category. */
async function monthRows(db: Db, userId: string, year: number, month: number): Promise<TotalsRow[]> {
  const first = formatDate({ year, month, day: 1 });
  return groupedTotals(db, userId, { startDate: first, endDate: endOfMonth(first) }, ['type', 'category']);
}

function summaryOf(rows: TotalsRow[], year: number, month: number): MonthlySummary {
  const sums = noSums();
  let expenseCategoryCount = 0;
  for (const row of rows) addRow(sums, row);
  for (const row of filedCategories(rows)) if (row.type === 'Expense') expenseCategoryCount += 1;
  const { incomeMinor, expensesMinor } = sums;
  return {
    month,
    year,
    totalIncome: fromMinorUnits(incomeMinor),
    totalExpenses: fromMinorUnits(expensesMinor),
    netSavings: fromMinorUnits(incomeMinor - expensesMinor),
    savingsRate: percentOf(incomeMinor - expensesMinor, incomeMinor),
    transactionCount: sums.incomeCount + sums.expenseCount,
    expenseCategoryCount,
  };
}

export async function monthlySummary(
  db: Db,
  userId: string,
  year: number,
  month: number,
): Promise<MonthlySummary> {
  return summaryOf(await monthRows(db, userId, year, month), year, month);
}

const yearMonthOf = (today: string) => ({
  year: Number(today.slice(0, 4)),
  month: Number(today.slice(5, 7)),
});

/** The summary of the month of `today` (the person's, YYYY-MM-DD). */
export async function currentMonthSummary(db: Db, userId: string, today: string): Promise<MonthlySummary> {
  const { year, month } = yearMonthOf(today);
  return monthlySummary(db, userId, year, month);
}

/**
 * A whole month's rows by type and category, and the balance of every transaction the user has (minor units):
 * one read of the user's month totals, grouped by whether they are the month's.
 */
async function monthAndBalance(
  db: Db,
  userId: string,
  year: number,
  month: number,
): Promise<{ rows: TotalsRow[]; balanceMinor: number }> {
  const totals = transactionMonthTotals;
  const first = formatDate({ year, month, day: 1 });
  const isMonth = sql<boolean>`${totals.month} = ${first}`;
  const groups = await db
    .select({
      isMonth,
      // figuresOnly below: an income or expense row's type and category.
      type: sql<TransactionType>`${totals.type}`,
      category: sql<TransactionCategory>`${totals.category}`,
      rowCount: sql<number>`sum(${totals.rowCount})`.mapWith(Number),
      amountMinor: sql<number>`sum(${totals.amountMinor})`.mapWith(exactMinor),
    })
    .from(totals)
    .where(and(eq(totals.userId, userId), figuresOnly(totals.type)))
    // By position: the month's date is a parameter, which PostgreSQL does not match twice.
    .groupBy(sql`1`, totals.type, totals.category);
  const rows = groups
    // "Split" keeps a negative count (the parts count under their categories).
    .filter((group) => group.isMonth && (group.rowCount !== 0 || group.amountMinor !== 0))
    .map(({ type, category, rowCount, amountMinor }) => ({
      month: first,
      type,
      category,
      rowCount,
      amountMinor,
    }));
  return { rows, balanceMinor: groups.reduce((sum, group) => addMinor(sum, group.amountMinor), 0) };
}

/** The overview on the person's `today`: this month by their calendar, the balance, recent rows and goals. */
export async function dashboardStats(
  db: Db,
  userId: string,
  today: string,
  now = new Date(),
): Promise<DashboardStats> {
  const { year, month } = yearMonthOf(today);
  const [{ rows, balanceMinor }, recent, goals, book] = await Promise.all([
    monthAndBalance(db, userId, year, month),
    recentTransactions(db, userId, RECENT_TRANSACTIONS_COUNT),
    listGoalRows(db, userId),
    categoryBook(db, userId),
  ]);
  const summary = summaryOf(rows, year, month);
  return {
    monthly: { summary, categories: categoriesOf(rows, book).categories },
    netBalance: fromMinorUnits(balanceMinor),
    recent,
    goals: inProgressOf(goals),
    averageGoalProgress: averageProgress(goals),
    savingsRate: summary.savingsRate,
    generatedAt: now.toISOString(),
  };
}

/** Expenses by category over the period, largest first, as positive amounts. */
export async function categoryAnalysis(
  db: Db,
  userId: string,
  period: DatePeriod,
): Promise<CategoryAnalysis> {
  const [rows, book] = await Promise.all([
    groupedTotals(db, userId, { type: 'Expense', ...period }, ['category']),
    categoryBook(db, userId),
  ]);
  const { categories, totalMinor } = categoriesOf(rows, book);
  return { categories, totalAmount: fromMinorUnits(totalMinor), period };
}

/**
 * Income, expenses and savings for each month of the period (see monthlySums), months without rows included as
 * zeros; the monthly average divides by the months covered.
 */
export async function spendingTrends(db: Db, userId: string, period: DatePeriod): Promise<SpendingTrends> {
  const months = await monthlySums(db, userId, period);
  let spendingMinor = 0;
  const trends = months.map((sums) => {
    spendingMinor += sums.expensesMinor;
    return {
      monthYear: sums.monthYear,
      startDate: sums.startDate,
      endDate: sums.endDate,
      totalIncome: fromMinorUnits(sums.incomeMinor),
      totalExpenses: fromMinorUnits(sums.expensesMinor),
      netSavings: fromMinorUnits(sums.incomeMinor - sums.expensesMinor),
    };
  });
  return {
    trends,
    averageMonthlySpending: averageAmount(spendingMinor, monthsCovered(months)),
    totalSpending: fromMinorUnits(spendingMinor),
    period,
  };
}
