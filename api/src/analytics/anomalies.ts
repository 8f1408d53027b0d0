// GET /transactions/anomalies: the period's expenses far from their category's usual amount, by a
// robust z-score. The database computes each category's median and spread over the baseline (one read of the
// (user, type, date) index, which carries category and amount) and returns only the period's rows beyond the
// bounds: the rows never travel to Node. That costs tens of milliseconds at 100,000 rows, so the route keeps an
// answer until the user's transactions change (keptAnswers.ts).
import { sql } from 'drizzle-orm';
import {
  ANOMALY_MIN_ROWS,
  ANOMALY_THRESHOLD,
  SPLIT,
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
  // array (a hash aggregate: the baseline's rows are never sorted all together) and sorted once, on their
  // own. From the sorted array a[1..n]: the median is its middle value, or the mean of its two middle values;
  // the MAD is the median of the distances |a[i] - median|, the mean of the lo-th and hi-th smallest of them,
  // as percentile_cont takes it. The k-th smallest distance needs no second sort: the k values nearest to the
  // median are k consecutive ones of the array, so it is the least, over each run a[s..s+k-1], of the larger
  // of the distances of its two ends (any run of k values lies within that distance, the nearest run exactly).
  // Amounts and halves of them are exact in double precision, so the figures equal percentile_cont's. The
  // materialized steps are computed once, not again for each use.
  const query = sql`
    with sorted as materialized (
      select ${t.category} as category, count(*)::integer as n,
        array(select value from unnest(array_agg(-${t.amountMinor})) as value order by value) as spent
      from ${t}
      where ${t.userId} = ${userId} and ${t.type} = 'Expense'
        and ${t.date} >= ${baselineStart} and ${t.date} <= ${period.endDate}
        -- A split's whole is no amount of one category: it is left out, and with no "Split" spread, so are
        -- the period's splits.
        and ${t.category} <> ${SPLIT}
      group by ${t.category}
      having count(*) >= ${ANOMALY_MIN_ROWS}
    ), medians as (
      select category, spent, n, (n + 1) / 2 as lo, n / 2 + 1 as hi,
        (spent[(n + 1) / 2] + spent[n / 2 + 1]) / 2::float8 as median
      from sorted
    ), spreads as materialized (
      select m.category, m.median,
        case when d.mad > 0 then ${MAD_SCALE} * d.mad
          else ${MEAN_DEVIATION_SCALE} * (select avg(abs(value - m.median)) from unnest(m.spent) as value)
        end as spread
      from medians as m, lateral (
        select (
          min(greatest(m.median - m.spent[s], m.spent[s + m.lo - 1] - m.median))
          + min(greatest(m.median - m.spent[s], m.spent[s + m.hi - 1] - m.median))
            filter (where s <= m.n - m.hi + 1)
        ) / 2 as mad
        from generate_series(1, m.n - m.lo + 1) as s
      ) as d
    ), unusual as (
      -- Only columns of the (user, type, date) index: the period's rows are read from it alone.
      select ${t.id} as id, ${t.amountMinor} as amount_minor, ${t.type} as type, ${t.category} as category,
        ${t.date} as date, s.median as median, abs(-${t.amountMinor} - s.median) / s.spread as score
      from ${t} join spreads s on s.category = ${t.category}
      where ${t.userId} = ${userId} and ${t.type} = 'Expense'
        and ${t.date} >= ${period.startDate} and ${t.date} <= ${period.endDate}
        and s.spread > 0 and abs(-${t.amountMinor} - s.median) > ${ANOMALY_THRESHOLD} * s.spread
      order by score desc, ${t.date} desc, ${t.id}
      limit ${ANOMALIES_MAX}
    )
    select u.id, (select ${t.description} from ${t} where ${t.id} = u.id) as description,
      u.amount_minor as "amountMinor", u.type, u.category, u.date, u.median, u.score
    from unusual as u`;
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
