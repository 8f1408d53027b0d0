// The read scenarios under load: autocannon, 10 connections, each response's latency recorded so that p95 is
// exact (autocannon's own summary has p97.5 but no p95).
import autocannon from 'autocannon';

const CONNECTIONS = 10;
const WARM_UP_SECONDS = 1;

const isoDate = (date) => date.toISOString().slice(0, 10);

/** The scenarios of issue 3, with their p95 targets in ms per database (undefined: no target). */
export function scenarios(today = new Date()) {
  const yearAgo = new Date(today);
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
