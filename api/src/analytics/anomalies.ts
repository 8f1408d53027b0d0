// GET /transactions/anomalies (issue 12): the period's expenses far from their category's usual amount, by a
// robust z-score. The database computes each category's median and spread over the baseline (one read of the
// (user, type, date) index, which carries category and amount) and returns only the period's rows beyond the
// bounds: the rows never travel to Node.
import { sql } from 'drizzle-orm';
import {
  ANOMALY_MIN_ROWS,
  ANOMALY_THRESHOLD,
  type Anomalies,
  type Anomaly,
  type DatePeriod,
  type TransactionCategory,
  type TransactionType,
} from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { fromMinorUnits } from '../db/money';
import { amountOf, amountText } from '../forecasts/amounts';
import { transactions as t } from '../transactions/schema';
import { addMonthsClamped } from '../transactions/dates';

/** MAD x 1.4826 estimates the standard deviation of normal data. */
const MAD_SCALE = 1.4826;
/** Mean absolute deviation x 1.2533 (sqrt(pi / 2)) does too: it stands in when the MAD is 0. */
const MEAN_DEVIATION_SCALE = 1.2533;
/** Months before the period that make up its baseline with it. */
export const BASELINE_MONTHS = 12;
export const ANOMALIES_MAX = 50;

export const ANOMALY_METHOD =
  `An expense is unusual when its robust z-score, |amount - median| / (${MAD_SCALE} x MAD), exceeds ` +
  `${ANOMALY_THRESHOLD}, the median and the median absolute deviation (MAD) being its category's over the ` +
  `period and the ${BASELINE_MONTHS} months before it, for categories with at least ${ANOMALY_MIN_ROWS} ` +
  `expenses; where the MAD is 0, ${MEAN_DEVIATION_SCALE} x the mean absolute deviation from the median stands ` +
  `in, and where that is 0 too nothing is unusual.`;

interface Row {
  id: string;
  description: string;
  amountMinor: number;
  type: TransactionType;
  category: TransactionCategory;
  date: string;
  /** The category's median expense, minor units (positive). */
  median: number;
  score: number;
}

/** The period's unusual expenses, highest score first (then the latest, then by id), at most ANOMALIES_MAX. */
async function unusualExpenses(db: Db, userId: string, period: DatePeriod): Promise<Row[]> {
  const baselineStart = addMonthsClamped(period.startDate, -BASELINE_MONTHS);
  // Expenses are negative: -amount_minor is the amount spent. Each category's amounts are gathered into one
  // array (a hash aggregate: the baseline's rows are never sorted all together), and its median and spread are
  // computed from it, each category's values sorted on their own. The materialized steps keep the median from
  // being computed again for each use.
  const query = sql`
    with amounts as materialized (
      select ${t.category} as category, array_agg(-${t.amountMinor}) as spent
      from ${t}
      where ${t.userId} = ${userId} and ${t.type} = 'Expense'
        and ${t.date} >= ${baselineStart} and ${t.date} <= ${period.endDate}
      group by ${t.category}
      having count(*) >= ${ANOMALY_MIN_ROWS}
    ), medians as materialized (
      select category, spent,
        (select percentile_cont(0.5) within group (order by value) from unnest(spent) as value) as median
      from amounts
    ), spreads as (
      select m.category, m.median,
        case when d.mad > 0 then ${MAD_SCALE} * d.mad else ${MEAN_DEVIATION_SCALE} * d.mean_deviation end as spread
      from medians as m, lateral (
        select percentile_cont(0.5) within group (order by abs(value - m.median)) as mad,
          avg(abs(value - m.median)) as mean_deviation
        from unnest(m.spent) as value
      ) as d
    )
    select ${t.id} as id, ${t.description} as description, ${t.amountMinor} as "amountMinor",
      ${t.type} as type, ${t.category} as category, ${t.date} as date, s.median as median,
      abs(-${t.amountMinor} - s.median) / s.spread as score
    from ${t} join spreads s on s.category = ${t.category}
    where ${t.userId} = ${userId} and ${t.type} = 'Expense'
      and ${t.date} >= ${period.startDate} and ${t.date} <= ${period.endDate}
      and s.spread > 0 and abs(-${t.amountMinor} - s.median) > ${ANOMALY_THRESHOLD} * s.spread
    order by score desc, ${t.date} desc, ${t.id}
    limit ${ANOMALIES_MAX}`;
  // One JSON text: the same shape from both drivers, bigint amounts and doubles as numbers.
  const [result] = await db
    .select({
      json: sql<
        string | null
      >`json_agg(unusual order by unusual.score desc, unusual.date desc, unusual.id)::text`,
    })
    .from(sql`(${query}) as unusual`);
  return result?.json ? (JSON.parse(result.json) as Row[]) : [];
}

function anomalyOf(row: Row): Anomaly {
  const score = Math.round(row.score * 10) / 10;
  const side = -row.amountMinor > row.median ? 'above' : 'below';
  return {
    transaction: {
      _id: row.id,
      description: row.description,
      amount: fromMinorUnits(row.amountMinor),
      type: row.type,
      category: row.category,
      date: row.date,
    },
    categoryMedian: amountOf(row.median),
    score,
    reason:
      `${amountText(row.amountMinor)} is ${score.toFixed(1)} times the usual spread ${side} this category's ` +
      `median of ${amountText(row.median)}`,
  };
}

export async function transactionAnomalies(db: Db, userId: string, period: DatePeriod): Promise<Anomalies> {
  const rows = await unusualExpenses(db, userId, period);
  return { anomalies: rows.map(anomalyOf), method: ANOMALY_METHOD, period };
}
