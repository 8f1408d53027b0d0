// Property tests of the analytics figures that sit side by side on a screen: over random goals, transactions
// and periods, the Goals tab's counts and percentages agree with each other and with the goals' rows, and the
// Overview's comparison cards and trend months agree with a plain sum of the transactions.
import fc from 'fast-check';
import {
  isOverdue,
  previousPeriod,
  type DatePeriod,
  type GoalStatus,
  type SpendingComparison,
  type SpendingTrends,
} from '@moneta/shared/contract';
import { progressOf } from '../src/analytics/goals';
import type { GoalRow } from '../src/goals/schema';
import { addDays, endOfMonth, startOfMonth } from '../src/transactions/dates';
import { useTestApp } from './helpers';
import { newAnalyticsUser } from './analytics-fixtures';
import { create, expense, income } from './transaction-fixtures';

const file = useTestApp();

const TODAY = '2024-06-15';
/** A date from `days` days before TODAY to `days` after. */
const dayAround = (days: number) =>
  fc.integer({ min: -days, max: days }).map((shift) => addDays(TODAY, shift));

const goalRow = fc
  .record({
    targetMinor: fc.integer({ min: 1, max: 10_000_000 }),
    savedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    status: fc.constantFrom<GoalStatus>('Active', 'Completed', 'Paused'),
    targetDate: dayAround(400),
    createdDaysAgo: fc.integer({ min: 0, max: 400 }),
  })
  .map(({ targetMinor, savedShare, status, targetDate, createdDaysAgo }): GoalRow => ({
    id: 'goal',
    userId: 'user',
    name: 'Goal',
    targetMinor,
    savedMinor: Math.floor(targetMinor * savedShare),
    targetDate,
    priority: 'Medium',
    category: 'Other',
    status,
    completedAt: null,
    createdAt: new Date(`${addDays(TODAY, -createdDaysAgo)}T12:00:00Z`),
    updatedAt: new Date(`${TODAY}T12:00:00Z`),
  }));

describe('goals tab', () => {
  it("counts what its goal cards show, overdue by the goals screen's rule, and the goals' mean progress", () => {
    fc.assert(
      fc.property(fc.array(goalRow, { maxLength: 12 }), (rows) => {
        const { goals, summary } = progressOf(rows, TODAY, 'UTC');
        expect(summary.totalGoals).toBe(rows.length);
        expect(summary.onTrackGoals).toBe(goals.filter((goal) => goal.onTrack).length);
        expect(summary.overdueGoals).toBe(goals.filter((goal) => goal.overdue).length);
        expect(summary.overdueGoals).toBe(rows.filter((row) => isOverdue(row, TODAY)).length);
        const tenths: number[] = [];
        goals.forEach((goal, index) => {
          const row = rows[index] as GoalRow;
          expect(goal.overdue).toBe(isOverdue(row, TODAY));
          // Only an Active goal in time is judged on track: never a Paused or Completed one.
          if (goal.onTrack) expect(row.status === 'Active' && !goal.overdue).toBe(true);
          expect(goal.savedAmount).toBe(row.savedMinor / 100);
          expect(goal.targetAmount).toBe(row.targetMinor / 100);
          const share = (row.savedMinor * 1000) / row.targetMinor;
          expect(Math.abs(goal.progress * 10 - share)).toBeLessThanOrEqual(0.5 + 1e-9);
          tenths.push(share);
        });
        const mean = tenths.length === 0 ? 0 : tenths.reduce((sum, value) => sum + value, 0) / tenths.length;
        expect(Math.abs(summary.averageProgress * 10 - mean)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
      { numRuns: 300 },
    );
  });
});

interface Row {
  type: 'Income' | 'Expense';
  cents: number;
  date: string;
}

const transactionRow = fc.record({
  type: fc.constantFrom<Row['type']>('Income', 'Expense'),
  cents: fc.integer({ min: 1, max: 500_000 }),
  date: dayAround(200),
});

const period = fc
  .tuple(dayAround(200), fc.integer({ min: 0, max: 200 }))
  .map(([startDate, length]): DatePeriod => ({ startDate, endDate: addDays(startDate, length) }));

/** The plain sums of the rows inside `range`, in cents. */
function plainSums(rows: readonly Row[], range: DatePeriod) {
  const inside = rows.filter((row) => row.date >= range.startDate && row.date <= range.endDate);
  const sum = (type: Row['type']) =>
    inside.filter((row) => row.type === type).reduce((total, row) => total + row.cents, 0);
  return { income: sum('Income'), expenses: sum('Expense'), count: inside.length };
}

const cents = (amount: number) => Math.round(amount * 100);

describe('comparison cards and trend months', () => {
  it('agree with a plain sum of the rows; without a previous period no card shows a change', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(transactionRow, { maxLength: 8 }), period, async (rows, asked) => {
        const user = await newAnalyticsUser(file.app);
        for (const row of rows) {
          const amount = row.cents / 100;
          await create(
            user.transactions,
            row.type === 'Income'
              ? income({ amount, date: row.date })
              : expense({ amount, category: 'Food', date: row.date }),
          );
        }
        const query = `startDate=${asked.startDate}&endDate=${asked.endDate}`;
        const comparison = await user.get<SpendingComparison>(`/spending/comparison?${query}`);
        const now = plainSums(rows, asked);
        const before = plainSums(rows, previousPeriod(asked));
        expect(cents(comparison.period1.totalIncome)).toBe(now.income);
        expect(cents(comparison.period1.totalExpenses)).toBe(now.expenses);
        expect(comparison.period1.transactionCount).toBe(now.count);
        expect(cents(comparison.period2.totalIncome)).toBe(before.income);
        expect(cents(comparison.period2.totalExpenses)).toBe(before.expenses);
        if (before.count === 0) {
          expect(Object.values(comparison.changes).every((change) => change === null)).toBe(true);
        }
        if (before.income === 0 || now.income === 0) expect(comparison.changes.savingsRate).toBeNull();

        const trends = await user.get<SpendingTrends>(`/spending/trends?${query}`);
        const months = trends.trends;
        expect(cents(months.reduce((sum, month) => sum + month.totalIncome, 0))).toBe(now.income);
        expect(cents(months.reduce((sum, month) => sum + month.totalExpenses, 0))).toBe(now.expenses);
        // The months cover the period's days from the first transaction's month on, each once, in order.
        const first = rows.map((row) => row.date).sort()[0];
        const from = first === undefined ? undefined : startOfMonth(first);
        if (from === undefined || from > asked.endDate) {
          expect(months).toEqual([]);
        } else {
          expect(months[0]?.startDate).toBe(from > asked.startDate ? from : asked.startDate);
          expect(months.at(-1)?.endDate).toBe(asked.endDate);
          months.forEach((month, index) => {
            expect(month.startDate.slice(0, 7)).toBe(month.monthYear);
            expect(month.endDate <= endOfMonth(month.startDate)).toBe(true);
            const next = months[index + 1];
            if (next) expect(next.startDate).toBe(addDays(month.endDate, 1));
          });
        }
      }),
      { numRuns: 12 },
    );
    // Each run sets up a user and asks the API for every figure: on a busy machine the runs take minutes.
  }, 180_000);
});
