// The users' load, run by users.mjs in a process of its own at nice 19 (load.mjs's runGenerator): one virtual
// user per token, all at once, each sending its next call as soon as the previous one has answered, for
// `seconds` after a warm-up. The calls and their weights are those of a person moving between the screens.
// Reads its job from BENCH_LOAD (JSON), writes the figures to stdout as one JSON line.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { percentile } from './report.mjs';
import { MERCHANTS } from './seed.mjs';

const WARM_UP_SECONDS = 5;
// Far above any answer seen here; a call still waiting then is counted as failed, not left to hang the run.
const REQUEST_TIMEOUT_MS = 30_000;
// The transactions screen's page size (TRANSACTIONS_PAGE_SIZE).
const PAGE_SIZE = 10;

const { baseUrl, tokens, seconds } = JSON.parse(process.env.BENCH_LOAD ?? '{}');

const isoDate = (date) => date.toISOString().slice(0, 10);
const pick = (values) => values[Math.floor(Math.random() * values.length)];
const today = new Date();
const daysAgo = (days) => isoDate(new Date(today.getTime() - days * 86_400_000));
// The analytics screen's default period: the last 30 days, today included.
const PERIOD = new URLSearchParams({ startDate: daysAgo(29), endDate: daysAgo(0) }).toString();
const SEARCH_TERMS = MERCHANTS.map(([title]) => title.split(' ')[0].toLowerCase());
const listPath = (query) =>
  `/api/transaction/?${new URLSearchParams({ limit: String(PAGE_SIZE), ...query })}`;
const amount = () => (100 + Math.floor(Math.random() * 20_000)) / 100;

/**
 * What a user does next: [name, weight, step]. A step answers the request to send ({ method, path, body }) for
 * the user's state, and may read the answer (`after`). Weights are percent of calls.
 */
const OPERATIONS = [
  ['List, page 1', 18, () => ({ path: listPath({ page: '1' }), after: remember })],
  [
    'List, a later page',
    6,
    (user) => ({
      path: listPath({
        page: String(2 + Math.floor(Math.random() * Math.max(1, user.pages - 1))),
        ...(Math.random() < 0.5 ? { sortBy: 'amount', sortOrder: 'asc' } : {}),
      }),
      after: remember,
    }),
  ],
  ['Search', 7, () => ({ path: listPath({ page: '1', searchTerm: pick(SEARCH_TERMS) }), after: remember })],
  [
    'Filter: category, 90 days',
    6,
    () => ({
      path: listPath({
        page: '1',
        category: pick(MERCHANTS)[1],
        startDate: daysAgo(89),
        endDate: daysAgo(0),
      }),
      after: remember,
    }),
  ],
  [
    'Create',
    6,
    () => {
      const [description, category] = pick(MERCHANTS);
      return {
        method: 'POST',
        path: '/api/transaction/',
        idempotent: true,
        body: { description, amount: amount(), type: 'Expense', category, date: daysAgo(0), notes: '' },
        after: (user, data) => user.created.push(data._id),
      };
    },
  ],
  [
    'Edit',
    5,
    (user) => {
      const row = pick(user.rows);
      const { description, type, category, date, notes } = row;
      return {
        method: 'PUT',
        path: `/api/transaction/${row._id}`,
        body: { description, amount: amount(), type, category, date, notes },
      };
    },
  ],
  [
    'Delete',
    2,
    (user) => {
      // What the user created in this run, so that the seeded history stays as it was.
      const id = user.created.pop();
      if (!id) return null;
      user.rows = user.rows.filter((row) => row._id !== id);
      return { method: 'DELETE', path: `/api/transaction/${id}` };
    },
  ],
  ['Dashboard', 10, () => ({ path: '/api/analytics/dashboard' })],
  [
    'Dashboard: live updates',
    5,
    // An open dashboard asks every minute what changed since its previous answer.
    () => ({
      path: `/api/analytics/realtime/updates?since=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}`,
    }),
  ],
  ['Analytics: spending comparison', 3, () => ({ path: `/api/analytics/spending/comparison?${PERIOD}` })],
  ['Analytics: spending trends', 3, () => ({ path: `/api/analytics/spending/trends?${PERIOD}` })],
  ['Analytics: spending categories', 3, () => ({ path: `/api/analytics/spending/categories?${PERIOD}` })],
  ['Analytics: budget performance', 3, () => ({ path: `/api/analytics/budget/performance?${PERIOD}` })],
  ['Analytics: goals progress', 3, () => ({ path: '/api/analytics/goals/progress' })],
  ['Analytics: spending forecast', 2, () => ({ path: '/api/analytics/advanced/spending-forecast?months=3' })],
  ['Analytics: income projections', 2, () => ({ path: '/api/analytics/income/projections?months=3' })],
  [
    'Analytics: budget recommendations',
    2,
    () => ({ path: `/api/analytics/budget/recommendations?${PERIOD}` }),
  ],
  ['Analytics: anomalies', 2, () => ({ path: `/api/analytics/transactions/anomalies?${PERIOD}` })],
  ['Analytics: financial health', 2, () => ({ path: `/api/analytics/advanced/financial-health?${PERIOD}` })],
  ['Analytics: income trends', 2, () => ({ path: `/api/analytics/income/trends?${PERIOD}` })],
  ['Analytics: savings trends', 2, () => ({ path: `/api/analytics/savings/trends?${PERIOD}` })],
  ['Budgets of the month', 3, () => ({ path: '/api/budgets' })],
  ['Goals', 3, () => ({ path: '/api/goals/' })],
];
const TOTAL_WEIGHT = OPERATIONS.reduce((sum, [, weight]) => sum + weight, 0);
const LIST = OPERATIONS[0];

/** The rows on the user's screen, to edit one, and how many pages the list has. */
function remember(user, data) {
  if (data.transactions.length > 0) user.rows = data.transactions;
  user.pages = data.pagination.totalPages;
}

function nextOperation(user) {
  // A user opens the transactions screen first: an edit needs a row seen on it.
  if (user.rows.length === 0) return LIST;
  let left = Math.random() * TOTAL_WEIGHT;
  for (const operation of OPERATIONS) {
    left -= operation[1];
    if (left < 0) return operation;
  }
  return LIST;
}

/** Per operation: latencies (ms) and statuses ('error' for no answer). */
const figures = new Map(OPERATIONS.map(([name]) => [name, { latencies: [], statuses: {} }]));

async function send(user, request) {
  const started = performance.now();
  let status;
  let data;
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method ?? 'GET',
      headers: {
        authorization: `Bearer ${user.token}`,
        ...(request.body ? { 'content-type': 'application/json' } : {}),
        ...(request.idempotent ? { 'idempotency-key': randomUUID() } : {}),
      },
      body: request.body ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = String(response.status);
    const text = await response.text();
    if (response.ok && request.after) data = JSON.parse(text).data;
  } catch {
    status = 'error';
  }
  return { status, data, ms: performance.now() - started };
}

async function runUser(user, until, record) {
  while (Date.now() < until) {
    let [name, , step] = nextOperation(user);
    let request = step(user);
    // Nothing of the user's own to delete yet: back to the list instead.
    if (!request) {
      [name, , step] = LIST;
      request = step(user);
    }
    const { status, data, ms } = await send(user, request);
    if (data !== undefined) request.after(user, data);
    if (record) {
      const entry = figures.get(name);
      entry.latencies.push(ms);
      entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    }
  }
}

const users = tokens.map((token) => ({ token, rows: [], pages: 1, created: [] }));
await Promise.all(users.map((user) => runUser(user, Date.now() + WARM_UP_SECONDS * 1000, false)));
const started = Date.now();
await Promise.all(users.map((user) => runUser(user, started + seconds * 1000, true)));
const elapsedSeconds = (Date.now() - started) / 1000;

const summary = (latencies, statuses) => {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    statuses,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
};
const overallStatuses = {};
for (const { statuses } of figures.values())
  for (const [status, count] of Object.entries(statuses))
    overallStatuses[status] = (overallStatuses[status] ?? 0) + count;
process.stdout.write(
  `${JSON.stringify({
    elapsedSeconds,
    overall: summary(
      [...figures.values()].flatMap(({ latencies }) => latencies),
      overallStatuses,
    ),
    operations: OPERATIONS.map(([name, weight]) => {
      const { latencies, statuses } = figures.get(name);
      return { name, weight, ...summary(latencies, statuses) };
    }),
  })}\n`,
);
