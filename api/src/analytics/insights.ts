// GET /transactions/insights: the period's count, daily spending, its largest and smallest transactions and its
// top expense category. The extremes are read from the (user, amount) index in one query: a row at each end of
// each sign, instead of sorting the period's rows by absolute amount.
import { sql, type SQL } from 'drizzle-orm';
import type {
  DatePeriod,
  TransactionCategory,
  TransactionHighlight,
  TransactionInsights,
  TransactionType,
} from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { transactions as t } from '../transactions/schema';
import { figuresOnly, filedCategories, groupedTotals } from '../transactions/totals';
import { periodDays } from './period';
import { averageAmount } from '../lib/percent';
import { addRow, noSums } from './sums';

interface Extreme {
  id: string;
  description: string;
  amountMinor: number;
  type: TransactionType;
  category: TransactionCategory;
  date: string;
}

/**
 * The period's largest and smallest expense (amount < 0) and income (> 0): at most four rows. A tie on the
 * amount goes to the earlier date, then the id.
 */
async function extremes(db: Db, userId: string, period: DatePeriod): Promise<Extreme[]> {
  const arm = (sign: SQL, order: SQL) => sql`(
    select ${t.id} as id, ${t.description} as description, ${t.amountMinor} as "amountMinor", ${t.type} as type,
      ${t.category} as category, ${t.date} as date
    from ${t}
    where ${t.userId} = ${userId} and ${figuresOnly(t.type)} and ${sign} and ${t.date} >= ${period.startDate}
      and ${t.date} <= ${period.endDate}
    order by ${order}, ${t.date}, ${t.id}
    limit 1)`;
  const expense = sql`${t.amountMinor} < 0`;
  const income = sql`${t.amountMinor} > 0`;
  const union = sql.join(
    [
      arm(expense, sql`${t.amountMinor} asc`),
      arm(expense, sql`${t.amountMinor} desc`),
      arm(income, sql`${t.amountMinor} asc`),
      arm(income, sql`${t.amountMinor} desc`),
    ],
    sql` union all `,
  );
  // One JSON text: the same shape from both drivers, bigint amounts as numbers.
  const [result] = await db
    .select({ json: sql<string | null>`json_agg(extreme)::text` })
    .from(sql`(${union}) as extreme`);
  return result?.json ? (JSON.parse(result.json) as Extreme[]) : [];
}

/** The candidate with the larger (or smaller) absolute amount; a tie goes to the earlier date, then id. */
function pick(candidates: Extreme[], larger: boolean): Extreme | null {
  let chosen: Extreme | null = null;
  for (const item of candidates) {
    if (chosen === null) {
      chosen = item;
      continue;
    }
    const difference = Math.abs(item.amountMinor) - Math.abs(chosen.amountMinor);
    const better = larger ? difference > 0 : difference < 0;
    const earlier = item.date < chosen.date || (item.date === chosen.date && item.id < chosen.id);
    if (better || (difference === 0 && earlier)) chosen = item;
  }
  return chosen;
}

function highlight(row: Extreme | null): TransactionHighlight | null {
  return (
    row && {
      _id: row.id,
      description: row.description,
      amount: fromMinorUnits(row.amountMinor),
      type: row.type,
      category: row.category,
      date: row.date,
    }
  );
}

export async function transactionInsights(
  db: Db,
  userId: string,
  period: DatePeriod,
): Promise<TransactionInsights> {
  const [rows, candidates] = await Promise.all([
    groupedTotals(db, userId, period, ['type', 'category']),
    extremes(db, userId, period),
  ]);
  const sums = noSums();
  for (const row of rows) addRow(sums, row);
  // Expense sums are negative: the top category has the lowest; a tie goes to the name first in order.
  const top = filedCategories(rows)
    .flatMap((row) =>
      row.type === 'Expense' && row.category ? [{ category: row.category, minor: -row.amountMinor }] : [],
    )
    .sort((a, b) => b.minor - a.minor || a.category.localeCompare(b.category))[0];
  return {
    totalTransactions: sums.incomeCount + sums.expenseCount,
    dailyAverage: averageAmount(sums.expensesMinor, periodDays(period)),
    max: highlight(pick(candidates, true)),
    min: highlight(pick(candidates, false)),
    mostUsedPaymentMethod: null,
    topCategory: top && top.minor > 0 ? { category: top.category, amount: fromMinorUnits(top.minor) } : null,
    period,
  };
}
