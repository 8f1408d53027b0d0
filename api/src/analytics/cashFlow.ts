// GET /advanced/cash-flow: each month the period touches (only its days of the first and last
// month), its income, expenses, net and the net accumulated from the period's start, from the month totals.
import type { CashFlow, DatePeriod } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { monthlySums } from './sums';

export async function cashFlow(db: Db, userId: string, period: DatePeriod): Promise<CashFlow> {
  let cumulativeMinor = 0;
  let incomeMinor = 0;
  let expensesMinor = 0;
  const months = (await monthlySums(db, userId, period)).map((month) => {
    const netMinor = month.incomeMinor - month.expensesMinor;
    cumulativeMinor += netMinor;
    incomeMinor += month.incomeMinor;
    expensesMinor += month.expensesMinor;
    return {
      monthYear: month.monthYear,
      income: fromMinorUnits(month.incomeMinor),
      expenses: fromMinorUnits(month.expensesMinor),
      net: fromMinorUnits(netMinor),
      cumulative: fromMinorUnits(cumulativeMinor),
    };
  });
  return {
    months,
    totals: {
      income: fromMinorUnits(incomeMinor),
      expenses: fromMinorUnits(expensesMinor),
      net: fromMinorUnits(incomeMinor - expensesMinor),
    },
    period,
  };
}
