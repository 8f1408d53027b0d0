// Bulk-loads transactions in SQL (generate_series), for users the API has registered. The rows look like a
// real history: three years up to today, 1 in 10 an income, twenty merchants with their categories, a note
// on 1 in 4. The values derive from the row number, so every run loads the same data. The measured user also
// gets a few dozen goals, as a person keeps, and a few monthly budgets (through the API).

/** Rows per INSERT statement: bounded so that PGlite's memory stays modest at 1,000,000 rows. */
const CHUNK_ROWS = 50_000;

export const MERCHANTS = [
  ['Grocery store', 'Food'],
  ['Coffee shop', 'Food'],
  ['Restaurant', 'Food'],
  ['Fuel station', 'Transportation'],
  ['Metro card', 'Transportation'],
  ['Online shop', 'Shopping'],
  ['Cinema', 'Entertainment'],
  ['Pharmacy', 'Healthcare'],
  ['Bookshop', 'Education'],
  ['Airline', 'Travel'],
  ['Insurance company', 'Insurance'],
  ['Landlord', 'Rent'],
  ['Electric company', 'Utilities'],
  ['Streaming service', 'Entertainment'],
  ['Bakery', 'Food'],
  ['Taxi', 'Transportation'],
  ['Clothing store', 'Shopping'],
  ['Hardware store', 'Other Expense'],
  ['Concert hall', 'Entertainment'],
  ['Dentist', 'Healthcare'],
];
const INCOMES = [
  ['Salary', 'Salary'],
  ['Freelance project', 'Freelance'],
  ['Bonus', 'Bonus'],
  ['Dividend', 'Investment'],
  ['Gift', 'Other Income'],
];

const textArray = (values) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * $1 user id, $2 first row number, $3 row count. The rows share the user's accounts; two in three are cleared, one
 * in seven is tagged Work and one in twenty with one of five trips.
 */
const INSERT_SQL = `
  insert into transactions (user_id, account_id, cleared, date, description, amount_minor, type, category, notes,
    tags)
  select $1::uuid,
    (select array_agg(id order by created_at, id) from accounts where user_id = $1::uuid)
      [1 + g % (select count(*) from accounts where user_id = $1::uuid)],
    h % 3 <> 0,
    current_date - (h % 1096)::int,
    case when income then (${textArray(INCOMES.map(([title]) => title))})[1 + i]
      else (${textArray(MERCHANTS.map(([title]) => title))})[1 + m] end || ' #' || (g % 1000),
    case when income then 50000 + h % 450000 else -(100 + (h / 7) % 30000) end,
    case when income then 'Income' else 'Expense' end,
    case when income then (${textArray(INCOMES.map(([, category]) => category))})[1 + i]
      else (${textArray(MERCHANTS.map(([, category]) => category))})[1 + m] end,
    case when h % 4 = 0 then 'Card payment, receipt ' || (h % 100000) else '' end,
    case when h % 20 = 0 then array['Trip ' || (h % 5)] when h % 7 = 0 then array['Work'] else '{}' end
  from (
    select g, h, h % 10 = 0 as income, ((h / 10) % 5)::int as i, ((h / 50) % 20)::int as m
    from (
      select g, (g * 2654435761) % 4294967291 as h
      from generate_series($2::bigint, $2::bigint + $3::bigint - 1) as g
    ) as numbered
  ) as r`;

/** $1 user id: a card and a savings account beside the "Main" every user starts with. */
const ACCOUNTS_SQL = `
  insert into accounts (user_id, name, kind, opening_balance_minor, opening_date)
  values ($1::uuid, 'Visa card', 'Credit card', -50000, current_date - 1096),
    ($1::uuid, 'Savings', 'Savings', 1000000, current_date - 1096)
  on conflict do nothing`;

/**
 * Inserts `counts[k]` transactions for `userIds[k]` across three accounts, then VACUUM ANALYZE: the state that PostgreSQL's
 * autovacuum, and the API's own maintenance on PGlite, reach soon after such a load, done before measuring
 * so that it does not run during it. `query(text, params)` runs one statement on the database being seeded.
 */
export async function seedTransactions(query, userIds, counts, log) {
  for (const userId of userIds) await query(ACCOUNTS_SQL, [userId]);
  let next = 1;
  let done = 0;
  const total = counts.reduce((sum, count) => sum + count, 0);
  const started = Date.now();
  for (const [index, userId] of userIds.entries()) {
    let left = counts[index] ?? 0;
    while (left > 0) {
      const rows = Math.min(left, CHUNK_ROWS);
      await query(INSERT_SQL, [userId, next, rows]);
      next += rows;
      left -= rows;
      done += rows;
      if (total >= 200_000 && done % 200_000 < rows) log(`  seeded ${done.toLocaleString('en-US')} rows`);
    }
  }
  await query('vacuum analyze', []);
  return Date.now() - started;
}

const GOAL_COUNT = 40;

/**
 * `count` goals for `userId`: due from a year ago to two years ahead, created up to a year ago, every
 * fifth Completed, every seventh of the rest Paused, each with one contribution row.
 */
export async function seedGoals(query, userId, count = GOAL_COUNT) {
  await query(
    `insert into goals (user_id, name, target_minor, saved_minor, target_date, priority, category, status,
       completed_at, created_at)
     select $1::uuid, 'Goal ' || g, 100000 * g,
       case when g % 5 = 0 then 100000 * g else (100000 * g * ((g * 37) % 100)) / 100 end,
       current_date - 365 + (g * 1096 / $2::int), (array['Low', 'Medium', 'High'])[1 + g % 3],
       (array['Savings', 'Travel', 'Technology', 'Transportation', 'Education', 'Health', 'Home', 'Other'])[1 + g % 8],
       case when g % 5 = 0 then 'Completed' when g % 7 = 0 then 'Paused' else 'Active' end,
       case when g % 5 = 0 then now() end,
       now() - make_interval(days => (g * 53) % 365)
     from generate_series(1, $2::int) as g`,
    [userId, count],
  );
  await query(
    `insert into goal_contributions (goal_id, user_id, amount_minor, created_at)
     select id, user_id, saved_minor, created_at + interval '1 day' from goals
     where user_id = $1::uuid and saved_minor > 0`,
    [userId],
  );
}

/** Monthly budgets of the measured user: some categories over them, some under, two rolling over. */
const BUDGETS = [
  { category: 'Food', amount: 60000, rollover: false },
  { category: 'Transportation', amount: 40000, rollover: false },
  { category: 'Shopping', amount: 20000, rollover: true },
  { category: 'Entertainment', amount: 50000, rollover: false },
  { category: 'Rent', amount: 15000, rollover: true },
];

/**
 * Sets the measured user's budgets through the API (PUT /api/budgets), as a person does. Resolves with the
 * status: before budgets are served (404), the benchmark goes on without them.
 */
export async function seedBudgets(baseUrl, token) {
  const response = await fetch(`${baseUrl}/api/budgets`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ budgets: BUDGETS }),
  });
  await response.arrayBuffer();
  return response.status;
}
