// The answers of /api/openapi.json proven true: every route documents what it answers on success,
// and the real answers of the main calls, on an account with a record of each kind, validate against the JSON
// Schema the document gives for their status. A later change to an answer that the contract's schema does not
// follow fails here.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, PASSWORD, registerUser, useTestApp, type SignedIn } from './helpers';
import { upload } from './csv-files';

const file = useTestApp();

interface Response {
  description: string;
  content?: Record<string, { schema?: object }>;
}

type Operation = { responses?: Record<string, Response> };

let paths: Record<string, Record<string, Operation>>;
let user: SignedIn;
/** The ids of the account's records, by the path parameter that names them. */
const ids: Record<string, string> = {};

/** Formats are left to the patterns zod writes beside them (dates, instants, ids). */
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const validators = new Map<object, ValidateFunction>();

function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

function call(method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return file.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...bearer(user.accessToken),
      timezone: 'UTC',
      origin: 'http://localhost:8080',
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

/** The route's path with the account's ids in its parameters. */
const filled = (path: string) => path.replace(/\{(\w+)\}/g, (_match, name: string) => ids[name] ?? name);

/**
 * Calls `method path` and checks its answer against the schema the document gives for the status it answered;
 * returns the answer's data.
 */
async function answerOf(method: string, path: string, payload?: unknown, query = ''): Promise<unknown> {
  const response = await call(method, `${filled(path)}${query}`, payload);
  const what = `${method} ${path}${query} -> ${response.statusCode}`;
  expect([what, response.statusCode < 300]).toEqual([what, true]);
  const documented = paths[path]?.[method.toLowerCase()]?.responses?.[String(response.statusCode)];
  const schema = documented?.content?.['application/json']?.schema;
  expect([what, schema === undefined]).toEqual([what, false]);
  const validate = validatorOf(schema!);
  const body: unknown = response.json();
  validate(body);
  expect([what, validate.errors ?? []]).toEqual([what, []]);
  return (body as { data: unknown }).data;
}

beforeAll(async () => {
  const doc = (await file.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: typeof paths;
  }>();
  paths = doc.paths;
  user = await registerUser(file.app, { username: 'Schema Person' });
});

it('documents a success answer for every route, and one refusal envelope for all', () => {
  const routes = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ key: `${method} ${path}`, operation })),
  );
  expect(routes.length).toBeGreaterThan(60);
  const undescribed = routes
    .filter(({ operation }) => {
      const responses = Object.entries(operation.responses ?? {});
      return !responses.some(
        ([status, response]) =>
          /^2\d\d$/.test(status) &&
          Object.values(response.content ?? {}).some((media) => media.schema !== undefined),
      );
    })
    .map(({ key }) => key);
  // The calendar link's callback and the e-mail verification link answer nothing but a redirect, which is
  // documented as such.
  expect(undescribed).toEqual(['get /api/auth/verify-email', 'get /api/google/callback']);
  expect(paths['/api/google/callback']!.get!.responses!['302']).toBeDefined();
  expect(paths['/api/auth/verify-email']!.get!.responses!['303']).toBeDefined();
  const refusals = routes.filter(
    ({ operation }) => operation.responses?.default?.content?.['application/json'],
  );
  expect(refusals).toHaveLength(routes.length);
  // Files are described by their own type.
  expect(Object.keys(paths['/api/transaction/export']!.get!.responses!['200']!.content!)).toEqual([
    'text/csv',
  ]);
  expect(Object.keys(paths['/api/reminders/calendar.ics']!.get!.responses!['200']!.content!)).toEqual([
    'text/calendar',
  ]);
});

it('answers every main call as its schema says, on an account with a record of each kind', async () => {
  const income = (await answerOf('POST', '/api/transaction/', {
    description: 'Salary',
    amount: 3000,
    type: 'Income',
    category: 'Salary',
    date: daysAgo(3),
  })) as { _id: string };
  ids.id = income._id;
  for (const [index, amount] of [12.5, 40, 9.99, 64, 1200].entries()) {
    await answerOf('POST', '/api/transaction/', {
      description: `Expense ${index}`,
      amount,
      type: 'Expense',
      category: index === 4 ? 'Rent' : 'Food',
      date: daysAgo(index + 1),
      notes: 'a note',
    });
  }
  await answerOf('POST', '/api/transaction/{id}/recurring', { frequency: 'monthly' });
  const imported = await upload(file.app, '/import', user.accessToken, {
    csv: `date,description,amount\n${daysAgo(2)},Imported,-12.50\n`,
  });
  expect(imported.statusCode).toBe(201);

  for (const path of [
    '/api/transaction/{id}',
    '/api/transaction/recent',
    '/api/transaction/dashboard',
    '/api/transaction/current-month',
    '/api/transaction/analysis/category',
    '/api/transaction/trends',
    '/api/transaction/imports',
  ]) {
    await answerOf('GET', path);
  }
  const list = (await answerOf('GET', '/api/transaction/', undefined, '?page=1&limit=5')) as {
    transactions: { recurring: unknown; importId: unknown }[];
  };
  expect(list.transactions).toHaveLength(5);
  const all = (await answerOf('GET', '/api/transaction/', undefined, '?limit=100')) as typeof list;
  // Both kinds of nullable field are proven present as well as absent.
  expect(all.transactions.some((row) => row.recurring !== null)).toBe(true);
  expect(all.transactions.some((row) => row.importId !== null)).toBe(true);
  await answerOf('PUT', '/api/transaction/{id}', {
    description: 'Salary, March',
    amount: 3100,
    type: 'Income',
    category: 'Salary',
    date: daysAgo(3),
  });
  await answerOf('POST', '/api/transaction/clear', { transactionIds: [income._id], cleared: true });
  const { accounts } = (await answerOf('GET', '/api/accounts/')) as { accounts: { _id: string }[] };
  ids.id = accounts[0]!._id;
  await answerOf('GET', '/api/accounts/{id}/reconciliation', undefined, `?date=${daysAgo(1)}`);

  const done = (await answerOf('POST', '/api/goals/', {
    name: 'Phone',
    targetAmount: 100,
    targetDate: '2099-01-01',
    category: 'Technology',
  })) as { _id: string };
  ids.id = done._id;
  await answerOf('POST', '/api/goals/{id}/complete');
  const goal = (await answerOf('POST', '/api/goals/', {
    name: 'Car',
    targetAmount: 5000,
    targetDate: '2099-01-01',
    category: 'Transportation',
  })) as { _id: string };
  ids.id = goal._id;
  await answerOf('POST', '/api/goals/{id}/contribute', { amount: 250, note: 'first' });
  await answerOf('POST', '/api/goals/{id}/pause');
  await answerOf('POST', '/api/goals/{id}/resume');
  for (const path of [
    '/api/goals/',
    '/api/goals/{id}',
    '/api/goals/{id}/contributions',
    '/api/goals/dashboard',
    '/api/goals/summary',
    '/api/goals/overdue',
  ]) {
    await answerOf('GET', path);
  }

  await answerOf('PUT', '/api/budgets/', {
    budgets: [
      { category: 'Food', amount: 100, rollover: true },
      { category: 'Rent', amount: 1000, rollover: false },
    ],
  });
  await answerOf('GET', '/api/budgets/');

  const reminder = (await answerOf('POST', '/api/reminders/', {
    title: 'Rent',
    date: '2099-01-01T09:30:00+05:30',
    repeat: 'monthly',
  })) as { _id: string };
  ids.id = reminder._id;
  await answerOf('GET', '/api/reminders/');
  await answerOf('PUT', '/api/reminders/{id}', { title: 'Rent due', date: '2099-01-02T09:30:00Z' });
  await answerOf('GET', '/api/reminders/preferences');
  await answerOf('PUT', '/api/reminders/preferences', { emails: true });
  await answerOf('POST', '/api/reminders/feed');
  await answerOf('GET', '/api/reminders/feed');

  await answerOf('GET', '/api/settings/preferences');
  await answerOf('PATCH', '/api/settings/preferences', { currency: 'EUR' });
  await answerOf('GET', '/api/settings/sessions');
  await answerOf('GET', '/api/auth/profile');
  await answerOf('GET', '/api/auth/verify');
  await answerOf('GET', '/api/google/');
  await answerOf('GET', '/api/health');
  await answerOf('GET', '/api/analytics/health');
  await answerOf('GET', '/remotes.json');
});

it('would catch an answer that leaves its schema: a key it does not name, a value of another type', async () => {
  const response = await call('GET', '/api/auth/profile');
  const validate = validatorOf(
    paths['/api/auth/profile']!.get!.responses!['200']!.content!['application/json']!.schema!,
  );
  const body = response.json<{ data: Record<string, unknown> }>();
  expect(validate(body)).toBe(true);
  expect(validate({ ...body, data: { ...body.data, passwordHash: 'x' } })).toBe(false);
  expect(validate({ ...body, data: { ...body.data, createdAt: 'yesterday' } })).toBe(false);
  expect(validate({ ...body, data: { ...body.data, preferences: { currency: 'XYZ' } } })).toBe(false);
});

it('answers the analytics as their schemas say', async () => {
  for (const path of [
    '/api/analytics/dashboard',
    '/api/analytics/monthly/current',
    '/api/analytics/spending/trends',
    '/api/analytics/spending/categories',
    '/api/analytics/spending/comparison',
    '/api/analytics/spending/patterns',
    '/api/analytics/income/trends',
    '/api/analytics/income/sources',
    '/api/analytics/transactions/insights',
    '/api/analytics/transactions/patterns',
    '/api/analytics/transactions/anomalies',
    '/api/analytics/savings/rate',
    '/api/analytics/savings/trends',
    '/api/analytics/goals/progress',
    '/api/analytics/goals/summary',
    '/api/analytics/goals/projections',
    '/api/analytics/budget/performance',
    '/api/analytics/budget/variance',
    '/api/analytics/budget/recommendations',
    '/api/analytics/advanced/financial-health',
    '/api/analytics/advanced/cash-flow',
    '/api/analytics/advanced/spending-forecast',
    '/api/analytics/income/projections',
  ]) {
    await answerOf('GET', path);
  }
  for (const chartType of ['line', 'bar', 'pie', 'area']) {
    ids.chartType = chartType;
    await answerOf('GET', '/api/analytics/chart/{chartType}');
  }
  await answerOf('GET', '/api/analytics/realtime/updates', undefined, `?since=${new Date(0).toISOString()}`);
  await answerOf('POST', '/api/analytics/custom', {
    metric: 'sum',
    groupBy: 'category',
    filters: { type: 'Expense' },
  });
  await answerOf('POST', '/api/analytics/batch', {
    requests: [{ key: 'rate', path: '/savings/rate' }],
  });
});

it('answers the restore, and the deletions, as their schemas say', async () => {
  const exported = await call('GET', '/api/settings/export');
  expect(exported.statusCode).toBe(200);
  const backupFile = paths['/api/settings/export']!.get!.responses!['200']!.content!['application/json']!;
  const validateFile = validatorOf(backupFile.schema!);
  validateFile(exported.json());
  expect(validateFile.errors ?? []).toEqual([]);
  await answerOf('POST', '/api/auth/reauthenticate', { password: PASSWORD });
  const restored = (await answerOf('POST', '/api/settings/restore', exported.json())) as {
    counts: Record<string, number>;
  };
  expect(restored.counts.transactions).toBe(7);

  const list = (await answerOf('GET', '/api/transaction/', undefined, '?limit=100')) as {
    transactions: { _id: string; recurring: unknown }[];
  };
  ids.id = list.transactions.find((row) => row.recurring !== null)!._id;
  await answerOf('DELETE', '/api/transaction/{id}/recurring');
  await answerOf('DELETE', '/api/transaction/{id}');
  await answerOf('POST', '/api/transaction/bulk-delete', { transactionIds: [list.transactions[1]!._id] });
  ids.category = 'Food';
  await answerOf('DELETE', '/api/budgets/{category}');
  ids.id = ((await answerOf('GET', '/api/goals/')) as { _id: string }[])[0]!._id;
  await answerOf('DELETE', '/api/goals/{id}');
  ids.id = ((await answerOf('GET', '/api/reminders/')) as { _id: string }[])[0]!._id;
  await answerOf('DELETE', '/api/reminders/{id}');
  await answerOf('DELETE', '/api/reminders/feed');
  await answerOf('DELETE', '/api/settings/sessions/all');
});
