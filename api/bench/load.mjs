// The read scenarios, and how each is put under load: cannon.mjs in a child process of its own (users.mjs runs
// its users-load.mjs the same way).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const CANNON = fileURLToPath(new URL('cannon.mjs', import.meta.url));

/**
 * The load generator runs at the lowest priority (nice 19): on these two cores it then takes only what the
 * server and its database leave, so that the figures are the server's rather than the generator's share of the
 * machine. It is not also pinned to one core (taskset): that only took CPU from the generator and never gave
 * the server more (fewer requests/s in back-to-back runs: docs/decisions/0014-tried-and-dropped.md). Other
 * work on the machine still shows, as it outranks the generator too.
 */
const GENERATOR = ['nice', '-n', '19'];

const isoDate = (date) => date.toISOString().slice(0, 10);

/** The analytics calls (base /api/analytics), each with a 1-year period where it takes one. */
function analyticsScenarios(today, year, target) {
  const month = `${today.getUTCFullYear()}/${today.getUTCMonth() + 1}`;
  // A check whose `since` is a minute old, as an open dashboard's polling sends.
  const since = encodeURIComponent(new Date(today.getTime() - 60_000).toISOString());
  const calls = [
    ['Analytics dashboard', '/dashboard'],
    ['Monthly summary', `/monthly/${month}`],
    ['Monthly current', '/monthly/current'],
    ['Spending trends, 1 year', `/spending/trends?${year}`],
    ['Spending categories, 1 year', `/spending/categories?${year}`],
    ['Spending comparison, 1 year', `/spending/comparison?${year}`],
    ['Spending patterns, 1 year', `/spending/patterns?${year}`],
    ['Income trends, 1 year', `/income/trends?${year}`],
    ['Income sources, 1 year', `/income/sources?${year}`],
    ['Goals progress', '/goals/progress'],
    ['Goals summary', '/goals/summary'],
    ['Transaction insights, 1 year', `/transactions/insights?${year}`],
    ['Transaction patterns, 1 year', `/transactions/patterns?${year}`],
    ['Savings rate, 1 year', `/savings/rate?${year}`],
    ['Savings trends, 1 year', `/savings/trends?${year}`],
    ['Export overview, 1 year', `/export/overview?${year}`],
    ['Export spending, 1 year', `/export/spending?${year}`],
    ['Export income, 1 year', `/export/income?${year}`],
    ['Export goals', '/export/goals'],
    ['Realtime updates', `/realtime/updates?since=${since}`],
    ['Analytics health', '/health'],
  ];
  return calls.map(([name, path]) => ({ name, path: `/api/analytics${path}`, target }));
}

/**
 * The planning calls (base /api/analytics): [name, path] for a GET, [name, path, body] for a POST. Calls
 * that are not served yet answer 404 and are reported as such, not measured.
 */
function planningScenarios(year, period, target) {
  const batchOf = (paths) => ({
    requests: paths.map((path, index) => ({ key: `call${index}`, path, params: period })),
  });
  const calls = [
    ['Budget performance, 1 year', `/budget/performance?${year}`],
    ['Budget variance, 1 year', `/budget/variance?${year}`],
    ['Budget recommendations, 1 year', `/budget/recommendations?${year}`],
    ['Income projections, 12 months', '/income/projections?months=12'],
    ['Goals projections', '/goals/projections'],
    ['Savings projections, 12 months', '/savings/projections?months=12'],
    ['Spending forecast, 12 months', '/advanced/spending-forecast?months=12'],
    ['Income forecast, 12 months', '/advanced/income-forecast?months=12'],
    ['Transaction anomalies, 1 year', `/transactions/anomalies?${year}`],
    ['Cash flow, 1 year', `/advanced/cash-flow?${year}`],
    ['Financial health, 1 year', `/advanced/financial-health?${year}`],
    ['Chart line, 1 year', `/chart/line?${year}`],
    ['Chart pie, 1 year', `/chart/pie?${year}`],
    ['Custom: sum by category, 1 year', '/custom', { metric: 'sum', groupBy: 'category', ...period }],
    [
      'Custom: Food and Travel expenses of 50+ by weekday, 1 year',
      '/custom',
      {
        metric: 'average',
        groupBy: 'weekday',
        filters: { type: 'Expense', categories: ['Food', 'Travel'], minAmount: 50 },
        ...period,
      },
    ],
    // A batch's own cost (three calls measured above), and what the Insights panel would ask in one.
    [
      'Batch: charts and patterns, 1 year',
      '/batch',
      batchOf(['/chart/line', '/chart/pie', '/spending/patterns']),
    ],
    [
      'Batch: the Insights panel, 1 year',
      '/batch',
      batchOf(['/budget/recommendations', '/transactions/anomalies', '/advanced/financial-health']),
    ],
  ];
  return calls.map(([name, path, body]) => ({
    name,
    path: `/api/analytics${path}`,
    ...(body ? { method: 'POST', body } : {}),
    target,
  }));
}

/** The scenarios, with their p95 targets in ms per database (undefined: no target). */
export function scenarios(today = new Date()) {
  const yearAgo = new Date(today);
  // 365 days before today to today: a year of the Analytics Dashboard (its 1-year period is 365 days, today
  // included, one day shorter).
  yearAgo.setUTCDate(yearAgo.getUTCDate() - 365);
  const period = { startDate: isoDate(yearAgo), endDate: isoDate(today) };
  const year = new URLSearchParams(period).toString();
  const list = { pglite: 40, postgres: 20 };
  const report = { pglite: 100, postgres: 100 };
  return [
    { name: 'List, page 1', path: '/api/transaction/?page=1&limit=20', target: list },
    {
      name: 'Page 500 by amount',
      path: '/api/transaction/?page=500&limit=20&sortBy=amount&sortOrder=asc',
      target: list,
    },
    { name: 'Category + dates', path: `/api/transaction/?category=Food&${year}&limit=20`, target: list },
    { name: 'Search', path: '/api/transaction/?searchTerm=coffee&limit=20', target: list },
    { name: 'Tag filter', path: '/api/transaction/?tag=work&limit=20', target: list },
    {
      name: 'Search with two operators',
      path: `/api/transaction/?searchTerm=${encodeURIComponent('coffee amount:>=50 type:expense')}&limit=20`,
      target: list,
    },
    { name: 'Dashboard', path: '/api/transaction/dashboard', target: report },
    { name: 'Category analysis, 1 year', path: `/api/transaction/analysis/category?${year}`, target: report },
    { name: 'Spending by tag, 1 year', path: `/api/analytics/spending/tags?${year}`, target: report },
    { name: 'Trends, 12 months', path: '/api/transaction/trends', target: undefined },
    ...analyticsScenarios(today, year, report),
    { name: 'Budgets of the month', path: '/api/budgets', target: report },
    { name: 'Accounts: balances and net worth', path: '/api/accounts/', target: list },
    ...planningScenarios(year, period, report),
  ];
}

/**
 * Runs a load generator `script` at nice 19 with its `job` (JSON in BENCH_LOAD); resolves with the one JSON line
 * it writes to stdout.
 */
export async function runGenerator(script, job) {
  const [command, ...args] = [...GENERATOR, process.execPath, script];
  const child = spawn(command, args, {
    env: { ...process.env, BENCH_LOAD: JSON.stringify(job) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text) => {
    output += text;
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`the load generator exited with code ${code}`);
  return JSON.parse(output);
}

/** Runs one scenario (after a short warm-up) in the load generator's process; latencies in ms. */
export function measure(baseUrl, token, scenario, seconds) {
  return runGenerator(CANNON, {
    url: `${baseUrl}${scenario.path}`,
    token,
    method: scenario.method ?? 'GET',
    body: scenario.body,
    seconds,
  });
}
