// GET /spending/comparison: a period's totals against those of the period of equal length just before it.
import {
  previousPeriod,
  type DatePeriod,
  type PeriodTotals,
  type SpendingComparison,
} from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { percentChange, rateTenths, roundTenths } from '../lib/percent';
import { periodSums, type Sums } from './sums';

function totalsOf(sums: Sums, period: DatePeriod): PeriodTotals {
  const { incomeMinor, expensesMinor } = sums;
  return {
    ...period,
    totalIncome: fromMinorUnits(incomeMinor),
    totalExpenses: fromMinorUnits(expensesMinor),
    netSavings: fromMinorUnits(incomeMinor - expensesMinor),
    savingsRate: roundTenths(rateTenths(incomeMinor, expensesMinor)),
    transactionCount: sums.incomeCount + sums.expenseCount,
  };
}

export async function spendingComparison(
  db: Db,
  userId: string,
  period: DatePeriod,
): Promise<SpendingComparison> {
  const before = previousPeriod(period);
  const [now, then] = await Promise.all([periodSums(db, userId, period), periodSums(db, userId, before)]);
  const net = (sums: Sums) => sums.incomeMinor - sums.expensesMinor;
  const count = (sums: Sums) => sums.incomeCount + sums.expenseCount;
  return {
    period1: totalsOf(now, period),
    period2: totalsOf(then, before),
    changes: {
      totalIncome: percentChange(now.incomeMinor, then.incomeMinor),
      totalExpenses: percentChange(now.expensesMinor, then.expensesMinor),
      netSavings: percentChange(net(now), net(then)),
      // Percentage points, from the unrounded rates: rounded once. Without income a period has no rate (its 0
      // is a placeholder), so there is nothing to compare.
      savingsRate:
        now.incomeMinor === 0 || then.incomeMinor === 0
          ? null
          : roundTenths(
              rateTenths(now.incomeMinor, now.expensesMinor) -
                rateTenths(then.incomeMinor, then.expensesMinor),
            ),
      transactionCount: percentChange(count(now), count(then)),
    },
  };
}
