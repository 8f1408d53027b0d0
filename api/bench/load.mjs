// The read scenarios under load: autocannon, 10 connections, each response's latency recorded so that p95 is
// exact (autocannon's own summary has p97.5 but no p95).
import autocannon from 'autocannon';

const CONNECTIONS = 10;
const WARM_UP_SECONDS = 1;

const isoDate = (date) => date.toISOString().slice(0, 10);

/** The analytics calls of issue 9 (base /api/analytics), each with a 1-year period where it takes one. */
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

/** The scenarios of issues 3 and 9, with their p95 targets in ms per database (undefined: no target). */
export function scenarios(today = new Date()) {
  const yearAgo = new Date(today);
  // 365 days before today to today: a year of the Analytics Dashboard (its 1-year period is 365 days, today
  // included, one day shorter).
  yearAgo.setUTCDate(yearAgo.getUTCDate() - 365);
  const year = `startDate=${isoDate(yearAgo)}&endDate=${isoDate(today)}`;
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
    { name: 'Dashboard', path: '/api/transaction/dashboard', target: report },
    { name: 'Category analysis, 1 year', path: `/api/transaction/analysis/category?${year}`, target: report },
    { name: 'Trends, 12 months', path: '/api/transaction/trends', target: undefined },
    ...analyticsScenarios(today, year, report),
  ];
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function run(url, token, seconds, onResponse) {
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  if (onResponse) instance.on('response', onResponse);
  return instance;
}

/** Runs one scenario after a short warm-up; latencies in ms. */
export async function measure(baseUrl, token, scenario, seconds) {
  const url = `${baseUrl}${scenario.path}`;
  await run(url, token, WARM_UP_SECONDS);
  const latencies = [];
  const result = await run(url, token, seconds, (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
